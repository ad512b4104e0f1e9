import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AMOUNT_RANGE,
  BULK_ACTIONS,
  BULK_MAX_PRODUCTS,
  newPrice,
  PERCENT_RANGE,
  PRICE_CHANGE_KINDS,
  PRICE_ROUNDINGS,
  priceChangeError,
  type BulkAction,
  type PriceChange,
} from '../../src/domain/bulkPrice';
import type { CataloguePrefix } from '../../src/domain/catalogue';
import { MSG } from '../../src/domain/messages';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { catalogueCategories, catalogueItems } from '../db/schema';
import { badRequest } from '../errors';
import { Int, Money, Str } from '../answers';
import { toDirhams, type Centimes } from '../../src/domain/money';
import { Id, oneOf, params, typed } from '../schemas';
import { ownedBusiness } from './ownership';

const BulkBody = Type.Object(
  {
    action: oneOf(BULK_ACTIONS, 'hide, show, soldOut (until changed), move (to categoryId) or price'),
    ids: Type.Array(Id, { minItems: 1, maxItems: BULK_MAX_PRODUCTS, uniqueItems: true, description: 'The products, of this business' }),
    categoryId: Type.Optional(Id),
    price: Type.Optional(
      Type.Object(
        {
          by: oneOf(PRICE_CHANGE_KINDS, `percent (${PERCENT_RANGE.join(' to ')}) or amount in dh (${AMOUNT_RANGE.join(' to ')})`),
          value: Type.Number({ minimum: AMOUNT_RANGE[0], maximum: AMOUNT_RANGE[1] }),
          rounding: oneOf(PRICE_ROUNDINGS, 'Each new price to the nearest 0.50 dh or 0.01 dh'),
        },
        { additionalProperties: false },
      ),
    ),
    preview: Type.Optional(Type.Boolean({ description: 'true: answer what would change, write nothing' })),
  },
  { additionalProperties: false },
);

const BulkAnswer = Type.Object({
  count: Int('Products changed (or that would be)'),
  changes: Type.Array(Type.Object({ _id: Str(), name: Str(), before: Money('Price now'), after: Money('New price') }), {
    description: 'For a price change: each product’s price before and after',
  }),
});

/** A refused body in the bulk rules' words. */
function bulkRefusal(body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (!(BULK_ACTIONS as readonly unknown[]).includes(b.action)) return MSG.bulkActionInvalid;
  if (b.action === 'price' && priceChangeError(b.price as never)) return MSG.bulkPriceInvalid;
  if (b.action === 'move' && typeof b.categoryId !== 'string') return MSG.noCategory;
  return MSG.bulkProductsInvalid;
}

/**
 * POST /{products|menu}/bulk/{businessId}: one action on many products of one business, in one transaction
 * with one audit line listing them: hide, show, mark sold out, move to a category, or change prices by a
 * percentage or an amount (rounded to 0.50 or 0.01 dh). With preview, the new prices and nothing written.
 */
export async function bulkRoutes(app: FastifyInstance, ctx: AppContext, prefix: CataloguePrefix) {
  typed(app).post(
    `/api/${prefix}/bulk/:businessId`,
    {
      config: {
        access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] },
        refusal: { body: bulkRefusal },
      },
      schema: {
        operationId: `${prefix}BulkChange`,
        summary: `Change many products at once, or preview a price change (${prefix})`,
        params: params({ businessId: Id }),
        body: BulkBody,
        response: { 200: BulkAnswer },
      },
    },
    async (req) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      const { action, ids, categoryId, price, preview } = req.body;
      if (action === 'price' && (!price || priceChangeError(price))) throw badRequest(MSG.bulkPriceInvalid);
      if (action === 'move') {
        const [category] = categoryId
          ? await ctx.db
              .select({ _id: catalogueCategories._id })
              .from(catalogueCategories)
              .where(and(eq(catalogueCategories._id, categoryId), eq(catalogueCategories.businessId, business._id)))
          : [];
        if (!category) throw badRequest(MSG.noCategory);
      }
      return ctx.db.transaction(async (tx) => {
        // Locked, so a price computed here is the one replaced.
        const rows = await tx
          .select({ _id: catalogueItems._id, name: catalogueItems.name, price: catalogueItems.price })
          .from(catalogueItems)
          .where(and(eq(catalogueItems.businessId, business._id), inArray(catalogueItems._id, ids)))
          .for('update');
        if (rows.length !== ids.length) throw badRequest(MSG.bulkProductsInvalid);
        const changes =
          action === 'price'
            ? rows.map((r) => ({ _id: r._id, name: r.name, before: r.price, after: newPrice(r.price, price as PriceChange) }))
            : [];
        if (changes.some((c) => c.after < 0)) throw badRequest(MSG.bulkPriceNegative);
        const answer = {
          count: rows.length,
          changes: changes.map((c) => ({ ...c, before: toDirhams(c.before), after: toDirhams(c.after) })),
        };
        if (preview) return answer;
        await apply(tx, action, ids, categoryId, changes);
        await audit(tx, req.user!, {
          action: 'catalogue.bulk',
          targetType: business.type,
          targetId: business._id,
          after: {
            action,
            ...(action === 'move' && { categoryId }),
            ...(action === 'price' && { price }),
            products: action === 'price' ? answer.changes : rows.map((r) => ({ _id: r._id, name: r.name })),
          },
        });
        return answer;
      });
    },
  );
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function apply(
  tx: Tx,
  action: BulkAction,
  ids: string[],
  categoryId: string | undefined,
  changes: { _id: string; after: Centimes }[],
) {
  const these = inArray(catalogueItems._id, ids);
  if (action === 'hide') await tx.update(catalogueItems).set({ active: true }).where(these);
  else if (action === 'show') await tx.update(catalogueItems).set({ active: false }).where(these);
  else if (action === 'soldOut') await tx.update(catalogueItems).set({ soldOut: true, soldOutUntil: null }).where(these);
  else if (action === 'move') await tx.update(catalogueItems).set({ categoryId: categoryId! }).where(these);
  else {
    // One statement for every new price.
    const idList = sql.join(
      changes.map((c) => sql`${c._id}`),
      sql`, `,
    );
    const priceList = sql.join(
      changes.map((c) => sql`${c.after}`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${catalogueItems} set price = u.price from unnest(array[${idList}]::uuid[], array[${priceList}]::bigint[]) as u(id, price) where ${catalogueItems._id} = u.id`,
    );
  }
}
