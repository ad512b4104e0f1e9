import type { EndpointTable } from './types';

/** Resources of the partners area (filled by its issue). */
export const partnersEndpoints: EndpointTable = {};
