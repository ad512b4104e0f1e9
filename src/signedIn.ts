/** The signed-in layout's code, fetched by the router and, ahead of time, by the login screen. */
export const loadAppShell = () => import('./components/AppShell');
