/** Strings of the business screens (translate('business.…')). */
export const business = {} as const;
