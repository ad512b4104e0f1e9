import { param, type EndpointTable } from './types';

/** Packs of a business (SPEC §7 Packs); list and add take meta { businessId, businessType }. */
export const packsEndpoints: EndpointTable = {
  packs: {
    getList: { method: 'GET', path: (p) => `/packs/byBesnise/${param(p, 'businessId')}` },
    create: {
      method: 'POST',
      path: (p) => `/packs/addPack/${param(p, 'businessId')}`,
      body: (p) => ({ ...p.variables, business_id: p.meta?.businessId, business_Type: p.meta?.businessType }),
    },
    update: { method: 'PUT', path: (p) => `/packs/updatePack/${param(p, 'id')}` },
    deleteOne: { method: 'DELETE', path: (p) => `/packs/deletePack/${param(p, 'id')}` },
  },
};
