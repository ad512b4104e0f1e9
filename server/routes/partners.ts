import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Admin partner lists, verification, e-mail changes: /admin/… (issue: admin). */
export async function partnersRoutes(_app: FastifyInstance, _ctx: AppContext) {}
