import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { imageRoutes } from '../images';
import { authRoutes } from './auth';
import { healthRoutes } from './health';
import { pageViewRoutes } from './pageViews';

/** Every area of the API, each in its own module. */
const areas = [healthRoutes, authRoutes, imageRoutes, pageViewRoutes];

export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const area of areas) await area(app, ctx);
}
