import { Type } from 'typebox';
import { INVOICE_KINDS, RECONCILIATION_CHECKS, STATEMENT_STATUSES } from '../../src/domain/statements';
import { Bool, enumOf, Int, Money, Moment, Nullable, Page, Str } from '../answers';

const Day = (description: string) => Str(`${description} (YYYY-MM-DD, Morocco's calendar)`);

/** A week's figures, signed from the partner's side: net = sales + commission + commissionTax + refunds + adjustments. */
export const StatementSummary = Type.Object({
  orders: Int('Orders delivered in the week'),
  sales: Money('What customers paid for the goods'),
  commission: Money("The marketplace's commission (negative)"),
  commissionTax: Money('TVA on the commission (negative)'),
  refunds: Money('Refunds charged to the partner (negative)'),
  adjustments: Money('Late entries of earlier weeks, written after those weeks closed'),
  net: Money('Due to the partner when positive, owed by it when negative'),
});

const Period = {
  weekStart: Day('The Monday the week starts on'),
  weekEnd: Day('The Sunday it ends on'),
  periodStart: Moment('Monday 00:00 in Morocco (ISO 8601)'),
  periodEnd: Moment('The next Monday 00:00 in Morocco (ISO 8601): the week holds the moments before it'),
};

export const PaymentsOverview = Type.Object({
  businessId: Str(),
  balance: Money('The sum of the ledger: owed to the partner when positive, by it when negative'),
  openWeek: Type.Object({ ...Period, summary: StatementSummary }, { description: 'Entries on no statement yet: the week running' }),
});

const InvoiceRef = Type.Object({ _id: Str(), number: Str('2026-000123') });

export const StatementAnswer = Type.Object({
  _id: Str(),
  businessId: Str(),
  ...Period,
  status: enumOf(
    STATEMENT_STATUSES.filter((s) => s !== 'open'),
    'closed, or paid once a payout settled it',
  ),
  summary: StatementSummary,
  closedAt: Moment(),
  invoice: Nullable(
    Type.Object({
      ...InvoiceRef.properties,
      total: Money('Commission and TVA'),
      creditNote: Nullable(InvoiceRef),
    }),
  ),
  payout: Nullable(
    Type.Object({ _id: Str(), amount: Money('Paid when positive, collected when negative'), bankReference: Str(), recordedAt: Moment() }),
  ),
});

export const StatementPage = Page(StatementAnswer);

export const StatementLine = Type.Object({
  orderId: Str(),
  orderNumber: Int(),
  deliveredAt: Moment(),
  sales: Money(),
  commission: Money(),
  commissionTax: Money(),
  refunds: Money(),
  net: Money(),
  late: Bool('Dated in an earlier week, closed before it was written'),
});
export const StatementLinePage = Page(StatementLine);

const Party = Type.Object({
  name: Str(),
  address: Str(),
  ice: Nullable(Str('15 digits')),
  taxId: Type.Optional(Nullable(Str('Identifiant fiscal'))),
  tradeRegister: Type.Optional(Nullable(Str('Registre du commerce'))),
});

export const InvoiceAnswer = Type.Object({
  _id: Str(),
  number: Str('Year and place in its sequence: 2026-000123'),
  kind: enumOf(INVOICE_KINDS),
  businessId: Str(),
  statementId: Str(),
  weekStart: Day('The statement’s Monday'),
  weekEnd: Day('The statement’s Sunday'),
  issuedAt: Moment(),
  commission: Money('Negative on a credit note'),
  tax: Money(),
  total: Money(),
  taxRate: Int('Basis points: 2000 is 20 %'),
  issuer: Party,
  customer: Party,
  credits: Nullable(InvoiceRef),
  creditedBy: Nullable(InvoiceRef),
  reason: Nullable(Str('Why a credit note was issued')),
});

export const ClosedWeeks = Type.Object({ weekStart: Str(), statements: Int('Statements created') });

const Side = Type.Object({ count: Int(), amount: Money() });
export const Reconciliation = Type.Object({
  from: Str(),
  to: Str(),
  checks: Type.Array(
    Type.Object({
      key: enumOf(RECONCILIATION_CHECKS),
      left: Side,
      right: Side,
      difference: Money('left − right: 0 when they match'),
    }),
  ),
});
