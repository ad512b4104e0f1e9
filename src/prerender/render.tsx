// Build-time only (scripts/vite-prerender.ts): the public pages rendered to HTML, so a phone paints the real
// page and a usable form before the app's script has arrived. The app mounts over it (PrerenderHandover).
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import ForgotPasswordPage from '../features/auth/ForgotPasswordPage';
import LoginPage from '../features/auth/LoginPage';
import RegisterPage from '../features/auth/RegisterPage';
import LandingPage from '../features/landing/LandingPage';
import LegalPage from '../features/landing/LegalPage';
import { PublicFrame } from '../components/PublicFrame';
import { publicPagesOf } from '../publicPages';
import { LOCALES, type Locale } from '../i18n/types';
import { appTitle, i18nProvider } from '../providers/i18nProvider';
import { classesOf, withoutUnusedRules } from './unusedCss';

/** Path → page; the file under dist/prerendered/ is the path's name (`/` → index.html). */
export const PRERENDERED = publicPagesOf({
  Landing: LandingPage,
  Legal: LegalPage,
  Login: LoginPage,
  Register: RegisterPage,
  ForgotPassword: ForgotPasswordPage,
});

/** A page's HTML and the antd styles it draws with. */
export interface RenderedPage {
  html: string;
  css: string;
}

/** One language's pages (path → HTML and styles). */
export interface RenderedLocale {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The tab's title in this language. */
  title: string;
  /** The page's description (search results, shared links) in this language. */
  description: string;
  pages: Record<string, RenderedPage>;
}

/** Every public page in every language, in the frame the signed-out entry mounts it in (PublicFrame). */
export async function renderPages(): Promise<RenderedLocale[]> {
  const rendered: RenderedLocale[] = [];
  for (const locale of LOCALES) {
    await i18nProvider.changeLocale(locale);
    const pages: Record<string, RenderedPage> = {};
    for (const [url, page] of Object.entries(PRERENDERED)) {
      // One style cache a page: each page carries inline only the styles it draws.
      const cache = createCache();
      const html = renderToString(
        <StyleProvider cache={cache}>
          <PublicFrame navigation={{ pathname: url, navigate: () => {} }}>{page()}</PublicFrame>
        </StyleProvider>,
      );
      pages[url] = { html, css: withoutUnusedRules(extractStyle(cache, { plain: true }), classesOf(html)) };
    }
    rendered.push({
      locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
      title: appTitle(i18nProvider),
      description: i18nProvider.translate('app.description'),
      pages,
    });
  }
  return rendered;
}
