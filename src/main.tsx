import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageSpinner } from './components/FullPageSpinner';
import { initialLocale } from './i18n/preference';
import { i18nProvider } from './providers/i18nProvider';
import { tokenStore } from './providers/token';
import { PublicApp } from './PublicApp';
import { EnterAppContext, loadApp } from './signedIn';

const App = lazy(() => loadApp().then((m) => ({ default: m.App })));

/** Signed out: the light public entry. Signed in (or once a login succeeds): the whole app. */
function Root() {
  const [whole, setWhole] = useState(() => !!tokenStore.get());
  if (whole)
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <App />
      </Suspense>
    );
  return (
    <EnterAppContext.Provider value={() => setWhole(true)}>
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
