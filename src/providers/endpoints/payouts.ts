import { operation, param, type EndpointTable, type RequestBody } from './types';

/** The admin's payouts (issue 42 parts 3, 5–7): closed statements to settle, weeks to close, credit notes, reconciliation. */
export const payoutsEndpoints: EndpointTable = {
  payouts: {
    /** Closes an ended week (and any earlier one still open) for every business: values { weekStart }. */
    closeWeek: operation('closeStatementWeek', {
      method: 'POST',
      path: () => '/admin/statements/close',
      body: (p) => p.variables as RequestBody<'closeStatementWeek'>,
    }),
    /** One statement of a business (its invoice, its payout): meta { businessId, statementId }. */
    statement: operation('getStatement', {
      method: 'GET',
      path: (p) => `/payments/${param(p, 'businessId')}/statements/${param(p, 'statementId')}`,
    }),
    /** A credit note for an invoice: meta { invoiceId }, values { reason }. */
    creditNote: operation('issueCreditNote', {
      method: 'POST',
      path: (p) => `/admin/invoices/${param(p, 'invoiceId')}/credit-note`,
      body: (p) => p.variables as RequestBody<'issueCreditNote'>,
    }),
    /** Orders, ledger, statements and payouts side by side for days: meta { from, to } ("YYYY-MM-DD", Morocco's calendar). */
    reconciliation: operation('getReconciliation', {
      method: 'GET',
      path: (p) => `/admin/reconciliation?from=${param(p, 'from')}&to=${param(p, 'to')}`,
    }),
  },
};
