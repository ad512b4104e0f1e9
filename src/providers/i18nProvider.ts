import type { I18nProvider } from '@refinedev/core';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { en } from '../i18n/en';
import { english } from '../i18n/load/en';
import type { LoadedLocale } from '../i18n/load/loadedLocale';
import { isLocale, type Locale } from '../i18n/types';

/**
 * French and Arabic are fetched when first chosen, so English readers never download them; their date
 * formats (dayjs) come in the same chunk.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<LoadedLocale>> = {
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
}

/** `translate('auth.email')`; `{{name}}` placeholders are filled from options; a key a language lacks falls back to English. */
export function createI18nProvider(
  locale: Locale = 'en',
  loaders: Partial<Record<Locale, () => Promise<LoadedLocale>>> = LOADERS,
): AppI18nProvider {
  const loaded: Partial<Record<Locale, LoadedLocale>> = { en: english };
  const listeners = new Set<() => void>();
  let current: Locale = 'en';
  const provider: AppI18nProvider = {
    translate(key, options, defaultMessage) {
      const template = lookup(loaded[current]?.strings, key) ?? lookup(en, key) ?? defaultMessage ?? key;
      if (!options || typeof options !== 'object') return template;
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String((options as Record<string, unknown>)[name] ?? ''));
    },
    async changeLocale(lang) {
      if (!isLocale(lang) || lang === current) return;
      const load = loaders[lang];
      if (!loaded[lang] && load) loaded[lang] = await load();
      if (!loaded[lang]) return;
      current = lang;
      loaded[lang]?.apply?.();
      for (const listener of listeners) listener();
    },
    getLocale: () => current,
    has: (key) => lookup(loaded[current]?.strings, key) !== undefined || lookup(en, key) !== undefined,
    antdLocale: () => loaded[current]?.antd,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (locale !== 'en') void provider.changeLocale(locale);
  return provider;
}

export const i18nProvider = createI18nProvider();

/** The tab's title in the provider's language. */
export const appTitle = (provider: Pick<I18nProvider, 'translate'> = i18nProvider) =>
  `${provider.translate('app.name')} — ${provider.translate('app.tagline')}`;
