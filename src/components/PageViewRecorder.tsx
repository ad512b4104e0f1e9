import { useEffect } from 'react';
import { callEndpoint } from '../providers/callEndpoint';
import { pageViewEndpoints } from '../providers/endpoints/pageViews';
import { usePathname } from './navigation';

/** Link tokens and record ids are replaced so the analytics table never holds a secret. */
export function pageViewPath(pathname: string): string {
  return pathname
    .replace(/^\/(confirme|reset-password)\/[^/]+/i, '/$1/:id')
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/:id');
}

// The path last recorded: the whole app taking over from the light entry on the same page records it once.
let lastRecorded: string | undefined;

/** Records each page shown, for the /test analytics table. */
export function PageViewRecorder() {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname === lastRecorded) return;
    lastRecorded = pathname;
    // Straight to its endpoint, not Refine's useCreate nor the whole data provider: the signed-out entry carries neither.
    callEndpoint({ pageViews: pageViewEndpoints }, 'pageViews', 'create', { variables: { pagePath: pageViewPath(pathname) } }).catch(
      () => undefined,
    );
  }, [pathname]);
  return null;
}
