import { lazy, type ReactElement } from 'react';
import { page } from './lazyPage';

const LandingPage = page(() => import('./features/landing/LandingPage'));
const LegalPage = lazy(() => import('./features/landing/LegalPage'));
const LoginPage = page(() => import('./features/auth/LoginPage'));
const RegisterPage = page(() => import('./features/auth/RegisterPage'));
const ForgotPasswordPage = page(() => import('./features/auth/ForgotPasswordPage'));

/**
 * The signed-out pages a visitor lands on, by path: routed alike by the light entry over the browser's
 * history (src/PublicApp.tsx) and by the whole app with react-router (src/publicRoutes.tsx).
 */
export const PUBLIC_PAGES: Record<string, () => ReactElement> = {
  '/': () => <LandingPage />,
  '/login': () => <LoginPage />,
  '/register': () => <RegisterPage />,
  '/forgot-password': () => <ForgotPasswordPage />,
  '/privacy': () => <LegalPage topic="privacy" />,
  '/terms': () => <LegalPage topic="terms" />,
  '/accessibility': () => <LegalPage topic="accessibility" />,
  '/contact': () => <LegalPage topic="contact" />,
};

/** The public page at this address, as a router matches it (letter case and a trailing slash aside), if any. */
export function publicPageAt(pathname: string): (() => ReactElement) | undefined {
  return PUBLIC_PAGES[pathname.replace(/\/+$/, '').toLowerCase() || '/'];
}
