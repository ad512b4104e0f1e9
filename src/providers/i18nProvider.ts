import type { I18nProvider } from '@refinedev/core';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { WholeLocale } from '../i18n/load/loadedLocale';
import { publicEn, type PublicCatalogue } from '../i18n/public/en';
import { isLocale, type Locale, type Strings } from '../i18n/types';

/** The signed-out pages' words: French and Arabic are fetched when first chosen, so English readers never download them. */
const PUBLIC: Record<Exclude<Locale, 'en'>, () => Promise<Strings<PublicCatalogue>>> = {
  fr: () => import('../i18n/public/fr').then((m) => m.publicFr),
  ar: () => import('../i18n/public/ar').then((m) => m.publicAr),
};

/** Each language whole, as the signed-in app needs it (its words, antd's texts, its dates): fetched with the app (loadWhole). */
const WHOLE: Record<Locale, () => Promise<WholeLocale>> = {
  en: () => import('../i18n/load/en').then((m) => m.load()),
  fr: () => import('../i18n/load/fr').then((m) => m.load()),
  ar: () => import('../i18n/load/ar').then((m) => m.load()),
};

function lookup(catalogue: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof value === 'string' ? value : undefined;
}

export interface AppI18nProvider extends I18nProvider {
  getLocale: () => Locale;
  /** Whether the current language has this key (an API error `code` may be newer than the SPA). */
  has: (key: string) => boolean;
  antdLocale: () => AntdLocale | undefined;
  /** Called after each change of language; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Fetches the signed-in app's words, in the current language and, from then on, in each one chosen (the
   * signed-out pages start with their own words only); resolves once they are there.
   */
  loadWhole: () => Promise<void>;
}

/**
 * `translate('auth.email')`; `{{name}}` placeholders are filled from options; a key a language lacks falls back
 * to English (the English words fetched so far: the public pages', and the whole catalogue once loaded).
 */
export function createI18nProvider(
  locale: Locale = 'en',
  loaders: Partial<Record<Locale, () => Promise<Strings<PublicCatalogue>>>> = PUBLIC,
  wholeLoaders: Partial<Record<Locale, () => Promise<WholeLocale>>> = WHOLE,
): AppI18nProvider {
  const loaded: Partial<Record<Locale, Strings<PublicCatalogue>>> = { en: publicEn };
  const whole: Partial<Record<Locale, WholeLocale>> = {};
  let wantsWhole = false;
  const listeners = new Set<() => void>();
  let current: Locale = 'en';
  const wordsOf = (lang: Locale) => whole[lang]?.strings ?? loaded[lang];
  const find = (key: string) => lookup(wordsOf(current), key) ?? lookup(wordsOf('en'), key);
  const loadWholeOf = async (lang: Locale) => {
    const load = wholeLoaders[lang];
    if (!whole[lang] && load) whole[lang] = await load();
    return whole[lang];
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const provider: AppI18nProvider = {
    translate(key, options, defaultMessage) {
      const template = find(key) ?? defaultMessage ?? key;
      if (!options || typeof options !== 'object') return template;
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String((options as Record<string, unknown>)[name] ?? ''));
    },
    async changeLocale(lang) {
      if (!isLocale(lang) || lang === current) return;
      const load = loaders[lang];
      // Both parts at once when the app is there: no request waits for another.
      const [publicWords] = await Promise.all([!loaded[lang] && load ? load() : undefined, wantsWhole ? loadWholeOf(lang) : undefined]);
      if (publicWords) loaded[lang] = publicWords;
      if (!loaded[lang]) return;
      current = lang;
      whole[lang]?.apply?.();
      notify();
    },
    getLocale: () => current,
    has: (key) => find(key) !== undefined,
    antdLocale: () => whole[current]?.antd,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async loadWhole() {
      wantsWhole = true;
      const lang = current;
      if (whole[lang]) return;
      const loadedWhole = await loadWholeOf(lang);
      if (lang !== current) return;
      loadedWhole?.apply?.();
      notify();
    },
  };
  if (locale !== 'en') void provider.changeLocale(locale);
  return provider;
}

export const i18nProvider = createI18nProvider();

/** The tab's title in the provider's language. */
export const appTitle = (provider: Pick<I18nProvider, 'translate'> = i18nProvider) =>
  `${provider.translate('app.name')} — ${provider.translate('app.tagline')}`;
