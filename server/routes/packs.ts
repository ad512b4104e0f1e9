import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Packs: /packs/… (issue: catalogue). */
export async function packsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
