import { operation, type EndpointTable } from './types';

/** The admin's audit log: GET /audit?page&pageSize&actor&action → { data, total } (paged on the server). */
export const auditEndpoints: EndpointTable = {
  audit: {
    getList: operation('listAuditEntries', { method: 'GET', path: () => '/audit' }),
  },
};
