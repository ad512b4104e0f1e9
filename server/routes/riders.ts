import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Rider list, journals and payments: /data/admin/rider, /data/journal/…, /rider/getById (issue: admin). */
export async function ridersRoutes(_app: FastifyInstance, _ctx: AppContext) {}
