/** Strings of the faqs screens (translate('faqs.…')). */
export const faqs = {} as const;
