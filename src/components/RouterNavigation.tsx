import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationContext, type Navigation } from './navigation';

/** The whole app's navigation for the pages and components that link without a router of their own: react-router's. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(() => ({ pathname, navigate: (to, options) => void navigate(to, options) }), [pathname, navigate]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
