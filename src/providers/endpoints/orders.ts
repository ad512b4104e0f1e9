import type { EndpointTable } from './types';

/** Resources of the orders area (filled by its issue). */
export const ordersEndpoints: EndpointTable = {};
