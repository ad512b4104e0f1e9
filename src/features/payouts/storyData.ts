import type { PayoutResult, PayoutRow, Statement } from './types';

/** Demo statements for the stories (no network): the week of 16/11/2026 and the one before. */
const masked = (last: string) => `•••• •••• •••• •••• ••${last.slice(0, 2)} ${last.slice(2)}`;

export const storyUnpaid: PayoutRow[] = [
  {
    statementId: '30000000-0000-4000-8000-000000000001',
    businessId: '10000000-0000-4000-8000-000000000001',
    businessName: 'Dar Zitoun',
    businessType: 'restaurant',
    legalName: 'Dar Zitoun SARL',
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    net: 4213.5,
    rib: { masked: masked('123456'), verified: true },
    payout: null,
  },
  {
    statementId: '30000000-0000-4000-8000-000000000002',
    businessId: '10000000-0000-4000-8000-000000000002',
    businessName: 'Marché Al Amal',
    businessType: 'store',
    legalName: 'Al Amal Distribution SARL AU',
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    net: 1875,
    rib: { masked: masked('908172'), verified: false },
    payout: null,
  },
  {
    statementId: '30000000-0000-4000-8000-000000000003',
    businessId: '10000000-0000-4000-8000-000000000003',
    businessName: 'Oujda Fix',
    businessType: 'services',
    legalName: null,
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    net: -64.8,
    rib: null,
    payout: null,
  },
  {
    statementId: '30000000-0000-4000-8000-000000000004',
    businessId: '10000000-0000-4000-8000-000000000001',
    businessName: 'Dar Zitoun',
    businessType: 'restaurant',
    legalName: 'Dar Zitoun SARL',
    weekStart: '2026-11-09',
    weekEnd: '2026-11-15',
    net: 3650.25,
    rib: { masked: masked('123456'), verified: true },
    payout: null,
  },
];

export const storyPaid: PayoutRow[] = storyUnpaid.slice(0, 2).map((row, i) => ({
  ...row,
  weekStart: '2026-11-02',
  weekEnd: '2026-11-08',
  statementId: `30000000-0000-4000-8000-00000000001${i}`,
  payout: {
    _id: `40000000-0000-4000-8000-00000000000${i}`,
    amount: row.net,
    bankReference: 'VIR-2026-11-10',
    recordedAt: '2026-11-10T09:30:00.000Z',
    recordedBy: { _id: 'admin-1', name: 'Samira Admin' },
  },
}));

export const storyResults: PayoutResult[] = [
  { statementId: storyUnpaid[0]!.statementId, outcome: 'paid' },
  { statementId: storyUnpaid[1]!.statementId, outcome: 'ribUnverified' },
  { statementId: storyUnpaid[2]!.statementId, outcome: 'ribMissing' },
  { statementId: storyUnpaid[3]!.statementId, outcome: 'alreadyPaid' },
];

export const storyStatement: Statement = {
  _id: storyUnpaid[0]!.statementId,
  businessId: storyUnpaid[0]!.businessId,
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  periodStart: '2026-11-16T00:00:00.000Z',
  periodEnd: '2026-11-23T00:00:00.000Z',
  status: 'closed',
  summary: { orders: 42, sales: 5120, commission: -768, commissionTax: -153.6, refunds: -45, adjustments: 60.1, net: 4213.5 },
  closedAt: '2026-11-23T00:05:00.000Z',
  invoice: { _id: '50000000-0000-4000-8000-000000000001', number: '2026-000123', total: 921.6, creditNote: null },
  payout: null,
};
