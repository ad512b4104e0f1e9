import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { validateEmCategory, validateEmProduct, type EmCategoryInput, type EmProductInput } from '../../src/domain/easyMarket';
import { PRODUCT_SORT_FIELDS } from '../../src/domain/listQuery';
import { MSG } from '../../src/domain/messages';
import { NoContent, ref } from '../answers';
import { Deleted, EmCategory, EmMainCategory, EmProduct, EmProductList, EmSubCategory, EmTree } from './answers';
import { deleteAudited, insertAudited, updateAudited } from './auditedWrites';
import type { AppContext } from '../context';
import { emCategories, emMainCategories, emProducts, emSubCategories } from '../db/schema';
import { assertValid, conflict, notFound } from '../errors';
import { bodyOf, Id, params, ProductListQuery, Text, typed } from '../schemas';
import { MAX_PRICE, toCentimes, toDirhams } from '../../src/domain/money';
import { foldedContains, offsetOf, pagingOf, searchOf } from '../listFilters';

/** Easy Market bodies: every field is checked by the Easy Market rules (their wording). */
/** An Easy Market category (main, sub or leaf): name, description and image required, in the Easy Market rules' words. */
const EmCategoryBody = bodyOf({
  name: Text({ minLength: 1 }),
  description: Text({ minLength: 1 }),
  image: Text({ minLength: 1, maxLength: 2048, description: 'An /uploads/… path or an http(s) URL' }),
  active: Type.Optional(Type.Boolean()),
  marque: Type.Optional(
    Type.Array(Text({ minLength: 1, maxLength: 200 }), { maxItems: 200, description: 'Brands (leaf categories): a list of names' }),
  ),
});
/** An Easy Market product, whole on add and on update. */
const EmProductBody = bodyOf({
  name: Text({ minLength: 1 }),
  description: Text({ minLength: 1 }),
  image: Type.Optional(Type.Union([Text({ maxLength: 2048 }), Type.Null()])),
  prix: Type.Number({ minimum: 0, maximum: MAX_PRICE, description: 'The selling price in dh: a number with at most 2 decimals' }),
  prixActual: Type.Number({
    minimum: 0,
    maximum: MAX_PRICE,
    description: "The marketplace's cost in dh: a number with at most 2 decimals",
  }),
  marque: Type.Optional(Text({ maxLength: 200, description: 'The brand' })),
  active: Type.Optional(Type.Boolean()),
  soldOut: Type.Optional(Type.Boolean()),
  categoryId: Type.Optional(Id),
});
const emCategoryRefusal = { body: (body: unknown) => validateEmCategory(asInput(body)) };
const emProductRefusal = { body: (body: unknown) => validateEmProduct(asInput(body)) };
const asInput = (body: unknown) => (body && typeof body === 'object' ? body : {}) as EmProductInput & EmCategoryInput;
const byId = params({ id: Id });
const deleted = { 200: Deleted };

const ADMIN = { roles: ['admin'] } as const;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function categoryValues(body: EmCategoryInput) {
  assertValid(validateEmCategory(body));
  return {
    name: str(body.name),
    description: str(body.description),
    image: str(body.image),
    ...(typeof body.active === 'boolean' ? { active: body.active } : {}),
  };
}

function productValues(body: EmProductInput) {
  assertValid(validateEmProduct(body));
  return {
    name: str(body.name),
    description: str(body.description),
    image: str(body.image),
    prix: toCentimes(body.prix as number),
    prixActual: toCentimes(body.prixActual as number),
    marque: str(body.marque),
    ...(typeof body.active === 'boolean' ? { active: body.active } : {}),
    ...(typeof body.soldOut === 'boolean' ? { soldOut: body.soldOut } : {}),
  };
}

/** A product as the API answers it: prices in dh. */
const emProductAnswer = (row: typeof emProducts.$inferSelect) => ({
  ...row,
  prix: toDirhams(row.prix),
  prixActual: toDirhams(row.prixActual),
});

/** The brands a category lists: texts only, trimmed, no blanks or repeats. */
const marqueOf = (body: EmCategoryInput) =>
  Array.isArray(body.marque)
    ? [
        ...new Set(
          body.marque
            .filter((m): m is string => typeof m === 'string')
            .map((m) => m.trim())
            .filter(Boolean),
        ),
      ]
    : undefined;

/** What the audit log calls each level of the catalogue. */
const MAIN = 'easyMarket.mainCategory';
const SUB = 'easyMarket.subCategory';
const CATEGORY = 'easyMarket.category';
const PRODUCT = 'easyMarket.product';

/** The Easy Market grocery catalogue: main → sub → category → products, admin only. No orphan is ever left. */
export async function easyMarketRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = typed(app);

  /** Main categories with their sub-categories, categories and product counts, in one call for the editor. */
  api.get(
    '/api/easyMarket/category/get/mainCatAdmin',
    {
      config: { access: ADMIN },
      schema: { operationId: 'listGroceryCategories', summary: 'List the Easy Market category tree', response: { 200: EmTree } },
    },
    async () => {
      const [mains, subs, cats, counts] = await Promise.all([
        db.select().from(emMainCategories).orderBy(asc(emMainCategories.createdAt), asc(emMainCategories.name)),
        db.select().from(emSubCategories).orderBy(asc(emSubCategories.createdAt), asc(emSubCategories.name)),
        db.select().from(emCategories).orderBy(asc(emCategories.createdAt), asc(emCategories.name)),
        db.select({ categoryId: emProducts.categoryId, n: count() }).from(emProducts).groupBy(emProducts.categoryId),
      ]);
      const productCount = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
      return mains.map((main) => ({
        ...main,
        subCategories: subs
          .filter((s) => s.mainCategoryId === main._id)
          .map((sub) => ({
            ...sub,
            categories: cats.filter((c) => c.subCategoryId === sub._id).map((c) => ({ ...c, productCount: productCount.get(c._id) ?? 0 })),
          })),
      }));
    },
  );

  // Add.
  api.post(
    '/api/easyMarket/category/add/mainCat',
    {
      config: { access: ADMIN, refusal: emCategoryRefusal },
      schema: {
        operationId: 'createGroceryMainCategory',
        summary: 'Add a main category',
        body: EmCategoryBody,
        response: { 201: ref(EmMainCategory) },
      },
    },
    async (req, reply) => {
      const row = await insertAudited(db, req.user!, emMainCategories, categoryValues(req.body as EmCategoryInput), MAIN);
      return reply.code(201).send(row);
    },
  );
  api.post(
    '/api/easyMarket/category/add/subCat/:id',
    {
      config: { access: ADMIN, refusal: emCategoryRefusal },
      schema: {
        operationId: 'createGrocerySubCategory',
        summary: 'Add a sub-category',
        params: byId,
        body: EmCategoryBody,
        response: { 201: ref(EmSubCategory) },
      },
    },
    async (req, reply) => {
      const values = categoryValues(req.body as EmCategoryInput);
      const [main] = await db.select({ _id: emMainCategories._id }).from(emMainCategories).where(eq(emMainCategories._id, req.params.id));
      if (!main) throw notFound('Main category not found');
      const row = await insertAudited(db, req.user!, emSubCategories, { ...values, mainCategoryId: main._id }, SUB);
      return reply.code(201).send(row);
    },
  );
  api.post(
    '/api/easyMarket/category/add/cat/:id',
    {
      config: { access: ADMIN, refusal: emCategoryRefusal },
      schema: {
        operationId: 'createGroceryCategory',
        summary: 'Add a category',
        params: byId,
        body: EmCategoryBody,
        response: { 201: ref(EmCategory) },
      },
    },
    async (req, reply) => {
      const values = categoryValues(req.body as EmCategoryInput);
      const [sub] = await db.select({ _id: emSubCategories._id }).from(emSubCategories).where(eq(emSubCategories._id, req.params.id));
      if (!sub) throw notFound('Sub-category not found');
      const marque = marqueOf(req.body as EmCategoryInput) ?? [];
      const row = await insertAudited(db, req.user!, emCategories, { ...values, marque, subCategoryId: sub._id }, CATEGORY);
      return reply.code(201).send(row);
    },
  );

  // Update.
  api.put(
    '/api/easyMarket/category/update/mainCat/:id',
    {
      config: { access: ADMIN, refusal: emCategoryRefusal },
      schema: {
        operationId: 'updateGroceryMainCategory',
        summary: 'Update a main category',
        params: byId,
        body: EmCategoryBody,
        response: { 200: ref(EmMainCategory) },
      },
    },
    async (req) => {
      const changes = categoryValues(req.body as EmCategoryInput);
      return updateAudited(db, req.user!, emMainCategories, req.params.id, changes, MAIN, 'Main category not found');
    },
  );
  api.put(
    '/api/easyMarket/category/update/subCat/:id',
    {
      config: { access: ADMIN, refusal: emCategoryRefusal },
      schema: {
        operationId: 'updateGrocerySubCategory',
        summary: 'Update a sub-category',
        params: byId,
        body: EmCategoryBody,
        response: { 200: ref(EmSubCategory) },
      },
    },
    async (req) => {
      const changes = categoryValues(req.body as EmCategoryInput);
      return updateAudited(db, req.user!, emSubCategories, req.params.id, changes, SUB, 'Sub-category not found');
    },
  );
  api.put(
    '/api/easyMarket/category/update/cat/:id',
    {
      config: { access: ADMIN, refusal: emCategoryRefusal },
      schema: {
        operationId: 'updateGroceryCategory',
        summary: 'Update a category',
        params: byId,
        body: EmCategoryBody,
        response: { 200: ref(EmCategory) },
      },
    },
    async (req) => {
      const body = req.body as EmCategoryInput;
      const marque = marqueOf(body);
      const changes = { ...categoryValues(body), ...(marque ? { marque } : {}) };
      return updateAudited(db, req.user!, emCategories, req.params.id, changes, CATEGORY, 'Category not found');
    },
  );

  // Delete: never leave an orphan.
  api.delete(
    '/api/easyMarket/category/delete/mainCat/:id',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'deleteGroceryMainCategory',
        summary: 'Delete a main category',
        params: byId,
        response: { 200: Deleted, 204: NoContent },
      },
    },
    async (req, reply) => {
      const [sub] = await db
        .select({ _id: emSubCategories._id })
        .from(emSubCategories)
        .where(eq(emSubCategories.mainCategoryId, req.params.id))
        .limit(1);
      // The provider API answers a refused main-category delete with 204 and no body (SPEC §8).
      if (sub) return reply.code(204).send();
      const row = await deleteAudited(db, req.user!, emMainCategories, req.params.id, MAIN, 'Main category not found');
      return { message: 'Main category deleted', _id: row._id };
    },
  );
  api.delete(
    '/api/easyMarket/category/delete/subCat/:id',
    {
      config: { access: ADMIN },
      schema: { operationId: 'deleteGrocerySubCategory', summary: 'Delete a sub-category', params: byId, response: deleted },
    },
    async (req) => {
      const [cat] = await db
        .select({ _id: emCategories._id })
        .from(emCategories)
        .where(eq(emCategories.subCategoryId, req.params.id))
        .limit(1);
      if (cat) throw conflict(MSG.subcatHasCategories);
      const row = await deleteAudited(db, req.user!, emSubCategories, req.params.id, SUB, 'Sub-category not found');
      return { message: 'Sub-category deleted', _id: row._id };
    },
  );
  api.delete(
    '/api/easyMarket/category/delete/cat/:id',
    {
      config: { access: ADMIN },
      schema: { operationId: 'deleteGroceryCategory', summary: 'Delete a category', params: byId, response: deleted },
    },
    async (req) => {
      const [product] = await db.select({ _id: emProducts._id }).from(emProducts).where(eq(emProducts.categoryId, req.params.id)).limit(1);
      if (product) throw conflict(MSG.emCategoryHasProducts);
      const row = await deleteAudited(db, req.user!, emCategories, req.params.id, CATEGORY, 'Category not found');
      return { message: 'Category deleted', _id: row._id };
    },
  );

  // Products.
  /**
   * A category's products by name; `?q` (part of the name or brand); with `?page` one page and the total
   * (`{ data, total, page, pageSize }`), without it every product.
   */
  api.get(
    '/api/easyMarket/product/getAdmin/:categoryId',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'listGroceryProducts',
        summary: "List a category's Easy Market products",
        params: params({ categoryId: Id }),
        querystring: ProductListQuery,
        response: { 200: EmProductList },
      },
    },
    async (req) => {
      const paging = pagingOf(req.query, PRODUCT_SORT_FIELDS);
      const q = searchOf(req.query);
      const where = and(
        eq(emProducts.categoryId, req.params.categoryId),
        q ? or(foldedContains(emProducts.name, q), foldedContains(emProducts.marque, q)) : undefined,
      );
      const direction = paging?.order === 'desc' ? desc : asc;
      const column = paging?.sort === 'prix' ? emProducts.prix : paging?.sort === 'createdAt' ? emProducts.createdAt : emProducts.name;
      const rows = db.select().from(emProducts).where(where).orderBy(direction(column), direction(emProducts._id));
      if (!paging) return (await rows).map(emProductAnswer);
      const [data, [total]] = await Promise.all([
        rows.limit(paging.pageSize).offset(offsetOf(paging)),
        db.select({ n: count() }).from(emProducts).where(where),
      ]);
      return { data: data.map(emProductAnswer), total: total?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
    },
  );
  api.post(
    '/api/easyMarket/product/add',
    {
      config: { access: ADMIN, refusal: emProductRefusal },
      schema: {
        operationId: 'createGroceryProduct',
        summary: 'Add an Easy Market product',
        body: EmProductBody,
        response: { 201: ref(EmProduct) },
      },
    },
    async (req, reply) => {
      const body = req.body as EmProductInput & { categoryId?: unknown };
      const values = productValues(body);
      const categoryId = str(body.categoryId);
      const [category] = categoryId
        ? await db
            .select({ _id: emCategories._id })
            .from(emCategories)
            .where(inArray(emCategories._id, [categoryId]))
        : [];
      if (!category) throw notFound('Category not found');
      const row = await insertAudited(db, req.user!, emProducts, { ...values, categoryId: category._id }, PRODUCT);
      return reply.code(201).send(emProductAnswer(row));
    },
  );
  api.put(
    '/api/easyMarket/product/update/:id',
    {
      config: { access: ADMIN, refusal: emProductRefusal },
      schema: {
        operationId: 'updateGroceryProduct',
        summary: 'Update an Easy Market product',
        params: byId,
        body: EmProductBody,
        response: { 200: ref(EmProduct) },
      },
    },
    async (req) => {
      const row = await updateAudited(
        db,
        req.user!,
        emProducts,
        req.params.id,
        productValues(req.body as EmProductInput),
        PRODUCT,
        'Product not found',
      );
      return emProductAnswer(row);
    },
  );
  api.delete(
    '/api/easyMarket/product/delete/:id',
    {
      config: { access: ADMIN },
      schema: { operationId: 'deleteGroceryProduct', summary: 'Delete an Easy Market product', params: byId, response: deleted },
    },
    async (req) => {
      const row = await deleteAudited(db, req.user!, emProducts, req.params.id, PRODUCT, 'Product not found');
      return { message: 'Product deleted', _id: row._id };
    },
  );
}
