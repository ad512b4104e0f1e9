import { Type, type Static, type TSchema } from 'typebox';
import { ORDER_KINDS } from '../src/domain/orders';
import { BUSINESS_TYPES } from '../src/domain/roles';
import type { Dirhams } from '../src/domain/money';

/**
 * What the API answers (TypeBox), as each handler builds it. Fastify serialises a 2xx answer with its
 * schema (fast-json-stringify), which drops any property the schema does not name and coerces types: so
 * every field a handler returns is named here, nulls included. JSON columns whose content the domain rules
 * own (options, schedule, closures, locations, audit snapshots) stay open (`additionalProperties`).
 * Entities carry an `$id`: OpenAPI lists them under components.schemas and routes point to them (`ref`).
 */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Str = (description?: string) => Type.String(description ? { description } : {});
export const Num = (description?: string) => Type.Number(description ? { description } : {});
export const Int = (description?: string) => Type.Integer(description ? { description } : {});
/**
 * An amount of money on the wire: dh with at most two decimals (65.5), as the spec's API speaks. Handlers
 * store centimes and answer `toDirhams(…)` (src/domain/money.ts); the type takes nothing else.
 */
export const Money = (description = 'dh') =>
  Type.Unsafe<Dirhams>(Type.Number({ description: `${description}: a number with at most 2 decimals (65.5 is 65,50 dh)` }));
export const Bool = (description?: string) => Type.Boolean(description ? { description } : {});
/** A moment as the database writes it (PostgreSQL's text form) or ISO 8601. */
export const Moment = (description = 'A moment (timestamp with time zone)') => Type.String({ description });
export const Open = { additionalProperties: true } as const;
export const enumOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Enum([...values] as T[], description ? { description } : {});
export const BusinessKind = enumOf(BUSINESS_TYPES);
export const OrderKind = enumOf(ORDER_KINDS);

/** A route's answer that points to a shared schema by its `$id` (typed as the schema for the handlers). */
export const ref = <T extends TSchema & { $id?: string }>(schema: T) => Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });

/** `{ data, total, page, pageSize }`: one page of a list and how many there are in all. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Int('Rows in the whole list'),
    page: Int('The page, from 1'),
    pageSize: Int('Rows a page'),
  });

// ── Shared shapes of JSON columns ──────────────────────────────────────────────────────────────────
export const GeoPoint = Type.Object(
  { type: Type.Literal('Point'), coordinates: Type.Array(Type.Number(), { description: '[longitude, latitude]' }) },
  { ...Open, description: 'A GeoJSON point' },
);
export const OptionChoice = Type.Object({ name: Str(), price: Money('Added to the price') }, Open);
// A product's or pack's options are stored as normalizeOptions (src/domain/catalogue.ts) writes them: closed.
const ProductOption = Type.Object(
  {
    name: Str(),
    multiple: Bool(),
    is_required: Bool(),
    option: Type.Array(Type.Object({ name: Str(), price: Money('Added to the price') })),
  },
  { description: 'An option group and its choices' },
);
export const Options = Type.Array(ProductOption);

// ── Messages ───────────────────────────────────────────────────────────────────────────────────────
/** `{ message }`: the outcome in the spec's words. */
export const MessageAnswer = Type.Object({ message: Str("The outcome in the spec's words") }, { $id: 'MessageAnswer' });

/** The owning business's id under the spec's name: one of these, by the business's type. */
export const ownerFields = {
  restaurant_id: Type.Optional(Str('A restaurant’s id')),
  store_id: Type.Optional(Str('A store’s id')),
  business_id: Type.Optional(Str('A services business’s id')),
};
/** An export's download (streamed), CSV or `?format=xlsx`: documented only, Fastify never serialises a stream. */
export const CsvAnswer = {
  description: 'UTF-8 CSV with a BOM, or an XLSX workbook with `?format=xlsx`; X-Total-Count says how many rows come',
  content: {
    'text/csv': { schema: Type.String() },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: Type.String({ format: 'binary' }) },
  },
};

/** No content. */
export const NoContent = Type.Unsafe<void>({ type: 'null', description: 'No content' });
