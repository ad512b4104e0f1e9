import { useEffect } from 'react';
import { useCreate } from '@refinedev/core';
import { useLocation } from 'react-router';

/** Link tokens and record ids are replaced so the analytics table never holds a secret. */
export function pageViewPath(pathname: string): string {
  return pathname
    .replace(/^\/(confirme|reset-password)\/[^/]+/i, '/$1/:id')
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/:id');
}

/** Records each page shown, for the /test analytics table. */
export function PageViewRecorder() {
  const { pathname } = useLocation();
  const { mutate } = useCreate();
  useEffect(() => {
    mutate({ resource: 'pageViews', values: { pagePath: pageViewPath(pathname) }, successNotification: false, errorNotification: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
