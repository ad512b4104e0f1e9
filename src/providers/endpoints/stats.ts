import type { EndpointTable } from './types';

/** Resources of the stats area (filled by its issue). */
export const statsEndpoints: EndpointTable = {};
