import { authEndpoints } from './auth';
import { pageViewEndpoints } from './pageViews';
import type { EndpointTable } from './types';

/**
 * The one table that maps a Refine resource and action to the provider API's endpoint.
 * Pages name a resource and an action; only this table knows paths.
 */
export const endpoints: EndpointTable = {
  auth: authEndpoints,
  pageViews: pageViewEndpoints,
};
