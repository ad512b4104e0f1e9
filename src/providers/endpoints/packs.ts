import { operation, param, type EndpointTable, type RequestBody } from './types';

/** Packs of a business (SPEC §7 Packs); list and add take meta { businessId, businessType }. */
export const packsEndpoints: EndpointTable = {
  packs: {
    getList: operation('listPacks', { method: 'GET', path: (p) => `/packs/byBesnise/${param(p, 'businessId')}` }),
    create: operation('createPack', {
      method: 'POST',
      path: (p) => `/packs/addPack/${param(p, 'businessId')}`,
      // The spec's body also names the business, which the path already does.
      body: (p) => {
        const business = { business_id: p.meta?.businessId, business_Type: p.meta?.businessType };
        return { ...(p.variables as RequestBody<'createPack'>), ...business };
      },
    }),
    update: operation('updatePack', { method: 'PUT', path: (p) => `/packs/updatePack/${param(p, 'id')}` }),
    deleteOne: operation('deletePack', { method: 'DELETE', path: (p) => `/packs/deletePack/${param(p, 'id')}` }),
  },
};
