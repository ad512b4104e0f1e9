import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { normalizeOptions, toPrice, validatePack } from '../../src/domain/catalogue';
import { MSG } from '../../src/domain/messages';
import { assertOwnerOrAdmin, type RequestUser } from '../access';
import type { AppContext } from '../context';
import { businesses, packs } from '../db/schema';
import { assertValid, badRequest, notFound } from '../errors';

type PackRow = typeof packs.$inferSelect;

const access = { config: { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] as const } } };

const isUuid = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

async function ownedBusiness(ctx: AppContext, user: RequestUser, businessId: string) {
  if (!isUuid(businessId)) throw notFound('Business not found');
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses._id, businessId));
  if (!business) throw notFound('Business not found');
  assertOwnerOrAdmin(user, business.owner);
  return business;
}

async function ownedPack(ctx: AppContext, user: RequestUser, packId: string): Promise<PackRow> {
  if (!isUuid(packId)) throw notFound('Pack not found');
  const [pack] = await ctx.db.select().from(packs).where(eq(packs._id, packId));
  if (!pack) throw notFound('Pack not found');
  await ownedBusiness(ctx, user, pack.business_id);
  return pack;
}

/** A pack as the API speaks it (SPEC §3 Pack). */
export function packResponse(pack: PackRow) {
  const { createdAt: _createdAt, ...fields } = pack;
  return fields;
}

const bodyOf = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MSG.fillAllFields);
  return body as Record<string, unknown>;
};

function optional<T extends 'string' | 'boolean'>(body: Record<string, unknown>, key: string, kind: T): (T extends 'string' ? string : boolean) | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== kind) throw badRequest(`${key} is not valid`, 'fieldInvalid');
  return (typeof value === 'string' ? value.trim() : value) as never;
}

/** Packs of a business: /packs/… (SPEC §7 Packs), owner of the business or admin. */
export async function packsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { businessId: string } }>('/api/packs/byBesnise/:businessId', access, async (req) => {
    const business = await ownedBusiness(ctx, req.user!, req.params.businessId);
    const rows = await ctx.db.select().from(packs).where(eq(packs.business_id, business._id)).orderBy(asc(packs.createdAt), asc(packs.name));
    return rows.map(packResponse);
  });

  app.post<{ Params: { businessId: string } }>('/api/packs/addPack/:businessId', access, async (req, reply) => {
    const business = await ownedBusiness(ctx, req.user!, req.params.businessId);
    const body = bodyOf(req.body);
    assertValid(validatePack(body, 'add'));
    const [pack] = await ctx.db
      .insert(packs)
      .values({
        business_id: business._id,
        business_Type: business.type,
        name: String(body.name).trim(),
        price: toPrice(body.price)!,
        description: String(body.description).trim(),
        image: optional(body, 'image', 'string') ?? '',
        active: optional(body, 'active', 'boolean') ?? true,
        options: normalizeOptions(body.options),
      })
      .returning();
    return reply.code(201).send(packResponse(pack!));
  });

  app.put<{ Params: { packId: string } }>('/api/packs/updatePack/:packId', access, async (req) => {
    const pack = await ownedPack(ctx, req.user!, req.params.packId);
    const body = bodyOf(req.body);
    const image = optional(body, 'image', 'string');
    const active = optional(body, 'active', 'boolean');
    const description = optional(body, 'description', 'string');
    // A partial update (the active toggle) keeps the other fields; the merged pack must still be valid.
    const merged = {
      name: body.name === undefined ? pack.name : body.name,
      price: body.price === undefined ? pack.price : body.price,
      options: body.options === undefined ? pack.options : body.options,
    };
    assertValid(validatePack(merged, 'update'));
    const [updated] = await ctx.db
      .update(packs)
      .set({
        name: String(merged.name).trim(),
        price: toPrice(merged.price)!,
        options: normalizeOptions(merged.options),
        ...(description !== undefined && { description }),
        ...(image !== undefined && { image }),
        ...(active !== undefined && { active }),
      })
      .where(eq(packs._id, pack._id))
      .returning();
    return packResponse(updated!);
  });

  app.delete<{ Params: { packId: string } }>('/api/packs/deletePack/:packId', access, async (req) => {
    const pack = await ownedPack(ctx, req.user!, req.params.packId);
    await ctx.db.delete(packs).where(eq(packs._id, pack._id));
    return packResponse(pack);
  });
}
