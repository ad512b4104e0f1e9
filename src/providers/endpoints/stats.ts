import { param, type EndpointTable } from './types';

/** Sales dashboard (SPEC §7 Admin: /data/revenue, /data/product); meta { type, businessId }. */
export const statsEndpoints: EndpointTable = {
  stats: {
    revenue: { method: 'GET', path: (p) => `/data/revenue/${param(p, 'type')}/${param(p, 'businessId')}` },
    topProducts: { method: 'GET', path: (p) => `/data/product/${param(p, 'businessId')}/${param(p, 'type')}` },
  },
};
