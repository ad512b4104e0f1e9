import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Easy Market catalogue: /easyMarket/category/…, /easyMarket/product/… (issue: Easy Market). */
export async function easyMarketRoutes(_app: FastifyInstance, _ctx: AppContext) {}
