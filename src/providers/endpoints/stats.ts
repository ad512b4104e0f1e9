import { operation, param, type EndpointTable } from './types';

/** Sales dashboard (SPEC §7 Admin: /data/revenue, /data/product); meta { type, businessId, period? }. */
export const statsEndpoints: EndpointTable = {
  stats: {
    /** The admin's live overview. */
    adminOverview: operation('getAdminOverview', { method: 'GET', path: () => '/data/admin/overview' }),
    revenue: operation('getBusinessRevenue', {
      method: 'GET',
      path: (p) => `/data/revenue/${param(p, 'type')}/${param(p, 'businessId')}`,
    }),
    /** Top products of the period's window (the one its sales total covers); all time without a period. */
    topProducts: operation('getBusinessProductStats', {
      method: 'GET',
      path: (p) => `/data/product/${param(p, 'businessId')}/${param(p, 'type')}${p.meta?.period ? `?period=${param(p, 'period')}` : ''}`,
    }),
  },
};
