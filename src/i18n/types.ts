/** The shape of a catalogue with any wording: the same keys as English, every leaf a string. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
