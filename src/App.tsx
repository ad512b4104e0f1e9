// antd's message, modal and wave effects render with React 19 (the signed-out entry draws no antd).
import '@ant-design/v5-patch-for-react-19';
import { useMemo, type ReactNode } from 'react';
import { Refine, useInvalidateAuthStore } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { BrowserRouter } from 'react-router';
import { LocaleConfig } from './components/LocaleConfig';
import { PageViewRecorder } from './components/PageViewRecorder';
export { computeSignedInStyles } from './components/SignedInStyles';
import { RouterNavigation } from './components/RouterNavigation';
import { useRefineI18n } from './i18n/useLocale';
import { accessControlProvider } from './providers/accessControl';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { liveProvider } from './providers/liveProvider';
import { useNotificationProvider } from './providers/notificationProvider';
import { buildResources } from './resources';
import type { SessionUser } from './domain/roles';
import { prepareFirstScreen } from './firstScreen';
import { EnterAppContext, loadAppShell } from './signedIn';
import { AppRoutes, preloadBackOffice } from './routes';
import { theme } from './theme';

// Evaluated as the app's code arrives, before React draws it: a signed-in page loaded afresh fetches its screen now.
void prepareFirstScreen();

export function App() {
  const i18n = useRefineI18n();
  // The side menu's labels are the resources' labels: built again in the new language.
  const resources = useMemo(() => buildResources((key) => i18n.translate(key)), [i18n]);
  return (
    <BrowserRouter>
      <RouterNavigation>
        <LocaleConfig theme={theme}>
          <AntdApp>
            <Refine
              dataProvider={dataProvider}
              authProvider={authProvider}
              accessControlProvider={accessControlProvider}
              liveProvider={liveProvider}
              i18nProvider={i18n}
              notificationProvider={useNotificationProvider}
              routerProvider={routerProvider}
              resources={resources}
              options={{ liveMode: 'auto', disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: true }}
            >
              <SignedInRefresh>
                <AppRoutes />
              </SignedInRefresh>
              {/* Leaving a form with unsaved changes (any Refine form, the schedule) asks first. */}
              <UnsavedChangesNotifier translationKey="app.unsavedChanges" />
              <PageViewRecorder />
            </Refine>
          </AntdApp>
        </LocaleConfig>
      </RouterNavigation>
    </BrowserRouter>
  );
}

/** Right after a login: the shell and the person's first page are fetched while the app draws its providers. */
export async function preloadSignedIn() {
  const user = (await authProvider.getIdentity?.().catch(() => null)) as SessionUser | null | undefined;
  if (user) preloadBackOffice(user, window.location.pathname);
}

/** A login made inside the whole app (its session had expired) reads who is signed in again, as useLogin would. */
function SignedInRefresh({ children }: { children: ReactNode }) {
  const invalidate = useInvalidateAuthStore();
  const enterApp = useMemo(() => ({ enter: () => void invalidate(), prefetch: loadAppShell }), [invalidate]);
  return <EnterAppContext.Provider value={enterApp}>{children}</EnterAppContext.Provider>;
}
