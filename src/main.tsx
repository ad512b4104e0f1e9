import '@refinedev/antd/dist/reset.css';
import './components/plainControls.css';
import './components/latinText.css';
import { startTransition, StrictMode, useEffect, useReducer, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FullPageSpinner } from './components/FullPageSpinner';
import { hydratingPrerendered } from './components/PrerenderHandover';
import { initialLocale } from './i18n/preference';
import { i18nProvider } from './providers/i18nProvider';
import { askIdentityEarly } from './providers/earlyIdentity';
import { tokenStore } from './providers/token';
import { PublicApp } from './PublicApp';
import { publicPageAt } from './publicPages';
import { EnterAppContext, loadAppShell, type EnterApp } from './signedIn';

/** The whole app (Refine, its providers, live updates): the signed-out entry fetches it only on its way in. */
let loadedApp: typeof import('./App') | undefined;
let appLoading: Promise<typeof import('./App')> | undefined;
// The signed-in app's words come in the same step (the signed-out entry carries its pages' words alone). Asked
// once; a failure (offline) is asked again by the next call.
const loadApp = () =>
  (appLoading ??= Promise.all([import('./App'), i18nProvider.loadWhole()]).then(
    ([m]) => (loadedApp = m),
    (error: unknown) => {
      appLoading = undefined;
      throw error;
    },
  ));

/** Signed out: the light public entry. Signed in (or once a login succeeds): the whole app. */
function Root() {
  const [whole, setWhole] = useState(() => !!tokenStore.get());
  const [enterApp] = useState<EnterApp>(() => ({
    enter: () => {
      // After a login the shell is fetched now, while the app draws its providers (at /login no page is the
      // person's yet: their first page follows when the routes draw). Fetching that page here too was measured:
      // it competes with the shell for a slow phone's CPU and link, and the layout came ~100 ms later.
      void loadApp().then((m) => m.preloadSignedIn());
      // Not a transition: on a slow phone, slicing this render costs more than it gives (measured).
      setWhole(true);
    },
    // Once fetched, the signed-in layout's styles are computed too, while the person types.
    prefetch: () => Promise.all([loadApp(), loadAppShell()]).then(([app]) => app.computeSignedInStyles()),
  }));
  // Not React.lazy and Suspense: React reveals a suspended tree no sooner than 300 ms after its loading state
  // showed, a wait of its own on every signed-in page loaded afresh. The spinner, then the app once its code is here.
  const [, appLoaded] = useReducer((loads: number) => loads + 1, 0);
  const [failure, setFailure] = useState<unknown>();
  const spinning = whole && !loadedApp;
  // Keyed on what this render drew, not on the code being here now: it may arrive between the render that drew
  // the spinner and this effect, which must then still draw the app.
  useEffect(() => {
    if (spinning) loadApp().then(appLoaded, setFailure);
  }, [spinning]);
  if (failure) throw failure;
  if (spinning) return <FullPageSpinner />;
  // Fetched ahead of time (the login screen prefetches it): drawn at once, without a spinner in between.
  if (whole && loadedApp) return <loadedApp.App />;
  return (
    <EnterAppContext.Provider value={enterApp}>
      <PublicApp />
    </EnterAppContext.Provider>
  );
}

if (tokenStore.get()) {
  askIdentityEarly();
  // Signed in: the app's code is needed whatever the page; its download starts before the first render (its
  // words once the language is known).
  void import('./App').catch(() => undefined);
}

/**
 * The prerendered page (scripts/vite-prerender.ts) to hydrate, if the entry draws the very page it holds: signed
 * out, at a public page's address, in the page's language. Hydrating keeps the page's elements: no second copy
 * to style and lay out, and the focus stays where the person left it. Any other start draws the app beside it.
 */
function prerenderedToHydrate(): HTMLElement | null {
  const prerendered = document.getElementById('prerendered');
  const same = !tokenStore.get() && document.documentElement.lang === i18nProvider.getLocale() && !!publicPageAt(window.location.pathname);
  return same ? prerendered : null;
}

// French or Arabic readers wait for their words (one small chunk) rather than see English first.
// The first render is a transition: React yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree, so a tap or a key on the prerendered page (or the page itself) is never kept
// waiting.
void i18nProvider
  .changeLocale(initialLocale())
  .catch(() => undefined)
  .then(() => {
    const app = (
      <StrictMode>
        <Root />
      </StrictMode>
    );
    const prerendered = prerenderedToHydrate();
    if (prerendered) {
      hydratingPrerendered(prerendered);
      startTransition(() => void hydrateRoot(prerendered, app));
    } else {
      const root = createRoot(document.getElementById('root')!);
      startTransition(() => root.render(app));
    }
  });

// Installable app and phone notifications: the worker is registered after the first paint, from a chunk of its own.
if (import.meta.env.PROD) void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker());
