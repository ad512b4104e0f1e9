import { lazy, type ComponentType, type ReactElement } from 'react';
import { page } from './lazyPage';
import type { LegalTopic } from './features/landing/LegalPage';

/** The components of the public pages: loaded lazily by the entries, imported as they are to render HTML at build time. */
export interface PublicPageComponents {
  Landing: ComponentType;
  Legal: ComponentType<{ topic: LegalTopic }>;
  Login: ComponentType;
  Register: ComponentType;
  ForgotPassword: ComponentType;
}

/** Path → page, from the pages' components. */
export function publicPagesOf({
  Landing,
  Legal,
  Login,
  Register,
  ForgotPassword,
}: PublicPageComponents): Record<string, () => ReactElement> {
  return {
    '/': () => <Landing />,
    '/login': () => <Login />,
    '/register': () => <Register />,
    '/forgot-password': () => <ForgotPassword />,
    '/privacy': () => <Legal topic="privacy" />,
    '/terms': () => <Legal topic="terms" />,
    '/accessibility': () => <Legal topic="accessibility" />,
    '/contact': () => <Legal topic="contact" />,
  };
}

/**
 * The signed-out pages a visitor lands on, by path: routed alike by the light entry over the browser's
 * history (src/PublicApp.tsx) and by the whole app with react-router (src/publicRoutes.tsx); rendered to HTML
 * at build time too (src/prerender/render.tsx).
 */
export const PUBLIC_PAGES = publicPagesOf({
  Landing: page(() => import('./features/landing/LandingPage')),
  Legal: lazy(() => import('./features/landing/LegalPage')),
  Login: page(() => import('./features/auth/LoginPage')),
  Register: page(() => import('./features/auth/RegisterPage')),
  ForgotPassword: page(() => import('./features/auth/ForgotPasswordPage')),
});

/** The public page at this address, as a router matches it (letter case and a trailing slash aside), if any. */
export function publicPageAt(pathname: string, pages = PUBLIC_PAGES): (() => ReactElement) | undefined {
  return pages[pathname.replace(/\/+$/, '').toLowerCase() || '/'];
}
