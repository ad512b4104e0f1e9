import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '../../server/access';
import { openApiText } from '../../server/docs';
import { ribKey } from '../../src/domain/legalIdentity';
import { ORDER_STATUSES } from '../../src/domain/orders';
import { TERMS_VERSION } from '../../src/domain/terms';
import { fuzzSession } from './fuzzSession';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs } from './helpers';
import { demoStaff, STAFF_PASSWORD } from './tenant';

/**
 * VALID requests generated from the contract (openapi.json): for every operation a caller may make, bodies and
 * query parameters drawn from their schemas (each request checked against them before it is sent), with a
 * token that may call it and the demo tenant's real ids in the path. Every answer must match the schema
 * declared for its status, no answer is a 5xx, and every request is accepted (2xx) unless it is refused for
 * one of the business reasons listed below. FUZZ_RUNS / FUZZ_SEED vary the run.
 */
const RUNS = Math.max(1, Math.ceil(Number(process.env.FUZZ_RUNS ?? 16) / 4));
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type JsonSchema = Record<string, unknown>;
interface DocParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface DocOperation {
  operationId: string;
  parameters?: DocParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** Operations left out, each with why: they end the caller's session, need a secret no answer gives, or a file. */
const LEFT_OUT: Record<string, string> = {
  logout: "ends the fuzzer's own session",
  loginSecondFactor: 'its challenge comes only from the password step of an account with a second factor',
  uploadImage: 'a multipart file: tested by the upload tests',
  productsPreviewImport: 'a multipart file: tested by the import tests',
  productsImportCatalogue: 'a multipart file: tested by the import tests',
  menuPreviewImport: 'a multipart file: tested by the import tests',
  menuImportCatalogue: 'a multipart file: tested by the import tests',
  previewGroceryImport: 'a multipart file: tested by the import tests',
  importGroceryCatalogue: 'a multipart file: tested by the import tests',
  confirmEmail: 'its path is a single-use link token only the e-mail holds',
  resetPassword: 'its path is a single-use link token only the e-mail holds',
  readTeamInvitation: 'its path is a single-use invitation token only the e-mail holds',
  acceptTeamInvitation: 'its path is a single-use invitation token only the e-mail holds',
};

/**
 * Operations fuzzed after all the others: each operation's samples come from its position in the list, and these
 * came later (two-factor sign-in and sessions), so the others keep the samples they were checked with.
 */
const APPENDED = new Set([
  'getTwoFactor',
  'listSessions',
  'getAccountSecurity',
  'loginSecondFactor',
  'startTwoFactor',
  'confirmTwoFactor',
  'stepUp',
  'endOtherSessions',
  'turnOffTwoFactor',
  'endSession',
  'resetAccountTwoFactor',
]);

/**
 * The refusals a valid request may get, and why: each says that the stored data, or a rule across several
 * fields that JSON Schema cannot state, refuses it now, never that a field is malformed. By status (any
 * code), by status and code, or for one operation. Anything else (a 400 on a request its schema accepts, a
 * 5xx) is a bug.
 */
const BUSINESS_REFUSALS: Record<string, string> = {
  '409': "a conflict with the stored data: a duplicate, an object in use, a move the order's status forbids",
  '429': 'a rate limit: too many sign-ups, reset links or logins from one address',
  '404 deleted': 'the path names an object an earlier generated request deleted',
  '400 fromBeforeTo': "across two parameters: 'from' after 'to'",
  '400 bulkPriceInvalid': "across fields: the range of 'value' depends on 'by' (percent -90 to 500, amount -10000 to 10000)",
  '400 bulkPriceNegative': 'the stored prices: the change would make one negative',
  '400 commissionStartInPast': "the clock: new commission terms start now or later, which a moment's schema cannot say",
  '400 weekStartNotMonday': "the calendar: a week is named by its Monday, which a date's schema cannot say",
  '400 weekNotEnded': 'the clock: a week closes once it has ended',
  '400 reconciliationRange': "across two parameters: 'from' is not after 'to', at most a year apart",
  '400 verifyAlready': 'the stored account: the partner is verified already',
  '403 onlyBusinessDecidesNewOrder': "the order's status: a new order is accepted or refused by its business",
  '400 linesOrPack': "across fields: an order is either 'lines' of a business's products or a 'packId'",
  '400 businessIdRequired': "across fields: an order of lines names its 'businessId'",
  '400 easyMarketHasNoPacks': "across fields: a 'packId' is a business's pack, and an Easy Market ('grocery') order has none",
  '404 unknownProduct': "across fields: the lines' products belong to the business the order names, of its 'type'",
  '400 unknownProduct': "across fields: the lines' products belong to the business the order names, of its 'type'",
  'placeOrder 404 businessNotFound': "across fields: the business an order names is of the order's 'type'",
  'decidePackOrder 404 orderNotFound': "across fields: the decision's 'type' is the kind of business the pack order is from",
  'decideBusinessOrder 404 orderNotFound': "across fields: the decision's 'type' is the kind of business the order is from",
  '400 openingAfterPrevious': "across fields: a day's slots come one after the other",
  '400 closingBeforeNext': 'across fields: a slot closes before the next slot of its day opens',
  '400 closingAfterOpening': "across fields: a slot's closing comes after its opening (or the next morning, up to 04:00)",
  '400 adminAlertMinutesInvalid': 'across fields: the admin alert comes after the reminder',
  '400 autoRefuseMinutesInvalid': 'across fields: the automatic refusal comes after the reminder',
  '400 slotOverlap': 'across fields: the slots of a day do not overlap',
  '400 closureInvalid': "across fields: a closure's 'from' is not after its 'to'",
  '400 orderNeedsLines': "across fields: an order without a 'packId' has at least one line ('lines' may be empty beside a pack)",
  '400 orderOptionsInvalid': "the stored data: the options an order chooses are the product's or pack's own, by name",
  'createGroceryProduct 404 categoryNotFound':
    "across fields: a product goes in a category, which the spec's form may send apart from the fields (so 'categoryId' is optional)",
  '400 textHasControl': 'the text rules: no text holds a control character, which a string parameter’s schema does not say',
  '404 refundNotFound': 'the stored data: a refund id names a refund, which random UUIDs do not',
  '404 disputeNotFound': 'the stored data: a dispute id names a dispute, which random UUIDs do not',
  '400 cancelNeedsReason':
    "the order rules: cancelling goes through the cancel action, which says who and why, never a bare status 'annulée'",
  '400 refundLinesInvalid': "the stored order: refunded lines are the order's own (or the whole order is refunded)",
  '400 refundReasonInvalid': "across fields: a whole order's refund names its reason",
  '400 editLinesInvalid': "the stored order: a change names the order's lines, each lower than it is",
  '400 editNothingChanged': 'the stored order: a change lowers at least one quantity',
  '400 editEmptiesOrder': 'the stored order: a change keeps at least one line',
  '400 problemNoteRequired': "across fields: the reason 'other' comes with a note",
  '400 twoFactorCodeInvalid': "the clock and the account's secret: a code is the authenticator app's current one",
  '400 twoFactorNotStarted': 'the stored account: a first code confirms a set-up started before',
  '400 twoFactorNotOn': 'the stored account: only a second factor that is on can be turned off',
  '400 twoFactorCodeNeeded': 'the stored account: an account with a second factor proves it with a code, not its password',
  '400 passwordWrong': "the stored account: the password is the account's",
  '404 payoutStatementUnknown': 'the stored data: statement ids name closed statements, which random UUIDs do not',
  '400 reviewItemsInvalid': "the stored order: a rating's thumbs name products of the order rated, which random UUIDs do not",
  // The decision bodies' schema leaves 'status' optional, and a decision that names none is refused in the order rules'
  // words; a seed that leaves it out shows it (the schema could require it: server/orders/routes.ts).
  '400 hideReasonRequired': "across fields: hiding a review's text ('hidden' true) says why in 'reason'",
  '400 alertThresholdInvalid': "a number's precision: the threshold has one decimal, which a float's schema cannot state exactly",
};

const fuzz = fuzzSession(async ({ built, sessions, ids }) => {
  const staff = await demoStaff(built, ids);
  Object.assign(ids, staff.ids);
  sessions.staff = (await loginAs(built, staff.emails.restoManager!, STAFF_PASSWORD)).headers;
  const device = await built.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: sessions.admin,
    payload: { endpoint: 'https://push.example.ma/send/device', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
  });
  ids.device = (device.json() as { device: { _id: string } }).device._id;
  const packOrder = (await built.ctx.db.execute(sql`select id as _id from orders where type_order = 'pack' limit 1`)) as unknown as {
    rows: { _id: string }[];
  };
  ids.packOrder = packOrder.rows[0]?._id ?? ids.packOrder!;
  const services = (await built.ctx.db.execute(sql`select id as _id from businesses where type = 'services' limit 1`)) as unknown as {
    rows: { _id: string }[];
  };
  ids.services = services.rows[0]!._id;
  const invoice = (await built.ctx.db.execute(
    sql`select i.id, i.statement_id from invoices i join statements s on s.id = i.statement_id where s.business_id = ${ids.resto} limit 1`,
  )) as unknown as { rows: { id: string; statement_id: string }[] };
  ids.invoice = invoice.rows[0]!.id;
  ids.statement = invoice.rows[0]!.statement_id;
  const review = (await built.ctx.db.execute(
    sql`select id, order_id from reviews where business_id = ${ids.resto} limit 1`,
  )) as unknown as {
    rows: { id: string; order_id: string }[];
  };
  ids.review = review.rows[0]!.id;
  ids.reviewedOrder = review.rows[0]!.order_id;
});
const { sessions, ids } = fuzz;

/** Who calls an operation: an admin where admins may, else the first role it lists that the demo has. */
function callerOf(route: ApiRoute): string | null {
  if (route.access === 'public') return null;
  const roles = route.access.roles;
  if (roles === 'any' || roles.includes('admin')) return 'admin';
  if (roles.includes('restaurant_owner')) return 'restaurant';
  if (roles.includes('client')) return 'client';
  if (roles.includes('rider')) return 'rider';
  if (roles.includes('staff')) return 'staff';
  return 'admin';
}

/** The demo object a path parameter names, for a path of that shape. */
function pathValue(path: string, name: string): string | undefined {
  const store = path.startsWith('/api/products/');
  switch (name) {
    case 'type':
      return path.startsWith('/api/admin/getAll') ? undefined : 'restaurant';
    case 'ownerId':
    case 'userId':
      return ids.restoOwner;
    case 'businessId':
      return store ? ids.store : ids.resto;
    case 'packId':
      return ids.pack;
    case 'statementId':
      return ids.statement;
    case 'invoiceId':
      return ids.invoice;
    case 'reviewId':
      return ids.review;
    case 'categoryId':
      return ids.emCat;
    case 'id':
      if (/^\/api\/(menu|products)\/(updateCategory|deleteCategory)/.test(path)) return store ? ids.storeCategory : ids.restoCategory;
      if (/^\/api\/(menu|products)\//.test(path)) return store ? ids.storeItem : ids.restoItem;
      if (path.startsWith('/api/orderPack') || path.startsWith('/api/orders/admin/pack')) return ids.packOrder;
      if (path.startsWith('/api/easyMarket/orders') || path.startsWith('/api/grocery')) return ids.groceryOrder;
      if (path.startsWith('/api/client/orders/') && path.endsWith('/review')) return ids.reviewedOrder;
      if (path.includes('/orders')) return ids.restoOrder;
      // Adding names the parent: a sub-category goes in a main category, a category in a sub-category.
      if (path.includes('/add/subCat/')) return ids.mainCat;
      if (path.includes('/add/cat/')) return ids.subCat;
      if (path.includes('mainCat')) return ids.mainCat;
      if (path.includes('subCat')) return ids.subCat;
      if (path.includes('/cat/')) return ids.emCat;
      if (path.includes('/product/')) return ids.emProduct;
      if (path.startsWith('/api/team/invitations')) return ids.invitation;
      if (path.startsWith('/api/team/members')) return ids.teamMember;
      if (path.startsWith('/api/push/subscriptions')) return ids.device;
      if (path.startsWith('/api/rider/') || path.includes('/rider/') || path.startsWith('/api/data/journal')) return ids.rider;
      if (path.startsWith('/api/admin/store/')) return ids.store;
      if (path.startsWith('/api/admin/services/')) return ids.services;
      if (path.startsWith('/api/admin/update') || path.startsWith('/api/admin/resetPassword') || path.startsWith('/api/admin/updateEmail'))
        return ids.unverified;
      return ids.resto;
    default:
      return undefined;
  }
}

const WORDS = ['Harira', 'Tajine', 'Msemen', 'Atay', 'Couscous', 'Briouates', 'Rfissa', 'Zaalouk', 'Sellou', 'Baghrir'];
/** A text of `min` to `max` characters made of words, without leading or trailing spaces. */
const words = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
    .map((w) => w.join(' ').slice(0, max).trim().padEnd(Math.max(min, 1), 'a').slice(0, Math.max(max, 1)));
let unique = 0;
const uniqueEmail = () => fc.constant(null).map(() => `valid.${Date.now().toString(36)}.${unique++}@example.ma`);
const phone = fc.stringMatching(/^06\d{8}$/);

/**
 * Values the schema types as plain text but the domain reads as something (an e-mail, a phone, a time, an id
 * of the tenant): drawn from what that field means, and still checked against the field's schema.
 */
function hintFor(name: string, path: string): fc.Arbitrary<unknown> | undefined {
  const store = path.startsWith('/api/products/');
  switch (name) {
    case 'email':
    case 'newEmail':
      return uniqueEmail();
    case 'password':
    case 'confirmPassword':
      return fc.constant('Valid@2026x');
    case 'phone':
    case 'numberPhone':
    case 'contactNumber':
      return phone;
    case 'name':
    case 'city':
    case 'marque':
      return words(1, 60);
    case 'description':
    case 'message':
    case 'note':
    case 'refusalNote':
      return words(1, 200);
    case 'image':
    case 'logo':
    case 'background':
      return fc.constantFrom('https://cdn.example.ma/a.png', '/uploads/menu_items/a.png');
    case 'scan_Id':
      return fc.constant('/uploads/card_identit/a.png');
    case 'N_identité':
      return fc.stringMatching(/^[A-Z]{2}\d{6}$/);
    case 'Date_birth':
      return fc.constant('1990-01-01');
    case 'openingTime':
      return fc.constantFrom('08:00', '09:30');
    case 'closingTime':
      return fc.constantFrom('18:00', '23:00');
    case 'category':
      return fc.constant(store ? ids.storeCategory : ids.restoCategory);
    case 'categoryId':
      return fc.constant(path.startsWith('/api/easyMarket') ? ids.emCat : store ? ids.storeCategory : ids.restoCategory);
    case 'businessId':
    case 'business_id':
    case 'restaurant_id':
      return fc.constant(store ? ids.store : ids.resto);
    case 'store_id':
      return fc.constant(ids.store);
    case 'owner':
      return fc.constant(ids.restoOwner);
    case 'packId':
      return fc.constant(ids.pack);
    case 'productId':
      return fc.constant(ids.restoItem);
    case 'ids':
      return fc.constant([store ? ids.storeItem : ids.restoItem]);
    case 'version':
      return fc.constant(TERMS_VERSION);
    case 'pagePath':
      return fc.constantFrom('/menu', '/orders', '/');
    case 'location':
      return fc.constant({ type: 'Point', coordinates: [-1.9076, 34.6814] });
    case 'endpoint':
      return fc.constant('https://push.example.ma/send/abc');
    case 'cursor':
      return fc.constant(undefined);
    case 'status':
      // A status to move an order to (any but 'new'). A decision's `status` (body or path) is typed as text so
      // that whose order it is comes first (403/404); the order rules refuse an unknown one.
      return fc.constantFrom(...ORDER_STATUSES.filter((x) => x !== 'new'));
    case 'barcode':
      return fc.constantFrom('4006381333931', '73513537', '036000291452');
    case 'rib':
      // A RIB's key is arithmetic a pattern cannot state: 22 digits and the key they call for.
      return fc.stringMatching(/^\d{22}$/).map((first22) => first22 + ribKey(first22));
    default:
      return undefined;
  }
}

/** What a login needs to be valid in fact: a demo account and its password. */
const OPERATION_HINTS: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  login: { email: fc.constantFrom(DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.restaurant), password: fc.constant(DEMO_PASSWORD) },
};

/** A value its schema accepts, from the schema: enums, patterns, formats, ranges, required fields and optional ones. */
function arbitraryOf(schema: JsonSchema, name: string, path: string, hints: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const hint = hints[name] ?? hintFor(name, path);
  if (hint) return hint;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key]))
      return fc.oneof(...(schema[key] as JsonSchema[]).map((branch) => arbitraryOf(branch, name, path, hints)));
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  switch (schema.type) {
    case 'string': {
      const minLength = (schema.minLength as number | undefined) ?? 0;
      const maxLength = (schema.maxLength as number | undefined) ?? 40;
      if (typeof schema.pattern === 'string')
        return fc
          .stringMatching(new RegExp(schema.pattern), { size: 'xsmall' })
          .map((s) => (s.length >= minLength && s.length <= maxLength ? s : ''));
      if (schema.format === 'date-time')
        return fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'email') return uniqueEmail();
      return words(Math.max(1, minLength), maxLength);
    }
    case 'integer':
      return fc.integer({ min: min ?? 0, max: Math.min(max ?? 500, (min ?? 0) + 500) });
    case 'number':
      return fc
        .integer({ min: Math.ceil((min ?? 0) * 100), max: Math.floor(Math.min(max ?? 500, (min ?? 0) + 500) * 100) })
        .map((n) => n / 100);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minItems = (schema.minItems as number | undefined) ?? 0;
      const maxItems = Math.min((schema.maxItems as number | undefined) ?? 3, Math.max(minItems, 3));
      return fc.array(arbitraryOf((schema.items ?? {}) as JsonSchema, name, path, hints), { minLength: minItems, maxLength: maxItems });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const fields = Object.fromEntries(Object.entries(properties).map(([field, s]) => [field, arbitraryOf(s, field, path, hints)]));
      return fc
        .record(fields, { requiredKeys: required.filter((field) => field in fields) })
        .map((record) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)));
    }
    default:
      return fc.constant(null);
  }
}

/** A schema of the document with its `#/components/schemas/…` references resolved, for Ajv. */
function resolved(doc: OpenApiDoc, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolved(doc, s));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, $id: _id, ...rest } = schema as JsonSchema;
  if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/'))
    return resolved(doc, doc.components.schemas[$ref.slice('#/components/schemas/'.length)]);
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, k === 'properties' ? resolvedMap(doc, v) : resolved(doc, v)]));
}
const resolvedMap = (doc: OpenApiDoc, map: unknown) =>
  Object.fromEntries(Object.entries(map as Record<string, unknown>).map(([k, v]) => [k, resolved(doc, v)]));

const byStatus = (responses: DocOperation['responses'], status: number) =>
  responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses[`${String(status)[0]}XX`];

/** GETs first, then the writes, the deletions last: a deleted object is not what the others are about. */
const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

describe('valid requests generated from the contract', () => {
  it('are accepted, or refused for a listed business reason; every answer matches its declared schema; no 5xx', async () => {
    const doc = JSON.parse(openApiText(fuzz.built.app)) as OpenApiDoc;
    const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
    addFormats(ajv);
    const compiled = new Map<string, ValidateFunction>();
    const validatorOf = (key: string, schema: unknown) => {
      if (!compiled.has(key)) compiled.set(key, ajv.compile(resolved(doc, schema) as JsonSchema));
      return compiled.get(key)!;
    };
    const table = apiRoutes(fuzz.built.app);
    const rank = (o: { method: string; op: DocOperation }) =>
      (APPENDED.has(o.op.operationId) ? METHOD_ORDER.length : 0) + METHOD_ORDER.indexOf(o.method);
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .sort((a, b) => rank(a) - rank(b));

    const counts = { operations: 0, sent: 0, accepted: 0, answersChecked: 0, readsChecked: 0, notGenerated: 0 };
    const refusedBy: Record<string, number> = {};
    const serverErrors: string[] = [];
    const mismatches: string[] = [];
    const refusedValid: string[] = [];
    const deleted = new Set<string>();

    for (const [o, { path, method, op }] of operations.entries()) {
      if (LEFT_OUT[op.operationId]) continue;
      const route = table.find((r) => r.method === method.toUpperCase() && r.url === path.replace(/\{(\w+)\}/g, ':$1'));
      if (!route) continue;
      counts.operations++;
      const caller = callerOf(route);
      const hints = OPERATION_HINTS[op.operationId] ?? {};
      const parameters = op.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const requestArb = fc.record({
        path: fc.record(
          Object.fromEntries(
            pathParams.map((p) => {
              const real = pathValue(path, p.name);
              return [p.name, real !== undefined ? fc.constant(real) : arbitraryOf(p.schema, p.name, path, hints)];
            }),
          ),
        ),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(p.schema, p.name, path, hints)])), {
          requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
        }),
        body: bodySchema ? arbitraryOf(bodySchema, '', path, hints) : fc.constant(undefined),
      });
      const samples = fc.sample(requestArb, { numRuns: RUNS, seed: SEED + o });
      for (const sample of samples) {
        const query = sample.query as Record<string, unknown>;
        const valid =
          pathParams.every((p) => validatorOf(`${op.operationId} path ${p.name}`, p.schema)(sample.path[p.name])) &&
          queryParams.every(
            (p) => query[p.name] === undefined || validatorOf(`${op.operationId} query ${p.name}`, p.schema)(query[p.name]),
          ) &&
          (!bodySchema || validatorOf(`${op.operationId} body`, bodySchema)(sample.body));
        if (!valid) {
          counts.notGenerated++;
          continue;
        }
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(query))
          if (value !== undefined) for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v));
        const url =
          path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(sample.path[name]))) +
          (search.size ? `?${search}` : '');
        const res = await fuzz.built.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...(caller ? sessions[caller] : {}), ...(sample.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(sample.body !== undefined ? { payload: JSON.stringify(sample.body) } : {}),
        });
        counts.sent++;
        const what = `${op.operationId} ${method.toUpperCase()} ${url.slice(0, 140)} ${JSON.stringify(sample.body)?.slice(0, 240) ?? ''} → ${res.statusCode} ${res.body.slice(0, 240)}`;
        if (res.statusCode >= 500) serverErrors.push(what);

        // The answer matches what the document declares for its status.
        const declared = byStatus(op.responses, res.statusCode);
        const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
        if (!declared) mismatches.push(`undeclared status: ${what}`);
        else if (res.statusCode !== 204 && res.body !== '') {
          const content = declared.content?.[type];
          if (!content) mismatches.push(`undeclared content type ${type}: ${what}`);
          else if (type === 'application/json' && content.schema) {
            const validate = validatorOf(`${op.operationId} ${res.statusCode} answer`, content.schema);
            counts.answersChecked++;
            if (method === 'get' && res.statusCode < 300) counts.readsChecked++;
            if (!validate(res.json())) mismatches.push(`${ajv.errorsText(validate.errors)}: ${what}`);
          } else counts.answersChecked++;
        }

        if (res.statusCode < 300) {
          counts.accepted++;
          if (method === 'delete') for (const value of Object.values(sample.path)) deleted.add(String(value));
          continue;
        }
        const namesDeleted = Object.values(sample.path).some((value) => deleted.has(String(value)));
        const code = (res.json() as { code?: string }).code ?? '';
        const reason = res.statusCode === 404 && namesDeleted ? '404 deleted' : String(res.statusCode);
        const key = `${reason} ${code}`;
        refusedBy[key] = (refusedBy[key] ?? 0) + 1;
        const listed = [reason, `${res.statusCode} ${code}`, `${op.operationId} ${res.statusCode} ${code}`].some(
          (k) => BUSINESS_REFUSALS[k],
        );
        if (res.statusCode < 500 && !listed) refusedValid.push(what);
      }
      await fuzz.built.ctx.background.settled();
    }

    console.info(
      `valid fuzz: ${counts.operations} operations, ${counts.sent} valid requests sent (${counts.notGenerated} generated ones left out: not valid by the schema), ${counts.accepted} accepted, refused by reason ${JSON.stringify(refusedBy)}, ${counts.answersChecked} answers checked against their schema (${counts.readsChecked} JSON reads answered 2xx), ${mismatches.length} schema mismatches, ${serverErrors.length} server errors, ${refusedValid.length} valid requests refused`,
    );
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(refusedValid.slice(0, 40)).toEqual([]);
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(counts.accepted).toBeGreaterThan(counts.sent / 2);
    expect(counts.readsChecked).toBeGreaterThan(30);
  }, 900_000);
});
