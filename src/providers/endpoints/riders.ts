import type { EndpointTable } from './types';

/** Resources of the riders area (filled by its issue). */
export const ridersEndpoints: EndpointTable = {};
