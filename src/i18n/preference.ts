import { isLocale, type Locale } from './types';

const KEY = 'lang';

/** The saved choice if any, else the first of the browser's languages we speak, else English. */
export function pickLocale(saved: string | null | undefined, languages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

function readCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)lang=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The language to start in: localStorage, then the cookie, then navigator.languages. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    // Storage can be refused (private mode): the cookie still remembers.
  }
  return pickLocale(saved ?? readCookie(), navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Remembered in localStorage and in a cookie (a year), so the server may read it too. */
export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Ignored: the cookie below is enough.
  }
  document.cookie = `${KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export const isRtl = (locale: Locale) => locale === 'ar';
