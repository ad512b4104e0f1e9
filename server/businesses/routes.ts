import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import { BUSINESS_TYPES, type BusinessType } from '../../src/domain/roles';
import { MSG } from '../../src/domain/messages';
import { validateSchedule } from '../../src/domain/schedule';
import {
  closuresProblem,
  isPauseChoice,
  isPreparationMinutes,
  MAX_PREPARATION_MINUTES,
  MIN_PREPARATION_MINUTES,
  normalizeClosures,
  PAUSE_CHOICES,
  pauseFields,
  RESUMED,
  type StoredPause,
  type Closure,
} from '../../src/domain/service';
import { normalizeSettings, SETTINGS_FIELDS, validateSettings, type SettingsValues } from '../../src/domain/settings';
import { assertOwnerOrAdmin, type RequestUser } from '../access';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { businesses } from '../db/schema';
import { ApiError, assertValid, badRequest, forbidden, notFound } from '../errors';
import { ref } from '../answers';
import { Business as BusinessAnswer } from './answers';
import { businessProfileColumns } from './columns';
import { bodyOf, BusinessTypeParam, ClockTime, GeoPoint, Id, params, sentFields, SlotClosing, SlotOpening, Text, typed } from '../schemas';
import { firstError, type FieldErrors } from '../../src/domain/validation';

/** A business by id and type, or 404. */
export async function findBusiness(ctx: AppContext, type: BusinessType, id: string) {
  const [business] = await ctx.db
    .select(businessProfileColumns)
    .from(businesses)
    .where(and(eq(businesses._id, id), eq(businesses.type, type)));
  if (!business) throw notFound('Business not found');
  return business;
}

/** Business profiles: read by owner or by admin; updated by their owner or an admin. */
const ofOwner = params({ type: BusinessTypeParam, ownerId: Id });
const ofBusiness = params({ type: BusinessTypeParam, id: Id });

/** The business update body: each group of fields is checked by its own rules (their wording). */
const BusinessUpdateBody = bodyOf(
  {
    schedule: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.Object({ opening: SlotOpening, closing: SlotClosing })), {
        description: '{ Monday: [{ opening, closing }], … Sunday }',
      }),
    ),
    isTemporarilyClosed: Type.Optional(Type.Boolean()),
    openingAllTimes: Type.Optional(Type.Boolean()),
    visible: Type.Optional(Type.Boolean({ description: 'Admins only' })),
    closures: Type.Optional(
      Type.Array(Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }), note: Type.Optional(Text()) }), {
        description: '[{ from, to, note }]: days as YYYY-MM-DD',
      }),
    ),
    preparationMinutes: Type.Optional(Type.Integer({ minimum: MIN_PREPARATION_MINUTES, maximum: MAX_PREPARATION_MINUTES })),
    printOnAccept: Type.Optional(Type.Boolean()),
    contactNumber: Type.Optional(Text({ maxLength: 40, description: 'A Moroccan phone number' })),
    logo: Type.Optional(Text({ maxLength: 2048 })),
    background: Type.Optional(Text({ maxLength: 2048 })),
    name: Type.Optional(Text()),
    socialMedia: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Union([Text({ maxLength: 2048 }), Type.Null()])), Type.Null()])),
    delivery: Type.Optional(Type.Boolean()),
    openingTime: Type.Optional(ClockTime),
    closingTime: Type.Optional(ClockTime),
    description: Type.Optional(Type.Union([Text(), Type.Null()])),
    category: Type.Optional(Type.Array(Text({ maxLength: 100 }), { maxItems: 20 })),
    location: Type.Optional(GeoPoint),
  },
  'The schedule fields, the settings fields, the service fields, or { visible } (admins only); several groups may come together',
);

/** A refused update in the words of the rule of the field that broke it (the handler's order). */
function updateRefusal(body: unknown, req: FastifyRequest): FieldErrors | string | undefined {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const has = (field: string) => input[field] !== undefined;
  for (const flag of ['isTemporarilyClosed', 'openingAllTimes', 'visible'] as const)
    if (has(flag) && typeof input[flag] !== 'boolean') return MSG.scheduleFlagInvalid;
  const closures = has('closures') ? closuresProblem(input.closures) : null;
  if (closures) return MSG[closures];
  if (has('preparationMinutes') && !isPreparationMinutes(input.preparationMinutes)) return MSG.preparationInvalid;
  if (has('printOnAccept') && typeof input.printOnAccept !== 'boolean') return 'printOnAccept must be true or false';
  if (has('schedule')) {
    const schedule = validateSchedule(input.schedule);
    if (firstError(schedule)) return schedule;
  }
  const sent = Object.fromEntries(SETTINGS_FIELDS.filter(has).map((f) => [f, input[f]]));
  return sentFields(validateSettings(sent, (req.params as { type: BusinessType }).type), body);
}

export async function businessesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  api.get(
    '/api/:type/getByOwner/:ownerId',
    {
      config: {
        access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner', 'admin_restaurant'], allowUnverified: true },
      },
      schema: {
        operationId: 'getBusinessByOwner',
        summary: "Read an owner's business",
        params: ofOwner,
        response: { 200: ref(BusinessAnswer) },
      },
    },
    async (req) => {
      const type = req.params.type;
      assertOwnerOrAdmin(req.user!, req.params.ownerId);
      const [business] = await ctx.db
        .select(businessProfileColumns)
        .from(businesses)
        .where(and(eq(businesses.owner, req.params.ownerId), eq(businesses.type, type)));
      if (!business) throw notFound(MSG.businessServerError);
      return business;
    },
  );

  /**
   * GET /admin/{type}/{id}, one route per business type: a parameter there would also match the partner
   * routes beside it (`/admin/update/{id}`, `/admin/getAll/{role}`, `/admin/team/{ownerId}`), which then
   * reached this handler for any method they do not answer.
   */
  for (const type of BUSINESS_TYPES)
    api.get(
      `/api/admin/${type}/:id`,
      {
        config: { access: { roles: ['admin'] } },
        schema: {
          operationId: `get${type[0]!.toUpperCase()}${type.slice(1)}ForAdmin`,
          summary: `Read a ${type === 'services' ? 'services business' : type} (admin)`,
          params: params({ id: Id }),
          response: { 200: ref(BusinessAnswer) },
        },
      },
      async (req) => findBusiness(ctx, type, req.params.id),
    );

  /**
   * PUT /{type}/pause/{id} { minutes: 15 | 30 | 60 | null }: pause new orders for that long, or until
   * resumed (null). The stored moment simply expires, so it resumes by itself on every node at once.
   */
  api.put(
    '/api/:type/pause/:id',
    {
      config: {
        access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] },
        refusal: { body: () => MSG.pauseInvalid },
        ownerFirst: async (req) => {
          const { type, id } = req.params as { type: BusinessType; id: string };
          assertOwnerOrAdmin(req.user!, (await findBusiness(ctx, type, id)).owner);
        },
      },
      schema: {
        operationId: 'pauseBusiness',
        summary: 'Pause taking orders',
        params: ofBusiness,
        body: bodyOf({
          minutes: Type.Union([Type.Union(PAUSE_CHOICES.map((m) => Type.Literal(m))), Type.Null()], {
            description: `${PAUSE_CHOICES.join(', ')} minutes, or null for until resumed`,
          }),
        }),
        response: { 200: ref(BusinessAnswer) },
      },
    },
    async (req) => {
      const business = await findBusiness(ctx, req.params.type, req.params.id);
      assertOwnerOrAdmin(req.user!, business.owner);
      const minutes = req.body?.minutes;
      if (minutes === undefined || !isPauseChoice(minutes)) throw badRequest(MSG.pauseInvalid);
      return setPause(ctx, req.user!, business, pauseFields(minutes, ctx.now()), 'business.pause');
    },
  );

  /** DELETE /{type}/pause/{id}: take new orders again now. */
  api.delete(
    '/api/:type/pause/:id',
    {
      config: { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } },
      schema: {
        operationId: 'resumeBusiness',
        summary: 'Resume taking orders',
        params: ofBusiness,
        response: { 200: ref(BusinessAnswer) },
      },
    },
    async (req) => {
      const business = await findBusiness(ctx, req.params.type, req.params.id);
      assertOwnerOrAdmin(req.user!, business.owner);
      return setPause(ctx, req.user!, business, RESUMED, 'business.resume');
    },
  );

  api.put(
    '/api/:type/update/:id',
    {
      config: {
        access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner', 'admin_restaurant'] },
        refusal: { body: updateRefusal },
      },
      schema: {
        operationId: 'updateBusiness',
        summary: "Update a business's profile and schedule",
        params: ofBusiness,
        body: BusinessUpdateBody,
        response: { 200: ref(BusinessAnswer) },
      },
    },
    async (req) => {
      const type = req.params.type;
      const business = await findBusiness(ctx, type, req.params.id);
      const user = req.user!;
      assertOwnerOrAdmin(user, business.owner);
      const changes = businessUpdate(req.body, business, user);
      const [updated] = await ctx.db.transaction(async (tx) => {
        const rows = await tx.update(businesses).set(changes).where(eq(businesses._id, business._id)).returning(businessProfileColumns);
        if (changes.visible !== undefined && changes.visible !== business.visible) {
          await audit(tx, user, {
            action: 'business.visibility',
            ...targetOf(business),
            before: { visible: business.visible },
            after: { visible: changes.visible },
          });
        }
        if (changes.closures !== undefined && JSON.stringify(changes.closures) !== JSON.stringify(business.closures)) {
          await audit(tx, user, {
            action: 'business.closures',
            ...targetOf(business),
            before: { closures: business.closures },
            after: { closures: changes.closures },
          });
        }
        return rows;
      });
      return updated;
    },
  );
}

type Business = Awaited<ReturnType<typeof findBusiness>>;

/** A business as the audit log names it: by its type, id and name at the time. */
const targetOf = (business: Business) => ({ targetType: business.type, targetId: business._id, targetLabel: business.name });
const pauseOf = (business: Business) => ({ pausedUntil: business.pausedUntil, pausedIndefinitely: business.pausedIndefinitely });

/** Pauses or resumes new orders, with its audit line in the same transaction. */
function setPause(
  ctx: AppContext,
  user: RequestUser,
  business: Business,
  values: StoredPause,
  action: 'business.pause' | 'business.resume',
) {
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(businesses).set(values).where(eq(businesses._id, business._id)).returning(businessProfileColumns);
    await audit(tx, user, { action, ...targetOf(business), before: pauseOf(business), after: pauseOf(updated!) });
    return updated;
  });
}
type BusinessChanges = Partial<
  Pick<
    Business,
    | 'schedule'
    | 'isTemporarilyClosed'
    | 'openingAllTimes'
    | 'visible'
    | 'closures'
    | 'preparationMinutes'
    | 'printOnAccept'
    | (typeof SETTINGS_FIELDS)[number]
  >
>;

const SCHEDULE_FIELDS = ['schedule', 'isTemporarilyClosed', 'openingAllTimes', 'closures'] as const;
/** The service settings: usual preparation time, print the kitchen ticket on accept. */
const SERVICE_FIELDS = ['preparationMinutes', 'printOnAccept'] as const;

/**
 * What PUT /{type}/update/{id} may change, checked with the shared rules (400 and nothing written
 * when anything is wrong). The body is the schedule body {schedule, isTemporarilyClosed,
 * openingAllTimes}, the settings body, or {visible} (admins only); fields of several may come
 * together. Other fields (_id, owner, type, …) are ignored. A restaurant admin changes only the
 * restaurant info (the settings body).
 */
export function businessUpdate(body: unknown, business: Business, user: RequestUser): BusinessChanges {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MSG.nothingToUpdate);
  const input = body as Record<string, unknown>;
  const has = (field: string) => Object.prototype.hasOwnProperty.call(input, field) && input[field] !== undefined;
  const settingsFields = SETTINGS_FIELDS.filter((f) => f !== 'openingAllTimes' && has(f));
  const scheduleFields = SCHEDULE_FIELDS.filter((f) => f !== 'openingAllTimes' && has(f));
  const serviceFields = SERVICE_FIELDS.filter(has);
  if (!settingsFields.length && !scheduleFields.length && !serviceFields.length && !has('openingAllTimes') && !has('visible'))
    throw badRequest(MSG.nothingToUpdate);

  if (has('visible') && user.role !== 'admin') throw forbidden();
  if (
    user.role === 'admin_restaurant' &&
    (business.type !== 'restaurant' || scheduleFields.length > 0 || serviceFields.length > 0 || has('visible'))
  ) {
    throw new ApiError(403, MSG.adminRestaurantInfoOnly);
  }
  for (const flag of ['isTemporarilyClosed', 'openingAllTimes', 'visible'] as const) {
    if (has(flag) && typeof input[flag] !== 'boolean') throw badRequest(MSG.scheduleFlagInvalid);
  }
  if (has('closures')) {
    const problem = closuresProblem(input.closures);
    if (problem) throw badRequest(MSG[problem]);
  }
  if (has('preparationMinutes') && !isPreparationMinutes(input.preparationMinutes)) throw badRequest(MSG.preparationInvalid);
  if (has('printOnAccept') && typeof input.printOnAccept !== 'boolean') throw badRequest('printOnAccept must be true or false');

  const changes: BusinessChanges = {};
  if (has('schedule')) {
    assertValid(validateSchedule(input.schedule));
    // Only the slots' opening and closing are kept: extra keys sent inside a slot are dropped.
    changes.schedule = Object.fromEntries(
      Object.entries(input.schedule as Business['schedule']).map(([day, slots]) => [
        day,
        slots.map(({ opening, closing }) => ({ opening, closing })),
      ]),
    );
  }
  if (has('isTemporarilyClosed')) changes.isTemporarilyClosed = input.isTemporarilyClosed as boolean;
  if (has('openingAllTimes')) changes.openingAllTimes = input.openingAllTimes as boolean;
  if (has('visible')) changes.visible = input.visible as boolean;
  if (has('closures')) changes.closures = normalizeClosures(input.closures as Closure[]);
  if (has('preparationMinutes')) changes.preparationMinutes = input.preparationMinutes as number;
  if (has('printOnAccept')) changes.printOnAccept = input.printOnAccept as boolean;

  if (settingsFields.length > 0) {
    // The settings are checked whole: what is sent over what is stored.
    const sent = Object.fromEntries(SETTINGS_FIELDS.filter(has).map((f) => [f, input[f]]));
    const merged = { ...pickSettings(business), ...sent };
    assertValid(validateSettings(merged, business.type));
    const normal = normalizeSettings(merged as unknown as SettingsValues);
    for (const field of SETTINGS_FIELDS) if (has(field)) (changes as Record<string, unknown>)[field] = normal[field];
  }
  return changes;
}

function pickSettings(business: Business): Partial<SettingsValues> {
  return Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, business[f]])) as Partial<SettingsValues>;
}
