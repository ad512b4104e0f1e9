import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Customer and rider sides of the reference API: /client/orders, /rider/orders (issue: orders). */
export async function customersRoutes(_app: FastifyInstance, _ctx: AppContext) {}
