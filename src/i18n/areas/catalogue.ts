/** Strings of the catalogue screens (translate('catalogue.…')). */
export const catalogue = {} as const;
