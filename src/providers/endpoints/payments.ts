import { operation, param, type EndpointTable, type RequestBody } from './types';

/** The owner's Payments screens (issue 42 part 4): a business's balance, weekly statements, invoices and bank details; meta { businessId }. */
export const paymentsEndpoints: EndpointTable = {
  payments: {
    /** The balance and the week running. */
    overview: operation('getPaymentsOverview', { method: 'GET', path: (p) => `/payments/${param(p, 'businessId')}` }),
    /** One commission invoice or credit note: meta { businessId, invoiceId }. */
    invoice: operation('getInvoice', {
      method: 'GET',
      path: (p) => `/payments/${param(p, 'businessId')}/invoices/${param(p, 'invoiceId')}`,
    }),
    /** A statement as a file, its summary and lines: meta { businessId, statementId }, query { format: csv | xlsx }. */
    export: operation('exportStatement', {
      method: 'GET',
      path: (p) => `/payments/${param(p, 'businessId')}/statements/${param(p, 'statementId')}/export`,
    }),
    /** Legal name, address, ICE and the RIB masked. */
    bankDetails: operation('getBankDetails', { method: 'GET', path: (p) => `/businesses/${param(p, 'businessId')}/bank-details` }),
    /** The owner's change: values { legalName?, legalAddress?, ice?, rib? }. */
    setBankDetails: operation('setBankDetails', {
      method: 'PUT',
      path: (p) => `/businesses/${param(p, 'businessId')}/bank-details`,
      body: (p) => p.variables as RequestBody<'setBankDetails'>,
    }),
  },
  /** The closed weeks, newest first, server-paged; filter `status` (closed | paid). */
  paymentStatements: {
    getList: operation('listStatements', { method: 'GET', path: (p) => `/payments/${param(p, 'businessId')}/statements` }),
    getOne: operation('getStatement', {
      method: 'GET',
      path: (p) => `/payments/${param(p, 'businessId')}/statements/${param(p, 'id')}`,
    }),
  },
  /** A closed week's orders, server-paged: meta { businessId, statementId }. */
  statementLines: {
    getList: operation('listStatementLines', {
      method: 'GET',
      path: (p) => `/payments/${param(p, 'businessId')}/statements/${param(p, 'statementId')}/lines`,
    }),
  },
  /** The running week's orders, server-paged. */
  openWeekLines: {
    getList: operation('listOpenWeekLines', { method: 'GET', path: (p) => `/payments/${param(p, 'businessId')}/open-week/lines` }),
  },
};
