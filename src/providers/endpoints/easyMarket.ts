import type { EndpointTable } from './types';

/** Resources of the easyMarket area (filled by its issue). */
export const easyMarketEndpoints: EndpointTable = {};
