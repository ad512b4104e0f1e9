import { operation, param, type EndpointTable, type RequestBody } from './types';

/** Ids per `statementIds` parameter: a long selection is sent as the parameter repeated, each under the server's length. */
const IDS_PER_PARAMETER = 100;

function idGroups(ids: unknown): string {
  const list = (Array.isArray(ids) ? ids : ids ? [ids] : []).map(String);
  if (!list.length) throw new Error('Missing "statementIds" for this call');
  const groups: string[] = [];
  for (let i = 0; i < list.length; i += IDS_PER_PARAMETER)
    groups.push(
      `statementIds=${list
        .slice(i, i + IDS_PER_PARAMETER)
        .map(encodeURIComponent)
        .join(',')}`,
    );
  return groups.join('&');
}

/** The admin's payouts (issue 42 parts 3, 5–7): closed statements to settle, weeks to close, credit notes, reconciliation. */
export const payoutsEndpoints: EndpointTable = {
  payouts: {
    /** Closed statements, server-paged: filters status (unpaid | paid), type, search, weekStart. */
    getList: operation('listPayouts', { method: 'GET', path: () => '/admin/payouts' }),
    /** Records the payouts of statements under one bank reference: values { statementIds, bankReference }. */
    record: operation('recordPayouts', {
      method: 'POST',
      path: () => '/admin/payouts',
      body: (p) => p.variables as RequestBody<'recordPayouts'>,
    }),
    /** The bank transfer file (CSV) of the statements that can be paid now: meta { statementIds }. */
    transferFile: operation('exportTransferFile', {
      method: 'GET',
      path: (p) => `/admin/payouts/transfer-file?${idGroups(p.meta?.statementIds)}`,
    }),
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
