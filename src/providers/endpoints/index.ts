import { auditEndpoints } from './audit';
import { systemEndpoints } from './system';
import { authEndpoints } from './auth';
import { businessesEndpoints } from './businesses';
import { catalogueEndpoints } from './catalogue';
import { easyMarketEndpoints } from './easyMarket';
import { onboardingEndpoints } from './onboarding';
import { ordersEndpoints } from './orders';
import { orderProblemsEndpoints } from './orderProblems';
import { packsEndpoints } from './packs';
import { pageViewEndpoints } from './pageViews';
import { partnersEndpoints } from './partners';
import { paymentsEndpoints } from './payments';
import { payoutsEndpoints } from './payouts';
import { problemsDeskEndpoints } from './problemsDesk';
import { pushEndpoints } from './push';
import { reviewsEndpoints } from './reviews';
import { ridersEndpoints } from './riders';
import { statsEndpoints } from './stats';
import { teamEndpoints } from './team';
import type { EndpointTable } from './types';

/**
 * The one table that maps a Refine resource and action to the provider API's endpoint.
 * Pages name a resource and an action; only this table knows paths. Each area keeps its
 * resources in its own file.
 */
export const endpoints: EndpointTable = {
  auth: authEndpoints,
  pageViews: pageViewEndpoints,
  ...businessesEndpoints,
  ...onboardingEndpoints,
  ...catalogueEndpoints,
  ...packsEndpoints,
  ...ordersEndpoints,
  ...orderProblemsEndpoints,
  ...partnersEndpoints,
  ...ridersEndpoints,
  ...easyMarketEndpoints,
  ...statsEndpoints,
  ...auditEndpoints,
  ...systemEndpoints,
  ...pushEndpoints,
  ...teamEndpoints,
  ...paymentsEndpoints,
  ...payoutsEndpoints,
  ...problemsDeskEndpoints,
  ...reviewsEndpoints,
};
