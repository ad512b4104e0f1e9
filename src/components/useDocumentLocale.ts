import { useLayoutEffect } from 'react';
import { isRtl } from '../i18n/preference';
import { useLocale } from '../i18n/useLocale';
import { appTitle, i18nProvider } from '../providers/i18nProvider';

/**
 * `<html lang dir>`, the tab's title and the page's description kept in the chosen language, so the browser, screen
 * readers, CSS and search engines agree (a layout effect: before any screen adds its own to the title).
 */
export function useDocumentLocale() {
  const locale = useLocale();
  const direction = isRtl(locale) ? 'rtl' : 'ltr';
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
    document.title = appTitle();
    document.querySelector('meta[name="description"]')?.setAttribute('content', i18nProvider.translate('app.description'));
  }, [locale, direction]);
  return locale;
}
