import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { ORDER_KINDS, ORDER_STATUSES } from '../src/domain/orders';
import {
  DEFAULT_PAGE_SIZE,
  JOURNAL_SORT_FIELDS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_CHARS,
  ORDER_SORT_FIELDS,
  PARTNER_SORT_FIELDS,
  PRODUCT_SORT_FIELDS,
  RIDER_SORT_FIELDS,
  SORT_ORDERS,
} from '../src/domain/listQuery';
import { BUSINESS_TYPES, PARTNER_LIST_ROLES } from '../src/domain/roles';
import { LOCALES } from '../src/i18n/types';
import type { FieldErrors } from '../src/domain/validation';
import type { ApiError } from './errors';
import { MAX_TEXT_CHARS } from '../src/domain/input';
import { MAX_PRICE, PRICE_TEXT_PATTERN } from '../src/domain/money';
import { TIME_ZONES } from '../src/domain/clock';
import { SPREADSHEET_FORMATS } from '../src/domain/csv';

/**
 * The request shapes every route shares (TypeBox, checked by Fastify before any handler runs). Every field is
 * typed (required, enums, ranges, lengths), so the contract says exactly what the server accepts. When a schema
 * refuses a request, the answer still speaks the spec's exact words: the route's `config.refusal` names the
 * domain rule (src/domain/) that explains the refusal of each part (server/requestErrors.ts).
 */

/** The domain's explanation of a refused input: its field errors (the first is the message), one message, or nothing. */
export type RefusalRule = (input: unknown, req: FastifyRequest) => FieldErrors | string | ApiError | undefined;
export type RequestPart = 'body' | 'querystring' | 'params';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per request part, the domain rule that words a refusal of the route's schema (server/requestErrors.ts). */
    refusal?: Partial<Record<RequestPart, RefusalRule>>;
    /**
     * Whose objects the request names, checked before the body's schema when the body would be refused: a
     * stranger gets 403/404 first and learns nothing from a validation message (registerOwnerFirst).
     */
    ownerFirst?: (req: FastifyRequest) => Promise<unknown> | unknown;
  }
}

/** Every id in a path: a UUID. A malformed one answers the same 400 (`invalidId`) on every route. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const Id = Type.String({ pattern: UUID_PATTERN, description: 'A UUID' });

export const oneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Enum([...values] as T[], description ? { description } : {});

export const BusinessTypeParam = oneOf(BUSINESS_TYPES, 'restaurant, store or services');
export const OrderKindParam = oneOf(ORDER_KINDS, 'restaurant, store, services or grocery');
export const PartnerListParam = oneOf(PARTNER_LIST_ROLES);
/** The language a person reads: the e-mails they get are written in it. */
export const LanguageParam = oneOf(LOCALES, 'en, fr or ar');
/** The file an export is downloaded as (its words, separator and clock are the account's). */
export const ExportFormatParam = oneOf(SPREADSHEET_FORMATS, 'Exports only: csv (the default) or xlsx');
/** The clock a person reads times in. */
export const TimeZoneParam = oneOf(TIME_ZONES, 'UTC or Africa/Casablanca (Morocco time)');
/** One status, or several joined by commas (`succes,refusée`); each is checked by the order rules. */
export const StatusParam = Type.String({
  minLength: 1,
  maxLength: 200,
  description: `Order statuses, comma-separated: ${ORDER_STATUSES.join(', ')}`,
});

/** Path parameters: `params({ id: Id })`. */
export const params = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties);

/** A text field: a string of at most MAX_TEXT_CHARS characters, unless narrowed. */
export const Text = (options: Parameters<typeof Type.String>[0] = {}) => Type.String({ maxLength: MAX_TEXT_CHARS, ...options });

/** A price: a number with at most two decimals, or the same written as text ("65.50" or "65,50"). */
export const Price = (description = 'From 0 to 100 000 dh with at most 2 decimals: 65.5, "65.50" or "65,50"') =>
  Type.Union([Type.Number({ minimum: 0, maximum: MAX_PRICE }), Type.String({ pattern: PRICE_TEXT_PATTERN })], { description });

/** A product's or pack's options: `[{ name, multiple, is_required, option: [{ name, price }] }]`, or null for none. */
export const CatalogueOptions = Type.Union(
  [
    Type.Array(
      Type.Object({
        name: Text({ minLength: 1 }),
        multiple: Type.Optional(Type.Boolean()),
        is_required: Type.Optional(Type.Boolean()),
        option: Type.Array(
          Type.Object({
            name: Text({ minLength: 1 }),
            price: Type.Optional(Type.Union([Price('Added to the price; 0 when left out'), Type.Null(), Type.Literal('')])),
          }),
          { minItems: 1, maxItems: 100 },
        ),
      }),
      { maxItems: 100 },
    ),
    Type.Null(),
  ],
  { description: '[{ name, multiple, is_required, option: [{ name, price }] }]' },
);

/** An image address: an /uploads/… path or an https URL (checked by the input guard), or null / "" for none. */
export const ImageUrl = Type.Union([Type.String({ maxLength: 2048 }), Type.Null()], {
  description: 'An /uploads/… path or an http(s) URL; "" or null for none',
});

/** The field errors of a rule, keeping only the fields a partial update sent (the others are kept as stored). */
export const sentFields = (errors: FieldErrors, body: unknown): FieldErrors => {
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(errors).filter(([field]) => sent[field] !== undefined));
};

/** A point on the map: `{ type: 'Point', coordinates: [longitude, latitude] }`. */
export const GeoPoint = Type.Object(
  { type: Type.Literal('Point'), coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }) },
  { description: '{ type: "Point", coordinates: [longitude, latitude] } in Oujda' },
);

/** A slot's opening in a day's schedule: a quarter hour from 00:00 to 23:45 (src/domain/schedule.ts). */
export const SLOT_OPENING_PATTERN = '^([01][0-9]|2[0-3]):(00|15|30|45)$';
export const SLOT_CLOSING_PATTERN = '^(([01][0-9]|2[0-3]):(00|15|30|45)|24:00|23:59)$';
export const SlotOpening = Type.String({ pattern: SLOT_OPENING_PATTERN, description: 'HH:MM, a quarter hour' });
/** A slot's closing: a quarter hour up to 24:00, or 23:59 for the end of the day (src/domain/schedule.ts). */
export const SlotClosing = Type.String({
  pattern: SLOT_CLOSING_PATTERN,
  description: 'HH:MM, a quarter hour up to 24:00, or 23:59 (end of the day); before the opening: the next day',
});

/** A clock time of a form ("09:00"), or null when the business opens all the time. */
export const ClockTime = Type.Union([Text({ maxLength: 5 }), Type.Null()], { description: 'HH:MM, or null' });

/** A JSON object body of typed fields; fields it does not name are ignored (forms send whole records back). */
export const bodyOf = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, description ? { description } : {});

/** A field checked by a domain validator (its exact message, "required" included, wins over a generic schema one). */
export const Loose = (description?: string) => Type.Optional(Type.Unknown(description ? { description } : {}));

/** A body the domain rules read: an object of loose fields, others ignored. */
export const looseBody = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

/** Order statuses as a query names them: one, or several joined by commas (`succes,refusée`). */
const STATUS_LIST_PATTERN = `^(${ORDER_STATUSES.join('|')})(,(${ORDER_STATUSES.join('|')}))*$`;
/** `?status=`: order statuses, comma-separated or repeated (`?status=a&status=b`). */
export const QueryValue = Type.Union(
  [Type.String({ pattern: STATUS_LIST_PATTERN }), Type.Array(Type.String({ pattern: STATUS_LIST_PATTERN }), { maxItems: 20 })],
  { description: `Order statuses, comma-separated or repeated: ${ORDER_STATUSES.join(', ')}` },
);
/** A date of a query string (`from`, `to`, `since`): an ISO 8601 day (2026-11-25) or instant (2026-11-25T10:00:00Z). */
const QueryDate = (description: string) =>
  Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' })], { description });
/** `true` or `false`, as a query string says them. */
const QueryBoolean = (description: string) => Type.Union([Type.Literal('true'), Type.Literal('false')], { description });
/** A page number: whole, from 1. */
const MAX_PAGE = 9_999_999;

/** `?page&pageSize&sort&order`, read by the list rules (src/domain/listQuery.ts); without `page` the whole list. */
const pageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page number from 1; without it the whole list' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Rows a page, 1 to ${MAX_PAGE_SIZE} (${DEFAULT_PAGE_SIZE})` }),
  ),
};
const pagingQuery = <F extends string>(sortFields: readonly F[]) => ({
  ...pageQuery,
  sort: Type.Optional(oneOf(sortFields, `The column the page is sorted by: ${sortFields.join(', ')}`)),
  order: Type.Optional(oneOf(SORT_ORDERS, 'asc or desc')),
});

/** `?page&pageSize&sort&order&from&to&q&status`: checked by the list rules (src/domain/listQuery.ts). */
export const OrderListQuery = Type.Object(
  {
    status: Type.Optional(QueryValue),
    ...pagingQuery(ORDER_SORT_FIELDS),
    from: Type.Optional(QueryDate('ISO 8601 date, inclusive')),
    to: Type.Optional(QueryDate('ISO 8601 date, inclusive')),
    q: Type.Optional(Type.String({ maxLength: MAX_SEARCH_CHARS, description: 'Command number, phone or customer name' })),
    since: Type.Optional(QueryDate('ISO 8601: instead of the list, the orders of its scope changed after this moment (any status), paged')),
    after: Type.Optional(
      Type.String({ pattern: UUID_PATTERN, description: 'With since: the id of the last change already read at that moment' }),
    ),
    cursor: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'With page: the page starts after this cursor (the `next` of the page before it) instead of at an offset',
      }),
    ),
    exactTotal: Type.Optional(QueryBoolean('true: count every matching order; otherwise the total is counted up to a cap (`totalCapped`)')),
    format: Type.Optional(ExportFormatParam),
  },
  { additionalProperties: true },
);

const listQuery = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties);

/** Admin partner lists: paging, `q` (name or e-mail contains), `type` (a partner role), `verified`. */
export const PartnerListQuery = listQuery({
  ...pagingQuery(PARTNER_SORT_FIELDS),
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH_CHARS, description: 'Part of the name or e-mail' })),
  type: Type.Optional(
    oneOf(
      PARTNER_LIST_ROLES.filter((role) => role !== 'non_verified'),
      'restaurant_owner, services_owner, store_owner or rider',
    ),
  ),
  verified: Type.Optional(QueryBoolean('true or false')),
});
/** The rider list: paging, `q` (name, phone or rider number) and `number`. */
export const RiderListQuery = listQuery({
  ...pagingQuery(RIDER_SORT_FIELDS),
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH_CHARS, description: 'Part of the name or phone, or the rider number' })),
  number: Type.Optional(Type.String({ pattern: '^\\s*\\d{1,9}\\s*$', description: 'The rider number, exactly' })),
});
/** A rider's orders (every period): paging and the creation-date range. */
export const JournalListQuery = listQuery({
  ...pagingQuery(JOURNAL_SORT_FIELDS),
  format: Type.Optional(ExportFormatParam),
  from: Type.Optional(QueryDate('ISO 8601 date, inclusive')),
  to: Type.Optional(QueryDate('ISO 8601 date, inclusive')),
});
/** A category's Easy Market products: paging and `q` (part of the name or brand). */
export const ProductListQuery = listQuery({
  ...pagingQuery(PRODUCT_SORT_FIELDS),
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH_CHARS, description: 'Part of the name or brand' })),
});
/** Paging only (`?page&pageSize`), for lists in one order. */
export const PagingQuery = listQuery(pageQuery);

/** Every error answer. */
export const ErrorAnswer = Type.Object(
  {
    statusCode: Type.Integer(),
    message: Type.String({ description: "The spec's English wording" }),
    code: Type.String({
      description: 'The key of the message in MSG (src/domain/messages.ts) or SERVER_MSG (src/domain/serverMessages.ts)',
    }),
    errors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Every field with a problem, with its message' })),
  },
  { $id: 'ErrorAnswer' },
);

/** The app with TypeBox as its type provider: handlers see the declared shapes as types. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

/**
 * A body that may be left out (a status in the path says it all): its typed fields, when it is sent. Fastify
 * checks a declared body even when none came, hence `if`/`then`; the document shows the object itself, as an
 * optional request body (server/docs.ts).
 */
export const optionalBody = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Unsafe<Static<TObject<P>> | undefined>({
    if: { type: 'object' },
    then: bodyOf(properties),
    ...(description ? { description } : {}),
  });

export const MULTIPART = 'multipart/form-data';

/**
 * A body sent as a multipart form, which its handler reads as a stream (@fastify/multipart's `req.parts()`)
 * and checks part by part: Fastify's validator lets it through (server/validators.ts), the contract shows it.
 */
export const multipartForm = (form: TObject) => ({ content: { [MULTIPART]: { schema: form } } });

/** Where a file part keeps its media types until server/docs.ts writes them as the form's `encoding`. */
export const FILE_MEDIA_TYPES = 'x-media-types';

/** A file part of a multipart form: bytes, of one of these media types. */
export const FilePart = (mediaTypes: readonly string[], description: string) =>
  Type.String({ format: 'binary', [FILE_MEDIA_TYPES]: mediaTypes.join(', '), description });

/** Runs a route's `config.ownerFirst` before its body schema, when that schema is about to refuse the body. */
export function registerOwnerFirst(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const check = req.routeOptions.config.ownerFirst;
    if (!check || !req.routeOptions.schema?.body) return;
    const validate = req.getValidationFunction('body');
    if (validate && !validate(req.body)) await check(req);
  });
}
