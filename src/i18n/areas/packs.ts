/** Strings of the packs screens (translate('packs.…')). */
export const packs = {} as const;
