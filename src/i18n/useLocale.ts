import { useMemo, useSyncExternalStore } from 'react';
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
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ ...provider }), [provider, locale]);
}
