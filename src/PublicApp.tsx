import { Suspense, useEffect, useMemo, useSyncExternalStore, type ReactElement } from 'react';
import { FullPageSpinner } from './components/FullPageSpinner';
import { type Navigation } from './components/navigation';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { PageViewRecorder } from './components/PageViewRecorder';
import { PrerenderHandover } from './components/PrerenderHandover';
import { PublicFrame } from './components/PublicFrame';
import { PUBLIC_PAGES, publicPageAt } from './publicPages';
import { useEnterApp } from './signedIn';

/** An address the light entry has no page for (a reset link, a confirmation): the whole app takes it. */
function HandToWholeApp() {
  const { enter } = useEnterApp();
  useEffect(enter, [enter]);
  return <FullPageSpinner />;
}

// The light entry's navigation: the browser's history for its few pages (back and forward included).
const moves = new Set<() => void>();
function subscribe(listener: () => void) {
  moves.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    moves.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const currentPath = () => window.location.pathname;
function navigate(to: string, options?: { replace?: boolean }) {
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // A new page starts at its top, as a page loaded by the browser does.
  window.scrollTo(0, 0);
  for (const listener of moves) listener();
}

/**
 * What a signed-out visitor runs: the public pages with antd and their words, and nothing of Refine, its data
 * layer, live updates nor a router (a phone over 4G gets a usable login form sooner). The build renders it to
 * HTML too (src/prerender/render.tsx), at the address `at` and with the pages' components themselves; the
 * browser then hydrates that HTML, so both must draw the very same tree.
 */
export function PublicApp({ at, pages = PUBLIC_PAGES }: { at?: string; pages?: Record<string, () => ReactElement> }) {
  const pathname = useSyncExternalStore(subscribe, currentPath, () => at ?? currentPath());
  const navigation = useMemo<Navigation>(() => ({ pathname, navigate }), [pathname]);
  const page = publicPageAt(pathname, pages);
  return (
    <PublicFrame navigation={navigation}>
      <PageErrorBoundary fullPage>
        <Suspense fallback={<FullPageSpinner />}>
          {page ? page() : <HandToWholeApp />}
          {/* Mounts with the first real screen (same Suspense boundary): the prerendered page gives way then. */}
          <PrerenderHandover />
        </Suspense>
      </PageErrorBoundary>
      <PageViewRecorder />
    </PublicFrame>
  );
}
