/** The Payments screens' addresses in the back-office (routes.tsx declares them). */
export const PAYMENTS_PATH = '/payments';
export const statementPath = (statementId: string) => `${PAYMENTS_PATH}/statements/${encodeURIComponent(statementId)}`;
export const invoicePath = (invoiceId: string) => `${PAYMENTS_PATH}/invoices/${encodeURIComponent(invoiceId)}`;
