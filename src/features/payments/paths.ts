/** The Payments screens' addresses in the back-office (routes.tsx declares them). */
export const PAYMENTS_PATH = '/payments';
export const statementPath = (statementId: string) => `${PAYMENTS_PATH}/statements/${encodeURIComponent(statementId)}`;
/** An invoice; an admin opens any business's, named in `?business=` (the server checks who may read it). */
export const invoicePath = (invoiceId: string, businessId?: string | null) =>
  `${PAYMENTS_PATH}/invoices/${encodeURIComponent(invoiceId)}${businessId ? `?business=${encodeURIComponent(businessId)}` : ''}`;
/** Where an admin reading a partner's invoice goes back to. */
export const PAYOUTS_PATH = '/payouts';
