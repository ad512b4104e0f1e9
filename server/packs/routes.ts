import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { asc, eq } from 'drizzle-orm';
import { answeredOptions, storedOptions, validatePack, type PackInput } from '../../src/domain/catalogue';
import { parseMoney, toDirhams } from '../../src/domain/money';
import { assertOwnerOrAdmin, type RequestUser } from '../access';
import type { AppContext } from '../context';
import { businesses, packs } from '../db/schema';
import { assertValid, notFound } from '../errors';
import { ref } from '../answers';
import { Pack } from './answers';
import { bodyOf, CatalogueOptions, Id, ImageUrl, params, Price, sentFields, Text, typed } from '../schemas';

type PackRow = typeof packs.$inferSelect;

const access = { config: { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] as const } } };

async function ownedBusiness(ctx: AppContext, user: RequestUser, businessId: string) {
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses._id, businessId));
  if (!business) throw notFound('Business not found');
  assertOwnerOrAdmin(user, business.owner);
  return business;
}

async function ownedPack(ctx: AppContext, user: RequestUser, packId: string): Promise<PackRow> {
  const [pack] = await ctx.db.select().from(packs).where(eq(packs._id, packId));
  if (!pack) throw notFound('Pack not found');
  await ownedBusiness(ctx, user, pack.business_id);
  return pack;
}

/** A pack as the API speaks it (SPEC §3 Pack). */
export function packResponse(pack: PackRow) {
  const { createdAt: _createdAt, ...fields } = pack;
  return { ...fields, price: toDirhams(pack.price), options: answeredOptions(pack.options) };
}

/** A pack's body: name, price and options are checked by the pack rules (their wording). */
const PackFields = {
  name: Text({ minLength: 1 }),
  price: Price(),
  description: Type.Optional(Type.Union([Text(), Type.Null()])),
  options: Type.Optional(CatalogueOptions),
  image: Type.Optional(ImageUrl),
  active: Type.Optional(Type.Boolean()),
};
/** A new pack: name and price (and a description, checked by the pack rules); an update sends only what changes. */
const NewPackBody = bodyOf({ ...PackFields, description: Text({ minLength: 1 }) });
const PackUpdateBody = bodyOf({ ...PackFields, name: Type.Optional(PackFields.name), price: Type.Optional(PackFields.price) });
const newPackRefusal = { body: (body: unknown) => validatePack(asPack(body), 'add') };
const packUpdateRefusal = { body: (body: unknown) => sentFields(validatePack(asPack(body), 'update'), body) };
const asPack = (body: unknown) => (body && typeof body === 'object' ? body : {}) as PackInput;

const trimmed = (value: string | null | undefined) => (value === undefined || value === null ? undefined : value.trim());
const byBusiness = { params: params({ businessId: Id }) };
const byPack = { params: params({ packId: Id }) };
const onePack = { 200: ref(Pack) };

/** Packs of a business: /packs/… (SPEC §7 Packs), owner of the business or admin. */
export async function packsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  api.get(
    '/api/packs/byBesnise/:businessId',
    {
      ...access,
      schema: { operationId: 'listPacks', summary: "List a business's packs", ...byBusiness, response: { 200: Type.Array(ref(Pack)) } },
    },
    async (req) => {
      const business = await ownedBusiness(ctx, req.user!, req.params.businessId);
      const rows = await ctx.db
        .select()
        .from(packs)
        .where(eq(packs.business_id, business._id))
        .orderBy(asc(packs.createdAt), asc(packs.name));
      return rows.map(packResponse);
    },
  );

  api.post(
    '/api/packs/addPack/:businessId',
    {
      config: {
        ...access.config,
        refusal: newPackRefusal,
        ownerFirst: (req) => ownedBusiness(ctx, req.user!, (req.params as { businessId: string }).businessId),
      },
      schema: { operationId: 'createPack', summary: 'Add a pack', ...byBusiness, body: NewPackBody, response: { 201: ref(Pack) } },
    },
    async (req, reply) => {
      const business = await ownedBusiness(ctx, req.user!, req.params.businessId);
      const body = req.body;
      assertValid(validatePack(body, 'add'));
      const [pack] = await ctx.db
        .insert(packs)
        .values({
          business_id: business._id,
          business_Type: business.type,
          name: String(body.name).trim(),
          price: parseMoney(body.price)!,
          description: String(body.description).trim(),
          image: trimmed(body.image) ?? '',
          active: body.active ?? true,
          options: storedOptions(body.options),
        })
        .returning();
      return reply.code(201).send(packResponse(pack!));
    },
  );

  api.put(
    '/api/packs/updatePack/:packId',
    {
      config: {
        ...access.config,
        refusal: packUpdateRefusal,
        ownerFirst: (req) => ownedPack(ctx, req.user!, (req.params as { packId: string }).packId),
      },
      schema: { operationId: 'updatePack', summary: 'Update a pack', ...byPack, body: PackUpdateBody, response: onePack },
    },
    async (req) => {
      const pack = await ownedPack(ctx, req.user!, req.params.packId);
      const body = req.body;
      const image = trimmed(body.image);
      const active = body.active;
      const description = trimmed(body.description);
      // A partial update (the active toggle) keeps the other fields; the merged pack must still be valid.
      const merged = {
        name: body.name === undefined ? pack.name : body.name,
        price: body.price === undefined ? toDirhams(pack.price) : body.price,
        options: body.options === undefined ? answeredOptions(pack.options) : body.options,
      };
      assertValid(validatePack(merged, 'update'));
      const [updated] = await ctx.db
        .update(packs)
        .set({
          name: String(merged.name).trim(),
          price: parseMoney(merged.price)!,
          options: storedOptions(merged.options),
          ...(description !== undefined && { description }),
          ...(image !== undefined && { image }),
          ...(active !== undefined && { active }),
        })
        .where(eq(packs._id, pack._id))
        .returning();
      return packResponse(updated!);
    },
  );

  api.delete(
    '/api/packs/deletePack/:packId',
    { ...access, schema: { operationId: 'deletePack', summary: 'Delete a pack', ...byPack, response: onePack } },
    async (req) => {
      const pack = await ownedPack(ctx, req.user!, req.params.packId);
      await ctx.db.delete(packs).where(eq(packs._id, pack._id));
      return packResponse(pack);
    },
  );
}
