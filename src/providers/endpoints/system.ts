import { operation, type EndpointTable } from './types';

/** The admins' system screen: GET /system/status (nodes, database, jobs, failures, last backup). */
export const systemEndpoints: EndpointTable = {
  system: {
    status: operation('getSystemStatus', { method: 'GET', path: () => '/system/status' }),
  },
};
