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

/** The languages of an Accept-Language header, most wanted first (`fr-MA,fr;q=0.9,ar;q=0.8` → fr-MA, fr, ar). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The `lang` cookie's value in a Cookie header (the browser's, or a request's on the server). */
export function langCookie(cookieHeader: string | undefined): string | null {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=([^;]*)/);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  return langCookie(document.cookie);
}

/** The language chosen with the switcher in this browser (localStorage, else the cookie), or null when none was. */
export function savedLocale(): Locale | null {
  if (typeof window === 'undefined') return null;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    // Storage can be refused (private mode): the cookie still remembers.
  }
  saved ??= readCookie();
  return isLocale(saved) ? saved : null;
}

/**
 * The language an address asks for with `?lang=fr` (a link sent to a French reader, an audit tool that can
 * neither keep storage nor cookies): it wins over the saved choice for that visit, without replacing it.
 */
export function queryLocale(search: string | undefined): Locale | null {
  const asked = new URLSearchParams(search ?? '').get(KEY);
  return isLocale(asked) ? asked : null;
}

/** The language to start in: the address's `?lang=`, else the one chosen in this browser, else navigator.languages. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  return pickLocale(
    queryLocale(window.location.search) ?? savedLocale(),
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
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
