import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { I18nProvider } from '@refinedev/core';
import { i18nProvider, type AppI18nProvider } from '../providers/i18nProvider';
import type { Locale } from './types';

/** The current language; the component renders again when it changes. */
export function useLocale(provider: AppI18nProvider = i18nProvider): Locale {
  return useSyncExternalStore(provider.subscribe, provider.getLocale, provider.getLocale);
}

/**
 * The provider object handed to <Refine>: a new one per language, so that every useTranslate()
 * renders again with the new words (in place: typed form values stay).
 */
export function useRefineI18n(provider: AppI18nProvider = i18nProvider): I18nProvider {
  const locale = useLocale(provider);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new object per language is the point: Refine translates again when the provider changes
  return useMemo(() => ({ ...provider }), [provider, locale]);
}

/**
 * `t(key, options)` without Refine: the signed-out pages translate with it, so their entry carries no Refine
 * (it works inside Refine too, on the same provider). A new function per language renders the page again.
 */
export function useT(
  provider: AppI18nProvider = i18nProvider,
): (key: string, options?: Record<string, unknown>, defaultMessage?: string) => string {
  const locale = useLocale(provider);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale is what makes the words change
  return useCallback((key, options, defaultMessage) => provider.translate(key, options, defaultMessage), [provider, locale]);
}
