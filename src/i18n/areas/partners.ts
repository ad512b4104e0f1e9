/** Strings of the partners screens (translate('partners.…')). */
export const partners = {} as const;
