// The Payments screens' shapes, as the contract declares them (openapi.json): a server change to an answer fails
// the type check here. Amounts are dh numbers (positive: owed to the partner); moments are ISO strings.
import type { Answer, RequestBody } from '../../api/types';

export type PaymentsOverview = Answer<'getPaymentsOverview'>;
export type StatementSummary = PaymentsOverview['openWeek']['summary'];
export type Statement = Answer<'getStatement'>;
export type StatementLine = Answer<'listStatementLines'>['data'][number];
export type Invoice = Answer<'getInvoice'>;
export type InvoiceParty = Invoice['customer'];
export type BankDetails = Answer<'getBankDetails'>;
export type BankDetailsChange = RequestBody<'setBankDetails'>;
export type StatementStatusFilter = Statement['status'];
