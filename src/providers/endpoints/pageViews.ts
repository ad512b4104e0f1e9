import { operation, type ResourceEndpoints } from './types';

/** Page-view analytics: the SPA records views, /test lists them. */
export const pageViewEndpoints: ResourceEndpoints = {
  getList: operation('getPageViewStats', {
    method: 'GET',
    path: () => '/data/googleAN4',
    select: (rows) => rows.map((r) => ({ id: r.pagePath, ...r })),
  }),
  create: operation('recordPageView', { method: 'POST', path: () => '/data/pageView' }),
};
