import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { normalizePhone } from '../../src/domain/phone';
import { pointCoordinates, toGeoPoint, validateBusinessRegistration } from '../../src/domain/registration';
import { businessTypeOf, type BusinessType } from '../../src/domain/roles';
import { CITY } from '../../src/domain/geo';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import { businesses, users } from '../db/schema';
import { ApiError, assertValid, badRequest, conflict } from '../errors';
import { ref } from '../answers';
import { Business } from './answers';
import { businessProfileColumns } from './columns';
import { bodyOf, BusinessTypeParam, ClockTime, GeoPoint, Id, params, Text, typed } from '../schemas';

/** 24/7 businesses keep the whole-day hours the schedule screen uses for that mode. */
const ALL_DAY = { openingTime: '00:00', closingTime: '23:59' } as const;

/**
 * Business registration at onboarding: POST /{type}/add. An owner registers their own business (an
 * admin may register one for an owner); one business per owner; every SPEC §5 rule is checked again
 * here, and nothing is written when one fails.
 */
/** The business step of registration (SPEC §5): every field a business starts with. */
const RegistrationBody = bodyOf({
  owner: Id,
  name: Text({ minLength: 1 }),
  contactNumber: Text({ minLength: 1, maxLength: 40, description: 'A Moroccan phone number' }),
  city: Text({ minLength: 1, maxLength: 100, description: 'Oujda' }),
  category: Type.Array(Text({ maxLength: 100 }), { maxItems: 20, description: "The business's categories" }),
  delivery: Type.Boolean(),
  openingAllTimes: Type.Optional(Type.Boolean()),
  openingTime: Type.Optional(ClockTime),
  closingTime: Type.Optional(ClockTime),
  logo: Text({ minLength: 1, maxLength: 2048, description: 'The uploaded logo' }),
  background: Text({ minLength: 1, maxLength: 2048, description: 'The uploaded background picture' }),
  description: Text({ minLength: 1, description: 'At most 200 words' }),
  location: GeoPoint,
});

/** Who may register this business, before what it says: only its owner (or an admin), for their kind of business. */
function whoRegisters(req: FastifyRequest) {
  const caller = req.user!;
  const input = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const owner = typeof input.owner === 'string' ? input.owner.trim() : '';
  if (owner) assertOwnerOrAdmin(caller, owner);
  if (caller.role !== 'admin' && businessTypeOf(caller.role) !== (req.params as { type: string }).type)
    throw new ApiError(403, MSG.forbidden);
}

function registrationRefusal(body: unknown, req: FastifyRequest) {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const owner = typeof input.owner === 'string' ? input.owner.trim() : '';
  return validateBusinessRegistration((req.params as { type: BusinessType }).type, { ...input, owner });
}

export async function businessRegistrationRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).post(
    '/api/:type/add',
    {
      config: {
        access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'], allowUnverified: true },
        refusal: { body: registrationRefusal },
        ownerFirst: (req) => whoRegisters(req),
      },
      // A refusal speaks the registration rules' words (SPEC §5), every field's at once.
      schema: {
        operationId: 'createBusiness',
        summary: 'Register a business',
        params: params({ type: BusinessTypeParam }),
        body: RegistrationBody,
        response: { 201: ref(Business) },
      },
    },
    async (req, reply) => {
      const type = req.params.type;
      const caller = req.user!;
      const body = req.body as Record<string, unknown>;
      const owner = typeof body.owner === 'string' ? body.owner.trim() : '';

      // Who: only the owner themselves, for the kind of business their role runs (or an admin).
      if (owner) assertOwnerOrAdmin(caller, owner);
      if (caller.role !== 'admin' && businessTypeOf(caller.role) !== type) throw new ApiError(403, MSG.forbidden);

      assertValid(validateBusinessRegistration(type, { ...body, owner }));

      const [ownerRow] = await ctx.db.select({ role: users.role }).from(users).where(eq(users._id, owner));
      if (!ownerRow) throw badRequest('This owner does not exist');
      if (businessTypeOf(ownerRow.role) !== type) throw badRequest(`This account cannot own a ${type}`, 'ownerTypeMismatch');

      const [existing] = await ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, owner));
      if (existing) throw conflict(MSG.alreadyHasBusiness);

      const allDay = body.openingAllTimes === true;
      const [business] = await ctx.db
        .insert(businesses)
        .values({
          type,
          owner,
          name: String(body.name).trim(),
          contactNumber: normalizePhone(String(body.contactNumber))!,
          city: CITY,
          category: body.category as string[],
          delivery: body.delivery as boolean,
          openingAllTimes: allDay,
          openingTime: allDay ? ALL_DAY.openingTime : String(body.openingTime),
          closingTime: allDay ? ALL_DAY.closingTime : String(body.closingTime),
          logo: String(body.logo),
          background: String(body.background),
          description: String(body.description).trim(),
          location: toGeoPoint(pointCoordinates(body.location)!),
        })
        .onConflictDoNothing({ target: businesses.owner })
        .returning(businessProfileColumns);
      // Two submissions at once: the unique index lets one through.
      if (!business) throw conflict(MSG.alreadyHasBusiness);
      return reply.code(201).send(business);
    },
  );
}
