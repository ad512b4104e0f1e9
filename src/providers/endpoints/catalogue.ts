import type { EndpointTable } from './types';

/** Resources of the catalogue area (filled by its issue). */
export const catalogueEndpoints: EndpointTable = {};
