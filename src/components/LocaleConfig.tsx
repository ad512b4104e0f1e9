import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { isRtl } from '../i18n/preference';
import { useLocale } from '../i18n/useLocale';
import { i18nProvider } from '../providers/i18nProvider';

/**
 * antd in the chosen language: its own texts (fr_FR, ar_EG, en_US by default), right-to-left in Arabic,
 * and `<html lang dir>` kept in step so the browser, screen readers and CSS agree.
 */
export function LocaleConfig({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const locale = useLocale();
  const direction = isRtl(locale) ? 'rtl' : 'ltr';
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  return (
    <ConfigProvider theme={theme} locale={i18nProvider.antdLocale()} direction={direction}>
      {children}
    </ConfigProvider>
  );
}
