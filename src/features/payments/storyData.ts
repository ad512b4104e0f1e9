import type { BankDetails, Invoice, PaymentsOverview, Statement, StatementLine } from './types';

/** Dar Zitoun's money in the stories: a week running, three closed weeks (one paid), their lines and invoices. */

const summary = (orders: number, sales: number, commission: number, commissionTax: number, refunds = 0, adjustments = 0, net?: number) => ({
  orders,
  sales,
  commission,
  commissionTax,
  refunds,
  adjustments,
  net: net ?? 0,
});

export const overview: PaymentsOverview = {
  businessId: 'business-1',
  balance: 3412.35,
  openWeek: {
    weekStart: '2026-11-23',
    weekEnd: '2026-11-29',
    periodStart: '2026-11-22T23:00:00.000Z',
    periodEnd: '2026-11-29T23:00:00.000Z',
    summary: summary(14, 2310.5, -346.58, -69.32, -45, 0, 1849.6),
  },
};

export const owingOverview: PaymentsOverview = { ...overview, balance: -127.4 };

export const paidStatement: Statement = {
  _id: 'statement-3',
  businessId: 'business-1',
  weekStart: '2026-11-02',
  weekEnd: '2026-11-08',
  periodStart: '2026-11-01T23:00:00.000Z',
  periodEnd: '2026-11-08T23:00:00.000Z',
  status: 'paid',
  summary: summary(31, 5120, -768, -153.6, 0, 0, 4198.4),
  closedAt: '2026-11-09T00:05:00.000Z',
  invoice: { _id: 'invoice-3', number: '2026-000118', total: 921.6, creditNote: null },
  payout: { _id: 'payout-3', amount: 4198.4, bankReference: 'VIR-2026-11-0412', recordedAt: '2026-11-11T10:20:00.000Z' },
};

export const closedStatement: Statement = {
  _id: 'statement-4',
  businessId: 'business-1',
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  periodStart: '2026-11-15T23:00:00.000Z',
  periodEnd: '2026-11-22T23:00:00.000Z',
  status: 'closed',
  summary: summary(3, 340, -51, -10.2, -20, 12.5, 271.3),
  closedAt: '2026-11-23T00:05:00.000Z',
  invoice: { _id: 'invoice-4', number: '2026-000131', total: 61.2, creditNote: { _id: 'invoice-5', number: '2026-000140' } },
  payout: null,
};

/** A week where refunds outweighed sales: the partner owes the platform. */
export const owingStatement: Statement = {
  ...closedStatement,
  _id: 'statement-2',
  weekStart: '2026-10-26',
  weekEnd: '2026-11-01',
  summary: summary(1, 40, -6, -1.2, -90, 0, -57.2),
  invoice: null,
};

export const statements: Statement[] = [closedStatement, paidStatement, owingStatement];

/** The lines of closedStatement: they add up to its net (271,30 dh), a late one included. */
export const statementLines: StatementLine[] = [
  {
    orderId: 'order-1',
    orderNumber: 1204,
    deliveredAt: '2026-11-16T12:41:00.000Z',
    sales: 120,
    commission: -18,
    commissionTax: -3.6,
    refunds: 0,
    net: 98.4,
    late: false,
  },
  {
    orderId: 'order-2',
    orderNumber: 1211,
    deliveredAt: '2026-11-18T19:02:00.000Z',
    sales: 100,
    commission: -15,
    commissionTax: -3,
    refunds: -20,
    net: 62,
    late: false,
  },
  {
    orderId: 'order-3',
    orderNumber: 1230,
    deliveredAt: '2026-11-21T20:15:00.000Z',
    sales: 120,
    commission: -18,
    commissionTax: -3.6,
    refunds: 0,
    net: 98.4,
    late: false,
  },
  {
    orderId: 'order-0',
    orderNumber: 1188,
    deliveredAt: '2026-11-14T22:50:00.000Z',
    sales: 15,
    commission: -2.25,
    commissionTax: -0.25,
    refunds: 0,
    net: 12.5,
    late: true,
  },
];

const issuer = {
  name: 'Oujda Marketplace SARL',
  address: '12 boulevard Mohammed V\n60000 Oujda',
  ice: '001234567000089',
  taxId: '40123456',
  tradeRegister: 'Oujda 31245',
};
const customer = { name: 'Dar Zitoun SARL', address: '5 rue Ibn Khaldoun, Oujda', ice: '002345678000012' };

export const invoice: Invoice = {
  _id: 'invoice-4',
  number: '2026-000131',
  kind: 'invoice',
  businessId: 'business-1',
  statementId: 'statement-4',
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  issuedAt: '2026-11-23T00:05:00.000Z',
  commission: 51,
  tax: 10.2,
  total: 61.2,
  taxRate: 2000,
  issuer,
  customer,
  credits: null,
  creditedBy: { _id: 'invoice-5', number: '2026-000140' },
  reason: null,
};

export const creditNote: Invoice = {
  ...invoice,
  _id: 'invoice-5',
  number: '2026-000140',
  kind: 'credit_note',
  issuedAt: '2026-11-25T09:30:00.000Z',
  commission: -51,
  tax: -10.2,
  total: -61.2,
  customer: { ...customer, ice: null },
  credits: { _id: 'invoice-4', number: '2026-000131' },
  creditedBy: null,
  reason: 'Commission charged at the wrong rate',
};

export const bankDetails: BankDetails = {
  businessId: 'business-1',
  legalName: 'Dar Zitoun SARL',
  legalAddress: '5 rue Ibn Khaldoun, Oujda',
  ice: '002345678000012',
  rib: {
    masked: '•••• •••• •••• •••• •••• 3456',
    verified: true,
    verifiedAt: '2026-10-02T08:00:00.000Z',
    changedAt: '2026-09-30T10:00:00.000Z',
  },
};

export const unverifiedBankDetails: BankDetails = {
  ...bankDetails,
  rib: { masked: '•••• •••• •••• •••• •••• 7781', verified: false, verifiedAt: null, changedAt: '2026-11-24T10:00:00.000Z' },
};

export const emptyBankDetails: BankDetails = { businessId: 'business-1', legalName: null, legalAddress: null, ice: null, rib: null };
