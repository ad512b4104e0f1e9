import { createContext, useContext } from 'react';

/** The signed-in layout's code, fetched by the router and, ahead of time, by the login screen. */
export const loadAppShell = () => import('./components/AppShell');

/** The whole app (Refine, its providers, live updates): the signed-out entry fetches it only on its way in. */
export const loadApp = () => import('./App');

/**
 * Signed-out pages run in a light entry without Refine (src/PublicApp.tsx). `enterApp` hands over to the
 * whole app: after a login, or for an address only the whole app knows. Inside the whole app it refreshes
 * who is signed in.
 */
export const EnterAppContext = createContext<() => void>(() => window.location.assign('/'));
export const useEnterApp = () => useContext(EnterAppContext);
