import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Menu and product catalogue: /{products|menu}/… (issue: catalogue). */
export async function catalogueRoutes(_app: FastifyInstance, _ctx: AppContext) {}
