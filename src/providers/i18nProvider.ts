import type { I18nProvider } from '@refinedev/core';
import { en } from '../i18n/en';

const catalogues: Record<string, unknown> = { en };

function lookup(catalogue: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof value === 'string' ? value : undefined;
}

/** `translate('auth.email')`; `{{name}}` placeholders are filled from options. */
export function createI18nProvider(locale = 'en'): I18nProvider {
  let current = locale;
  return {
    translate(key, options, defaultMessage) {
      const template = lookup(catalogues[current], key) ?? defaultMessage ?? key;
      if (!options || typeof options !== 'object') return template;
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String((options as Record<string, unknown>)[name] ?? ''));
    },
    async changeLocale(lang) {
      if (lang in catalogues) current = lang;
    },
    getLocale: () => current,
  };
}

export const i18nProvider = createI18nProvider();
