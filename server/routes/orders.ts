import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Owner and admin order desks and status changes: /orders/…, /orderPack/…, /easyMarket/orders/… (issue: orders). */
export async function ordersRoutes(_app: FastifyInstance, _ctx: AppContext) {}
