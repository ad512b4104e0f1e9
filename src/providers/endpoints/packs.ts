import type { EndpointTable } from './types';

/** Resources of the packs area (filled by its issue). */
export const packsEndpoints: EndpointTable = {};
