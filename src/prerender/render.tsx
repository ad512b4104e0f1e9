// Build-time only (scripts/vite-prerender.ts): the public pages rendered to HTML, so a phone paints the real
// page and a usable form before the app's script has arrived. The app mounts over it (PrerenderHandover).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { StaticRouter } from 'react-router';
import ForgotPasswordPage from '../features/auth/ForgotPasswordPage';
import LoginPage from '../features/auth/LoginPage';
import RegisterPage from '../features/auth/RegisterPage';
import LandingPage from '../features/landing/LandingPage';
import LegalPage from '../features/landing/LegalPage';
import { LocaleConfig } from '../components/LocaleConfig';
import { LOCALES, type Locale } from '../i18n/types';
import { authProvider } from '../providers/authProvider';
import { appTitle, i18nProvider } from '../providers/i18nProvider';
import { theme } from '../theme';

/** Path → page; the file under dist/prerendered/ is the path's name (`/` → index.html). */
export const PRERENDERED: Record<string, () => ReactElement> = {
  '/': () => <LandingPage />,
  '/login': () => <LoginPage />,
  '/register': () => <RegisterPage />,
  '/forgot-password': () => <ForgotPasswordPage />,
  '/privacy': () => <LegalPage topic="privacy" />,
  '/terms': () => <LegalPage topic="terms" />,
  '/accessibility': () => <LegalPage topic="accessibility" />,
  '/contact': () => <LegalPage topic="contact" />,
};

/** One language's pages (path → HTML) and the antd styles they use. */
export interface RenderedLocale {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The tab's title in this language. */
  title: string;
  /** The page's description (search results, shared links) in this language. */
  description: string;
  pages: Record<string, string>;
  css: string;
}

/**
 * Every public page in every language, with the same providers as App.tsx minus what only signed-in screens
 * use (LocaleConfig brings antd's texts and the direction, as in the app).
 */
export async function renderPages(): Promise<RenderedLocale[]> {
  const rendered: RenderedLocale[] = [];
  for (const locale of LOCALES) {
    await i18nProvider.changeLocale(locale);
    const cache = createCache();
    const pages: Record<string, string> = {};
    for (const [url, page] of Object.entries(PRERENDERED)) {
      pages[url] = renderToString(
        <StyleProvider cache={cache}>
          <StaticRouter location={url}>
            <LocaleConfig theme={theme}>
              <AntdApp>
                <Refine
                  authProvider={authProvider}
                  i18nProvider={i18nProvider}
                  routerProvider={routerProvider}
                  options={{ disableTelemetry: true, syncWithLocation: false }}
                >
                  {page()}
                </Refine>
              </AntdApp>
            </LocaleConfig>
          </StaticRouter>
        </StyleProvider>,
      );
    }
    rendered.push({
      locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
      title: appTitle(i18nProvider),
      description: i18nProvider.translate('app.description'),
      pages,
      css: extractStyle(cache, { plain: true }),
    });
  }
  return rendered;
}
