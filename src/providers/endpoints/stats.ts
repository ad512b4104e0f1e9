import { param, type EndpointTable } from './types';

/** Sales dashboard (SPEC §7 Admin: /data/revenue, /data/product); meta { type, businessId, period? }. */
export const statsEndpoints: EndpointTable = {
  stats: {
    /** The admin's live overview. */
    adminOverview: { method: 'GET', path: () => '/data/admin/overview' },
    revenue: { method: 'GET', path: (p) => `/data/revenue/${param(p, 'type')}/${param(p, 'businessId')}` },
    /** Top products of the period's window (the one its sales total covers); all time without a period. */
    topProducts: {
      method: 'GET',
      path: (p) => `/data/product/${param(p, 'businessId')}/${param(p, 'type')}${p.meta?.period ? `?period=${param(p, 'period')}` : ''}`,
    },
  },
};
