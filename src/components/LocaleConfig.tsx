import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import en_US from 'antd/es/locale/en_US';
import { isRtl } from '../i18n/preference';
import { useLocale } from '../i18n/useLocale';
import { i18nProvider } from '../providers/i18nProvider';
import { useDocumentLocale } from './useDocumentLocale';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { hideIconNames } from './decorativeIcons';

/** Icons that point somewhere (back, next) point the other way in right-to-left text. */
const FLIP_RTL = '[dir="rtl"] .flip-rtl { transform: scaleX(-1); }';
/**
 * antd fades a busy button to 65%: white on that faded blue is below the 4.5:1 contrast its label needs.
 * Its spinner already says it is busy.
 */
const READABLE_LOADING = '.ant-btn.ant-btn-loading { opacity: 1; }';

/**
 * antd in the chosen language: its own texts (fr_FR, ar_EG, en_US by default), right-to-left in Arabic, and the
 * document in step (useDocumentLocale). A person who asked their system for less motion gets antd without
 * animations (dialogs, drawers and menus open where they stay).
 */
export function LocaleConfig({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const locale = useDocumentLocale();
  useEffect(() => hideIconNames((key) => i18nProvider.translate(key)), [locale]);
  return (
    <AntdConfig theme={theme}>
      <style>{FLIP_RTL + READABLE_LOADING}</style>
      {children}
    </AntdConfig>
  );
}

/** antd's part of LocaleConfig alone (its texts, the direction, less motion), without the page's side effects. */
export function AntdConfig({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const direction = isRtl(useLocale()) ? 'rtl' : 'ltr';
  const reduceMotion = usePrefersReducedMotion();
  const shownTheme = useMemo(() => (reduceMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [theme, reduceMotion]);
  return (
    // Always a locale: antd wraps its children in one more provider when it has one, and a tree that
    // changes shape would remount every screen (and lose what is typed) on the first switch from English.
    <ConfigProvider theme={shownTheme} locale={i18nProvider.antdLocale() ?? en_US} direction={direction}>
      {children}
    </ConfigProvider>
  );
}
