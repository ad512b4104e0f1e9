import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Business registration at onboarding: POST /{type}/add (issue: onboarding). */
export async function businessRegistrationRoutes(_app: FastifyInstance, _ctx: AppContext) {}
