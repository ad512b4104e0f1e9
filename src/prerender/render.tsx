// Build-time only (scripts/vite-prerender.ts): the public pages rendered to HTML, so a phone paints the real
// page and a usable form before the app's script has arrived. The signed-out entry then hydrates it (src/main.tsx).
import { renderToString } from 'react-dom/server';
import ForgotPasswordPage from '../features/auth/ForgotPasswordPage';
import LoginPage from '../features/auth/LoginPage';
import RegisterPage from '../features/auth/RegisterPage';
import LandingPage from '../features/landing/LandingPage';
import LegalPage from '../features/landing/LegalPage';
import { INERT_FORM } from '../components/PrerenderHandover';
import { PublicApp } from '../PublicApp';
import { publicPagesOf } from '../publicPages';
import { LOCALES, type Locale } from '../i18n/types';
import { appTitle, i18nProvider } from '../providers/i18nProvider';

/** Path → page; the file under dist/prerendered/ is the path's name (`/` → index.html). */
export const PRERENDERED = publicPagesOf({
  Landing: LandingPage,
  Legal: LegalPage,
  Login: LoginPage,
  Register: RegisterPage,
  ForgotPassword: ForgotPasswordPage,
});

/**
 * A page's HTML with its submit buttons in no form until the app has taken over (aria-disabled says so to assistive
 * tech); PrerenderHandover gives them back to their form.
 */
export const withInertSubmits = (html: string) =>
  html.replaceAll('type="submit"', `type="submit" form="${INERT_FORM}" aria-disabled="true"`);

/** One language's pages (path → HTML). */
export interface RenderedLocale {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The tab's title in this language. */
  title: string;
  /** The page's description (search results, shared links) in this language. */
  description: string;
  /** Path → the page's HTML (its styles are inline, or in the entry's stylesheet that the page carries inline). */
  pages: Record<string, string>;
}

/** Every public page in every language, as the signed-out entry draws it (PublicApp), which hydrates it then. */
export async function renderPages(): Promise<RenderedLocale[]> {
  const rendered: RenderedLocale[] = [];
  for (const locale of LOCALES) {
    await i18nProvider.changeLocale(locale);
    const pages: Record<string, string> = {};
    for (const url of Object.keys(PRERENDERED)) pages[url] = withInertSubmits(renderToString(<PublicApp at={url} pages={PRERENDERED} />));
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
