/** Strings of the onboarding screens (translate('onboarding.…')). */
export const onboarding = {} as const;
