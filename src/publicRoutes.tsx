import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PUBLIC_PAGES } from './publicPages';

/**
 * The whole app's routes to the signed-out pages (the light entry routes the same table without a router);
 * `children` are the routes it adds (its other pages, its catch-all).
 */
export function PublicRoutes({ children }: { children: ReactNode }) {
  return (
    <Routes>
      {Object.entries(PUBLIC_PAGES).map(([path, render]) => (
        <Route key={path} path={path} element={render()} />
      ))}
      {children}
    </Routes>
  );
}
