import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageSpinner } from './components/FullPageSpinner';
import { initialLocale } from './i18n/preference';
import { i18nProvider } from './providers/i18nProvider';
import { tokenStore } from './providers/token';
import { PublicApp } from './PublicApp';
import { EnterAppContext, loadAppShell, type EnterApp } from './signedIn';

/** The whole app (Refine, its providers, live updates): the signed-out entry fetches it only on its way in. */
// The signed-in app's words come in the same step (the signed-out entry carries its pages' words alone).
const loadApp = () => Promise.all([import('./App'), i18nProvider.loadWhole()]).then(([m]) => m);
const App = lazy(() => loadApp().then((m) => ({ default: m.App })));

/** Signed out: the light public entry. Signed in (or once a login succeeds): the whole app. */
function Root() {
  const [whole, setWhole] = useState(() => !!tokenStore.get());
  const [enterApp] = useState<EnterApp>(() => ({
    enter: () => setWhole(true),
    prefetch: () => Promise.all([loadApp(), loadAppShell()]),
  }));
  if (whole)
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <App />
      </Suspense>
    );
  return (
    <EnterAppContext.Provider value={enterApp}>
      <PublicApp />
    </EnterAppContext.Provider>
  );
}

// French or Arabic readers wait for their words (one small chunk) rather than see English first.
void i18nProvider
  .changeLocale(initialLocale())
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );

// Installable app and phone notifications: the worker is registered after the first paint, from a chunk of its own.
if (import.meta.env.PROD) void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker());
