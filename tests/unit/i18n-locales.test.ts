import { describe, expect, it } from 'vitest';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { acceptedLanguages, langCookie, pickLocale, queryLocale } from '../../src/i18n/preference';
import { createI18nProvider } from '../../src/providers/i18nProvider';

/** Every string of a catalogue by its dotted key. */
function leaves(node: unknown, at = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(at, node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) leaves(v, at ? `${at}.${k}` : k, out);
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = leaves(en);
const translations = { fr: leaves(fr), ar: leaves(ar) };

describe.each(Object.entries(translations))('the %s catalogue', (_, strings) => {
  it('has exactly the English keys: none missing, none extra', () => {
    expect([...english.keys()].filter((k) => !strings.has(k))).toEqual([]);
    expect([...strings.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('keeps the same {{placeholders}} in every string', () => {
    const wrong = [...english].filter(
      ([key, text]) => strings.has(key) && placeholders(text).join() !== placeholders(strings.get(key)!).join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('has no empty strings', () => {
    expect([...strings].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });
});

describe('the Arabic catalogue', () => {
  // Brand names, links, numbers and marks are the same in every language.
  const SAME_EVERYWHERE =
    /^(Oujda Marketplace|Easy Market|Instagram|Facebook|TikTok|English|Français|https:\/\/…|—|\(\{\{count\}\}\) \{\{title\}\}|[\d\s{}\w–.+]*\{\{\w+\}\}[\d\s{}–.]*)$/;

  it('is written in Arabic: every string has Arabic letters unless it is a brand, a link or a number', () => {
    const latinOnly = [...translations.ar].filter(([, text]) => !/[\u0600-\u06FF]/.test(text) && !SAME_EVERYWHERE.test(text));
    expect(latinOnly.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('writes prices in dirhams as Morocco does (د.م.) and never dh', () => {
    expect(ar.messages.priceInvalid).toContain('د.م.');
    expect([...translations.ar].filter(([, text]) => /\bdh\b/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('uses Latin digits, as Morocco does', () => {
    expect([...translations.ar].filter(([, text]) => /[\u0660-\u0669]/.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('the French catalogue', () => {
  // The English landing footer is French already (the product wants it so).
  it('leaves no English sentence untranslated', () => {
    const same = [...translations.fr].filter(
      ([key, text]) => !key.startsWith('landing.footer.') && english.get(key) === text && text.split(/\s+/).length > 2,
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

describe('switching language', () => {
  it('loads French on demand, translates, and falls back to English for a key it lacks', async () => {
    const i18n = createI18nProvider();
    await i18n.loadWhole();
    let changes = 0;
    i18n.subscribe(() => changes++);
    expect(i18n.translate('auth.password')).toBe('Password');
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('fr');
    expect(changes).toBe(1);
    expect(i18n.translate('auth.password')).toBe('Mot de passe');
    expect(i18n.translate('orders.detail.title', { number: 1234 })).toBe('Commande n° 1234');
    expect(i18n.antdLocale()?.locale).toBe('fr');
    expect(i18n.translate('nope.missing', undefined, 'Fallback')).toBe('Fallback');
  });

  it('loads Arabic with antd Arabic texts, and comes back to English', async () => {
    const i18n = createI18nProvider();
    await i18n.loadWhole();
    await i18n.changeLocale('ar');
    expect(i18n.translate('nav.dashboard')).toBe('لوحة القيادة');
    expect(i18n.antdLocale()?.locale).toBe('ar');
    await i18n.changeLocale('en');
    expect(i18n.translate('nav.dashboard')).toBe('Dashboard');
    expect(i18n.antdLocale()).toBeUndefined();
  });
});

describe('the signed-out pages and the signed-in app', () => {
  /** The real loaders, counting which parts of which language are fetched. */
  function counted() {
    const fetched: string[] = [];
    const count =
      <T>(name: string, load: () => Promise<T>) =>
      () => {
        fetched.push(name);
        return load();
      };
    const i18n = createI18nProvider(
      'en',
      {
        fr: count('fr', () => import('../../src/i18n/public/fr').then((m) => m.publicFr)),
        ar: count('ar', () => import('../../src/i18n/public/ar').then((m) => m.publicAr)),
      },
      {
        en: count('whole en', async () => ({ strings: en })),
        fr: count('whole fr', async () => ({ strings: fr })),
        ar: count('whole ar', async () => ({ strings: ar })),
      },
    );
    return { i18n, fetched };
  }

  it("gives a French visitor of the public pages their French words alone, then the app's with the app", async () => {
    const { i18n, fetched } = counted();
    await i18n.changeLocale('fr');
    expect(fetched).toEqual(['fr']);
    expect(i18n.translate('auth.password')).toBe('Mot de passe');
    expect(i18n.translate('messages.emailRequired')).toBe(fr.messages.emailRequired);
    expect(i18n.translate('landing.heroTitle')).toBe(fr.landing.heroTitle);
    // Not fetched yet: a signed-in screen's word is not there, in French nor in English.
    expect(i18n.has('nav.dashboard')).toBe(false);
    let changes = 0;
    i18n.subscribe(() => changes++);
    await i18n.loadWhole();
    expect(fetched).toEqual(['fr', 'whole fr']);
    expect(changes).toBe(1);
    expect(i18n.translate('nav.dashboard')).toBe('Tableau de bord');
    expect(i18n.translate('auth.password')).toBe('Mot de passe');
    // From then on a language chosen comes whole, both parts at once.
    await i18n.changeLocale('ar');
    expect(fetched).toEqual(['fr', 'whole fr', 'ar', 'whole ar']);
    expect(i18n.translate('nav.dashboard')).toBe(ar.nav.dashboard);
    await i18n.loadWhole();
    expect(fetched).toHaveLength(4);
  });

  it("falls back to English for a word the language's whole catalogue lacks", async () => {
    const frenchWithoutDashboard = structuredClone(fr);
    delete (frenchWithoutDashboard.nav as Record<string, string>).dashboard;
    const i18n = createI18nProvider('en', undefined, {
      en: async () => ({ strings: en }),
      fr: async () => ({ strings: frenchWithoutDashboard }),
    });
    await i18n.loadWhole();
    await i18n.changeLocale('fr');
    expect(i18n.translate('nav.dashboard')).toBe('Dashboard');
    expect(i18n.translate('nav.menu')).toBe(fr.nav.menu);
  });
});

describe('the first language', () => {
  it('is the saved choice, else the first browser language we speak, else English', () => {
    expect(pickLocale('ar', ['fr-FR'])).toBe('ar');
    expect(pickLocale(null, ['de-DE', 'fr-MA', 'en'])).toBe('fr');
    expect(pickLocale(undefined, ['ar-MA'])).toBe('ar');
    expect(pickLocale('xx', ['es', 'de'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });
});

describe("the server's reading of a request's language", () => {
  it('orders Accept-Language by weight, then by place, leaving out * and q=0', () => {
    expect(acceptedLanguages('fr-MA,fr;q=0.9,ar;q=0.8,en;q=0.7')).toEqual(['fr-MA', 'fr', 'ar', 'en']);
    expect(acceptedLanguages('de, en;q=0.5, ar;q=0.8, *;q=0.1, fr;q=0')).toEqual(['de', 'ar', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(pickLocale(null, acceptedLanguages('de, en;q=0.5, ar;q=0.8'))).toBe('ar');
  });

  it("reads an address's ?lang= and ignores a language the app does not speak", () => {
    expect(queryLocale('?lang=ar')).toBe('ar');
    expect(queryLocale('next=%2Forders&lang=fr')).toBe('fr');
    expect(queryLocale('?lang=de')).toBeNull();
    expect(queryLocale('')).toBeNull();
    expect(queryLocale(undefined)).toBeNull();
  });

  it('finds the lang cookie among others, and ignores a malformed one', () => {
    expect(langCookie('token=a.b.c; lang=ar; theme=dark')).toBe('ar');
    expect(langCookie('xlang=fr')).toBeNull();
    expect(langCookie('lang=%E0%A4%A')).toBeNull();
    expect(langCookie(undefined)).toBeNull();
  });
});
