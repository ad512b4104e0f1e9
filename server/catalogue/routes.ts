import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  CATALOGUE_PREFIXES,
  answeredOptions,
  categoryNameKey,
  storedOptions,
  validateCategory,
  validateProduct,
  type CataloguePrefix,
} from '../../src/domain/catalogue';
import { MSG } from '../../src/domain/messages';
import { parseMoney, toDirhams } from '../../src/domain/money';
import { nextOpeningAfter } from '../../src/domain/schedule';
import { isSoldOutSpan, soldOutAt } from '../../src/domain/service';
import { isOutOfStock, STOCK_MAX } from '../../src/domain/stock';
import type { AppContext } from '../context';
import { businesses, catalogueCategories, catalogueItems } from '../db/schema';
import { assertValid, badRequest, conflict } from '../errors';
import { ref } from '../answers';
import { barcodeOfBody } from './barcodes';
import { ownedBusiness, ownedCategory, ownedItem } from './ownership';
import { CatalogueCategory, CatalogueProduct, DeletedProduct, ProductAnswer } from './answers';
import { stockRoutes } from './stockRoutes';
import { bulkRoutes } from './bulkRoutes';
import { AvailabilityHours } from './availabilitySchema';
import { availabilityError, normalizeAvailability, type Availability } from '../../src/domain/availability';
import { bodyOf, CatalogueOptions, Id, params, Price, sentFields, Text, typed, UUID_PATTERN } from '../schemas';
import { firstError } from '../../src/domain/validation';

/** The category a product names: its id, or `{ _id }`. */
const CategoryRef = Type.Union([Id, Type.Object({ _id: Id })], { description: 'The category id, or { _id }' });

type Business = typeof businesses.$inferSelect;
type CategoryRow = typeof catalogueCategories.$inferSelect;
type ItemRow = typeof catalogueItems.$inferSelect;
type Db = AppContext['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes a category name unless another category of the business already has it (case and spaces
 * aside): 409. The business row is locked meanwhile, so two requests at once (a double submit) cannot
 * both pass the check.
 */
async function withUniqueCategoryName<T>(
  db: Db,
  businessId: string,
  name: string,
  exceptId: string | null,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ _id: businesses._id }).from(businesses).where(eq(businesses._id, businessId)).for('update');
    const siblings = await tx
      .select({ _id: catalogueCategories._id, name: catalogueCategories.name })
      .from(catalogueCategories)
      .where(eq(catalogueCategories.businessId, businessId));
    const key = categoryNameKey(name);
    if (siblings.some((c) => c._id !== exceptId && categoryNameKey(c.name) === key)) throw conflict(MSG.categoryNameTaken);
    return write(tx);
  });
}

const OWNERS_AND_ADMIN = { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] as const };

/** The owning business's id under the spec's name: restaurant_id, store_id (and business_id for services). */
function ownerField(business: Pick<Business, '_id' | 'type'>) {
  return business.type === 'store'
    ? { store_id: business._id }
    : business.type === 'restaurant'
      ? { restaurant_id: business._id }
      : { business_id: business._id };
}

export function categoryResponse(category: CategoryRow, business: Pick<Business, '_id' | 'type'>) {
  return { _id: category._id, name: category.name, availability: category.availability ?? null, ...ownerField(business) };
}

/** A product as the API speaks it: category as {_id, name}. */
export function itemResponse(
  item: ItemRow,
  category: Pick<CategoryRow, '_id' | 'name'> | undefined,
  business: Pick<Business, '_id' | 'type'>,
  now: Date,
) {
  const soldOut = soldOutAt(item, now) || isOutOfStock(item.stock);
  return {
    _id: item._id,
    name: item.name,
    price: toDirhams(item.price),
    description: item.description,
    category: category ? { _id: category._id, name: category.name } : null,
    image: item.image,
    active: item.active,
    soldOut,
    /** When a "sold out until tomorrow" item is back on sale by itself; null when sold out until changed. */
    soldOutUntil: soldOut && item.soldOutUntil ? new Date(item.soldOutUntil).toISOString() : null,
    options: answeredOptions(item.options),
    stock: item.stock,
    lowStock: item.lowStock,
    barcode: item.barcode,
    availability: item.availability ?? null,
    ...ownerField(business),
  };
}

/** The category id a body names: `category` as an id or as {_id}. */
function categoryIdOf(value: unknown): unknown {
  if (value && typeof value === 'object' && '_id' in value) return (value as { _id: unknown })._id;
  return value;
}

const UUID = new RegExp(UUID_PATTERN);

async function categoryOfBusiness(ctx: AppContext, businessId: string, categoryId: unknown): Promise<CategoryRow> {
  if (typeof categoryId !== 'string' || !UUID.test(categoryId)) throw badRequest(MSG.noCategory);
  const [category] = await ctx.db
    .select()
    .from(catalogueCategories)
    .where(and(eq(catalogueCategories._id, categoryId), eq(catalogueCategories.businessId, businessId)));
  if (!category) throw badRequest(MSG.noCategory);
  return category;
}

/** Menu and product catalogue: /{products|menu}/… (SPEC §7). Products for stores, menu for restaurants and services. */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  // Static prefixes, so that /api/{restaurant|store|services}/… (businesses) keep their own routes.
  for (const prefix of CATALOGUE_PREFIXES) {
    await prefixRoutes(app, ctx, prefix);
    await stockRoutes(app, ctx, prefix);
    await bulkRoutes(app, ctx, prefix);
  }
}

/** A category's body: its name is checked by the catalogue rules (their wording). */
const CategoryBody = bodyOf({
  name: Text({ description: 'The category name (checked after whose business it is)' }),
  businessId: Type.Optional(Id),
  business_id: Type.Optional(Id),
  restaurant_id: Type.Optional(Id),
  store_id: Type.Optional(Id),
  availability: Type.Optional(AvailabilityHours('Hours its items can be ordered (opening-hours rules); null: whenever open')),
});

/** Hours sent in a body, checked by the opening-hours rules: 400 with their message when they cannot be saved. */
function hoursOf(value: Availability | undefined): Availability | undefined {
  const problem = availabilityError(value);
  if (problem) throw badRequest(problem);
  return value === undefined ? undefined : normalizeAvailability(value);
}

/** A product's body: name, price, description, category and options are checked by the catalogue rules. */
const ProductBody = bodyOf({
  barcode: Type.Optional(
    Type.Union([Type.String({ maxLength: 32 }), Type.Null()], {
      description: 'EAN-13, EAN-8 or UPC-A (check digit verified); null or "" removes it',
    }),
  ),
  name: Type.Optional(Text({ minLength: 1 })),
  price: Type.Optional(Price()),
  description: Type.Optional(Text({ minLength: 1 })),
  category: Type.Optional(CategoryRef),
  options: Type.Optional(CatalogueOptions),
  image: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  soldOut: Type.Optional(Type.Boolean()),
  soldOutUntil: Type.Optional(Type.Union([Type.Literal('tomorrow'), Type.Literal('changed')], { description: 'With soldOut' })),
  stock: Type.Optional(StockCount('Units left; null when the stock is not counted')),
  lowStock: Type.Optional(StockCount('Listed to restock at or below this many units; null for no alert')),
  availability: Type.Optional(AvailabilityHours("Hours it can be ordered (opening-hours rules); null: its category's")),
});

/** A new product: name, price, description and category required (an update sends only what changes). */
const NewProductBody = bodyOf({
  ...ProductBody.properties,
  name: Text({ minLength: 1 }),
  price: Price(),
  description: Text({ minLength: 1 }),
  category: CategoryRef,
});

/** A refused product in the catalogue rules' words: the fields' rules, then the category, then the sold-out span. */
function productRefusal(mode: 'add' | 'update') {
  return (body: unknown) => {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const category = categoryIdOf(input.category);
    const errors = validateProduct({ ...input, category }, mode);
    const found = mode === 'add' ? errors : sentFields(errors, body);
    if (firstError(found)) return found;
    if (category !== undefined && (typeof category !== 'string' || !UUID.test(category))) return MSG.noCategory;
    if (input.soldOutUntil !== undefined && !isSoldOutSpan(input.soldOutUntil)) return MSG.soldOutUntilInvalid;
    return undefined;
  };
}
const categoryRefusal = { body: (body: unknown) => validateCategory((body && typeof body === 'object' ? body : {}) as { name?: unknown }) };

function StockCount(description: string) {
  return Type.Union([Type.Integer({ minimum: 0, maximum: STOCK_MAX }), Type.Null()], { description });
}

const trimmed = (value: string | null | undefined) => (value === undefined || value === null ? undefined : value.trim());

/** The catalogue endpoints under one prefix. */
async function prefixRoutes(app: FastifyInstance, ctx: AppContext, prefix: CataloguePrefix) {
  const config = { access: OWNERS_AND_ADMIN };
  const api = typed(app);
  const byBusiness = params({ businessId: Id });
  const byId = params({ id: Id });
  const oneCategory = { 200: ref(CatalogueCategory) };
  /** operationId and summary of one operation under this prefix (`menuCreateItem`, `productsCreateItem`). */
  const doc = (name: string, summary: string) => ({ operationId: `${prefix}${name}`, summary: `${summary} (${prefix})` });

  api.get(
    `/api/${prefix}/getByOwner/:businessId`,
    {
      config,
      schema: { ...doc('ListItems', "List a business's items"), params: byBusiness, response: { 200: Type.Array(ref(CatalogueProduct)) } },
    },
    async (req) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      const rows = await ctx.db
        .select({ item: catalogueItems, category: { _id: catalogueCategories._id, name: catalogueCategories.name } })
        .from(catalogueItems)
        .leftJoin(catalogueCategories, eq(catalogueItems.categoryId, catalogueCategories._id))
        .where(eq(catalogueItems.businessId, business._id))
        .orderBy(asc(catalogueItems.createdAt), asc(catalogueItems.name));
      return rows.map((r) => itemResponse(r.item, r.category ?? undefined, business, ctx.now()));
    },
  );

  api.get(
    `/api/${prefix}/getAllCategories/:businessId`,
    {
      config,
      schema: {
        ...doc('ListCategories', "List a business's categories"),
        params: byBusiness,
        response: { 200: Type.Array(ref(CatalogueCategory)) },
      },
    },
    async (req) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      const rows = await ctx.db
        .select()
        .from(catalogueCategories)
        .where(eq(catalogueCategories.businessId, business._id))
        .orderBy(asc(catalogueCategories.createdAt), asc(catalogueCategories.name));
      return rows.map((c) => categoryResponse(c, business));
    },
  );

  api.post(
    `/api/${prefix}/addCategory`,
    {
      config: { ...config, refusal: categoryRefusal },
      schema: { ...doc('CreateCategory', 'Add a category'), body: CategoryBody, response: { 201: ref(CatalogueCategory) } },
    },
    async (req, reply) => {
      const body = req.body;
      const businessId = body.businessId ?? body.business_id ?? body.restaurant_id ?? body.store_id;
      if (businessId === undefined) throw badRequest('Which business is this category for?');
      // Whose business it is comes first: a stranger learns nothing from a validation message.
      const business = await ownedBusiness(ctx, req.user!, prefix, businessId);
      assertValid(validateCategory(body));
      const name = String(body.name).trim();
      const availability = hoursOf(body.availability) ?? null;
      const [category] = await withUniqueCategoryName(ctx.db, business._id, name, null, (tx) =>
        tx.insert(catalogueCategories).values({ businessId: business._id, name, availability }).returning(),
      );
      return reply.code(201).send(categoryResponse(category!, business));
    },
  );

  api.put(
    `/api/${prefix}/updateCategory/:id`,
    {
      config: { ...config, refusal: categoryRefusal },
      schema: { ...doc('UpdateCategory', 'Rename a category'), params: byId, body: CategoryBody, response: oneCategory },
    },
    async (req) => {
      const { category, business } = await ownedCategory(ctx, req.user!, prefix, req.params.id);
      const body = req.body;
      assertValid(validateCategory(body));
      const name = String(body.name).trim();
      const availability = hoursOf(body.availability);
      const [updated] = await withUniqueCategoryName(ctx.db, business._id, name, category._id, (tx) =>
        tx
          .update(catalogueCategories)
          .set({ name, ...(availability !== undefined && { availability }) })
          .where(eq(catalogueCategories._id, category._id))
          .returning(),
      );
      return categoryResponse(updated!, business);
    },
  );

  api.delete(
    `/api/${prefix}/deleteCategory/:id`,
    { config, schema: { ...doc('DeleteCategory', 'Delete a category'), params: byId, response: oneCategory } },
    async (req) => {
      const { category, business } = await ownedCategory(ctx, req.user!, prefix, req.params.id);
      const [used] = await ctx.db.select({ n: count() }).from(catalogueItems).where(eq(catalogueItems.categoryId, category._id));
      if ((used?.n ?? 0) > 0) throw conflict(MSG.categoryInUse);
      await ctx.db.delete(catalogueCategories).where(eq(catalogueCategories._id, category._id));
      return categoryResponse(category, business);
    },
  );

  api.post(
    `/api/${prefix}/addOne/:businessId`,
    {
      config: {
        ...config,
        refusal: { body: productRefusal('add') },
        ownerFirst: (req) => ownedBusiness(ctx, req.user!, prefix, (req.params as { businessId: string }).businessId),
      },
      schema: { ...doc('CreateItem', 'Add an item'), params: byBusiness, body: NewProductBody, response: { 201: ProductAnswer } },
    },
    async (req, reply) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      const body = req.body;
      const categoryId = categoryIdOf(body.category);
      assertValid(validateProduct({ ...body, category: categoryId }, 'add'));
      const availability = hoursOf(body.availability) ?? null;
      const category = await categoryOfBusiness(ctx, business._id, categoryId);
      const barcode = await barcodeOfBody(ctx, business._id, body.barcode, null);
      const [item] = await ctx.db
        .insert(catalogueItems)
        .values({
          businessId: business._id,
          categoryId: category._id,
          name: String(body.name).trim(),
          price: parseMoney(body.price)!,
          description: String(body.description).trim(),
          image: trimmed(body.image) ?? '',
          active: body.active ?? false,
          soldOut: body.soldOut ?? false,
          options: storedOptions(body.options),
          stock: body.stock ?? null,
          lowStock: body.lowStock ?? null,
          availability,
          barcode: barcode ?? null,
        })
        .returning();
      return reply.code(201).send({ product: itemResponse(item!, category, business, ctx.now()) });
    },
  );

  api.put(
    `/api/${prefix}/update/:id`,
    {
      config: {
        ...config,
        refusal: { body: productRefusal('update') },
        ownerFirst: (req) => ownedItem(ctx, req.user!, prefix, (req.params as { id: string }).id),
      },
      schema: { ...doc('UpdateItem', 'Update an item'), params: byId, body: ProductBody, response: { 200: ProductAnswer } },
    },
    async (req) => {
      const { item, business } = await ownedItem(ctx, req.user!, prefix, req.params.id);
      const body = req.body;
      const { active, soldOut } = body;
      if (body.soldOutUntil !== undefined && !isSoldOutSpan(body.soldOutUntil)) throw badRequest(MSG.soldOutUntilInvalid);
      // "Until tomorrow" is back on sale at the business's next opening; anything else lasts until changed.
      const soldOutUntil =
        soldOut && body.soldOutUntil === 'tomorrow' ? (nextOpeningAfter(business, ctx.now())?.toISOString() ?? null) : null;
      const image = trimmed(body.image);
      // A partial update (a toggle) keeps the other fields; the merged product must still be complete.
      const merged = {
        name: body.name === undefined ? item.name : body.name,
        price: body.price === undefined ? toDirhams(item.price) : body.price,
        description: body.description === undefined ? item.description : body.description,
        category: body.category === undefined ? item.categoryId : categoryIdOf(body.category),
        options: body.options === undefined ? answeredOptions(item.options) : body.options,
      };
      assertValid(validateProduct(merged, 'update'));
      const availability = hoursOf(body.availability);
      const category = await categoryOfBusiness(ctx, business._id, merged.category);
      const barcode = await barcodeOfBody(ctx, business._id, body.barcode, item._id);
      const [updated] = await ctx.db
        .update(catalogueItems)
        .set({
          name: String(merged.name).trim(),
          price: parseMoney(merged.price)!,
          description: String(merged.description).trim(),
          categoryId: category._id,
          options: storedOptions(merged.options),
          ...(image !== undefined && { image }),
          ...(active !== undefined && { active }),
          ...(soldOut !== undefined && { soldOut, soldOutUntil }),
          ...(body.stock !== undefined && { stock: body.stock }),
          ...(body.lowStock !== undefined && { lowStock: body.lowStock }),
          ...(availability !== undefined && { availability }),
          ...(barcode !== undefined && { barcode }),
        })
        .where(eq(catalogueItems._id, item._id))
        .returning();
      return { product: itemResponse(updated!, category, business, ctx.now()) };
    },
  );

  api.delete(
    `/api/${prefix}/delete/:id`,
    { config, schema: { ...doc('DeleteItem', 'Delete an item'), params: byId, response: { 200: DeletedProduct } } },
    async (req) => {
      const { item, business } = await ownedItem(ctx, req.user!, prefix, req.params.id);
      await ctx.db.delete(catalogueItems).where(eq(catalogueItems._id, item._id));
      return { _id: item._id, ...ownerField(business) };
    },
  );
}
