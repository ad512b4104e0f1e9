/** Strings of the riders screens (translate('riders.…')). */
export const riders = {} as const;
