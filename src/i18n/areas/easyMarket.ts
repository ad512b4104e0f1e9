/** Strings of the easyMarket screens (translate('easyMarket.…')). */
export const easyMarket = {} as const;
