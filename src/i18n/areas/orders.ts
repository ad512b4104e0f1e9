/** Strings of the orders screens (translate('orders.…')). */
export const orders = {} as const;
