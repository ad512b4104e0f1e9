import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Sales dashboard figures: /data/revenue/…, /data/product/… (issue: dashboards). */
export async function statsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
