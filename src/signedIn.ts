import { createContext, useContext } from 'react';

/** The signed-in layout's code, fetched by the router and, ahead of time, by the login screen. */
export const loadAppShell = () => import('./components/AppShell');

/**
 * How the signed-out pages hand over to the whole app, given by whichever entry runs them, so that these
 * pages never import the app (which routes to them). `enter`: after a login, or for an address only the
 * whole app knows; inside the whole app it refreshes who is signed in. `prefetch`: fetches, ahead of
 * time, the code signing in will need.
 */
export interface EnterApp {
  enter: () => void;
  prefetch: () => Promise<unknown>;
}

export const EnterAppContext = createContext<EnterApp>({
  enter: () => window.location.assign('/'),
  prefetch: loadAppShell,
});
export const useEnterApp = () => useContext(EnterAppContext);
