import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route } from 'react-router';
import { FullPageSpinner } from './components/FullPageSpinner';
import { LocaleConfig } from './components/LocaleConfig';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { PageViewRecorder } from './components/PageViewRecorder';
import { PrerenderHandover } from './components/PrerenderHandover';
import { PublicRoutes } from './publicRoutes';
import { useEnterApp } from './signedIn';
import { theme } from './theme';

/** An address the light entry has no page for (a reset link, a confirmation): the whole app takes it. */
function HandToWholeApp() {
  const { enter } = useEnterApp();
  useEffect(enter, [enter]);
  return <FullPageSpinner />;
}

/**
 * What a signed-out visitor runs: the public pages with the router, antd and the words, and nothing of
 * Refine, its data layer or live updates (a phone over 4G gets a usable login form sooner).
 */
export function PublicApp() {
  return (
    <BrowserRouter>
      <LocaleConfig theme={theme}>
        <PageErrorBoundary fullPage>
          <Suspense fallback={<FullPageSpinner />}>
            <PublicRoutes>
              <Route path="*" element={<HandToWholeApp />} />
            </PublicRoutes>
            {/* Mounts with the first real screen (same Suspense boundary): the prerendered page gives way then. */}
            <PrerenderHandover />
          </Suspense>
        </PageErrorBoundary>
        <PageViewRecorder />
      </LocaleConfig>
    </BrowserRouter>
  );
}
