import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { page } from './lazyPage';

const LandingPage = page(() => import('./features/landing/LandingPage'));
const LegalPage = lazy(() => import('./features/landing/LegalPage'));
const LoginPage = page(() => import('./features/auth/LoginPage'));
const RegisterPage = page(() => import('./features/auth/RegisterPage'));
const ForgotPasswordPage = page(() => import('./features/auth/ForgotPasswordPage'));

const LEGAL = ['privacy', 'terms', 'accessibility', 'contact'] as const;

/**
 * The signed-out pages a visitor lands on, routed alike in the light entry (src/PublicApp.tsx) and in the
 * whole app; `children` are the routes each adds (its other pages, its catch-all).
 */
export function PublicRoutes({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      {LEGAL.map((topic) => (
        <Route key={topic} path={`/${topic}`} element={<LegalPage topic={topic} />} />
      ))}
      {children}
    </Routes>
  );
}
