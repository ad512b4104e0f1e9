import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { validateEscalation, type EscalationSettings as Settings } from '../../src/domain/escalation';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { assertOwnerOrAdmin } from '../access';
import { findBusiness } from '../businesses/routes';
import type { AppContext } from '../context';
import { ApiError, assertValid } from '../errors';
import { requestError } from '../requestErrors';
import { BusinessTypeParam, Id, params, typed } from '../schemas';
import { EscalationSettings } from './answers';
import { handleEscalationJobs } from './jobs';
import { readEscalation, writeEscalation } from './settings';
import { waitingPush } from './waitingPush';

const ofBusiness = params({ type: BusinessTypeParam, id: Id });
const OWNERS_AND_ADMINS = { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } } as const;

/**
 * GET/PUT /{type}/escalation/{id}: how the business's unanswered orders escalate and whether it accepts
 * them automatically; its owner's or any for an admin. The jobs those settings schedule are handled here.
 */
export async function escalationRoutes(app: FastifyInstance, ctx: AppContext) {
  handleEscalationJobs(ctx, waitingPush, app.log);
  const api = typed(app);

  api.get(
    '/api/:type/escalation/:id',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'getEscalationSettings',
        summary: "Read a business's escalation settings",
        params: ofBusiness,
        response: { 200: EscalationSettings },
      },
    },
    async (req) => {
      const business = await findBusiness(ctx, req.params.type, req.params.id);
      assertOwnerOrAdmin(req.user!, business.owner);
      return readEscalation(ctx.db, business._id);
    },
  );

  api.put(
    '/api/:type/escalation/:id',
    {
      config: OWNERS_AND_ADMINS,
      // The body's problems are said in the rules' own words (src/domain/escalation.ts), not the schema's.
      attachValidation: true,
      schema: {
        operationId: 'updateEscalationSettings',
        summary: "Change a business's escalation settings",
        params: ofBusiness,
        // The settings' fields; any other field of a form sent back whole is ignored (the answer's shape forbids them).
        body: Type.Object(EscalationSettings.properties),
        response: { 200: EscalationSettings },
      },
    },
    async (req) => {
      const schemaProblem = req.validationError as (Error & { validationContext?: string; validation?: unknown }) | undefined;
      const refuse = () => requestError(schemaProblem!) ?? new ApiError(400, SERVER_MSG.invalidRequest);
      if (schemaProblem && schemaProblem.validationContext !== 'body') throw refuse();
      const business = await findBusiness(ctx, req.params.type, req.params.id);
      assertOwnerOrAdmin(req.user!, business.owner);
      assertValid(validateEscalation(req.body));
      if (schemaProblem) throw refuse();
      const settings: Settings = req.body;
      await writeEscalation(ctx.db, business._id, settings);
      return readEscalation(ctx.db, business._id);
    },
  );
}
