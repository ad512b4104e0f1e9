import type { FastifyInstance } from 'fastify';
import { registerAnswerSchemas } from '../answers';
import type { AppContext } from '../context';
import { imageRoutes } from '../images';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { businessRegistrationRoutes } from './businessRegistration';
import { businessesRoutes } from './businesses';
import { catalogueRoutes } from './catalogue';
import { customersRoutes } from './customers';
import { easyMarketRoutes } from './easyMarket';
import { healthRoutes } from './health';
import { ordersRoutes } from './orders';
import { overviewRoutes } from './overview';
import { packsRoutes } from './packs';
import { pageViewRoutes } from './pageViews';
import { partnersRoutes } from './partners';
import { ridersRoutes } from './riders';
import { statsRoutes } from './stats';

/** Every area of the API, each in its own module. */
const areas = [
  healthRoutes,
  authRoutes,
  imageRoutes,
  pageViewRoutes,
  businessRegistrationRoutes,
  businessesRoutes,
  catalogueRoutes,
  packsRoutes,
  ordersRoutes,
  customersRoutes,
  partnersRoutes,
  ridersRoutes,
  easyMarketRoutes,
  statsRoutes,
  overviewRoutes,
  auditRoutes,
];

export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerAnswerSchemas(app);
  for (const area of areas) await area(app, ctx);
}
