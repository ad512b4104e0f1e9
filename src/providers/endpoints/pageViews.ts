import type { ResourceEndpoints } from './types';

/** Page-view analytics: the SPA records views, /test lists them. */
export const pageViewEndpoints: ResourceEndpoints = {
  getList: {
    method: 'GET',
    path: () => '/data/googleAN4',
    select: (rows: { pagePath: string; views: number }[]) => rows.map((r) => ({ id: r.pagePath, ...r })),
  },
  create: { method: 'POST', path: () => '/data/pageView' },
};
