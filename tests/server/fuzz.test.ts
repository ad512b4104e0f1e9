import Ajv from 'ajv';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '../../server/access';
import { openApiText } from '../../server/docs';
import { fuzzSession } from './fuzzSession';
import { DEMO_ACCOUNTS, loginAs } from './helpers';

/**
 * Generated bodies and query strings (wrong types, huge strings, nulls, nested junk,
 * __proto__, unicode, NUL, SQL metacharacters) against every write route of the route table, with a
 * token that may call it and real ids, so the junk reaches the handlers. No answer may be a 5xx, a 4xx
 * writes nothing, no junk is stored, and the server stays healthy. FUZZ_RUNS / FUZZ_SEED vary the run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const MAX_STORED_TEXT = 5000;
/** Columns that hold an address the SPA puts in src/href (a description may well mention "javascript:"). */
const isUrlColumn = (column: string) => /image|logo|background|scan|picture|social/.test(column);

/** Writes that would end the fuzzer's own session or need multipart; tested elsewhere. */
const SKIPPED = new Set(['POST /api/auth/logout', 'POST /api/images/upload']);

const fuzz = fuzzSession();
const { sessions, ids } = fuzz;

/** Who calls a route: an admin where admins may (they reach every object), else a role the route lists. */
function callerOf(route: ApiRoute): string | null {
  if (route.access === 'public') return null;
  const roles = route.access.roles;
  if (roles === 'any' || roles.includes('admin')) return 'admin';
  if (roles.includes('client')) return 'client';
  if (roles.includes('rider')) return 'rider';
  if (roles.includes('restaurant_owner')) return 'restaurant';
  return 'admin';
}

/** Real values for a route's path parameters, so the body is what gets tested. */
function pathOf(route: ApiRoute, status: string): string {
  const url = route.url;
  const store = url.startsWith('/api/products/');
  const value = (name: string): string => {
    switch (name) {
      case 'type':
        return url.startsWith('/api/admin/getAll') ? 'restaurant_owner' : 'restaurant';
      case 'role':
        return 'restaurant_owner';
      case 'status':
        return status;
      case 'ownerId':
      case 'userId':
        return ids.restoOwner!;
      case 'businessId':
        return store ? ids.store! : ids.resto!;
      case 'packId':
        return ids.pack!;
      case 'categoryId':
        return ids.emCat!;
      case 'id':
        if (/^\/api\/(menu|products)\/(updateCategory|deleteCategory)/.test(url)) return store ? ids.storeCategory! : ids.restoCategory!;
        if (/^\/api\/(menu|products)\//.test(url)) return store ? ids.storeItem! : ids.restoItem!;
        if (url.includes('/pack') || url.startsWith('/api/orderPack')) return ids.packOrder!;
        if (url.startsWith('/api/easyMarket/orders') || url.startsWith('/api/grocery')) return ids.groceryOrder!;
        if (url.includes('/orders')) return ids.restoOrder!;
        if (url.includes('mainCat')) return ids.mainCat!;
        if (url.includes('subCat')) return ids.subCat!;
        if (url.includes('/cat/')) return ids.emCat!;
        if (url.includes('/product/')) return ids.emProduct!;
        if (url.startsWith('/api/admin/update')) return ids.unverified!;
        if (/^\/api\/(restaurant|store|services|:type)\//.test(url)) return ids.resto!;
        if (url.startsWith('/api/auth/')) return 'not-a-real-link-token';
        return ids.resto!;
      default:
        return ids.resto!;
    }
  };
  return url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(value(name)));
}

const HUGE = 'x'.repeat(200_000);
const SQLISH = ["' OR 1=1 --", '"; DROP TABLE users; --', "\\'; SELECT pg_sleep(1); --", '%', '_', '$1'];

/** The values a hostile client sends where a field is expected. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1e308,
      -0,
      '',
      ' ',
      'null',
      '[object Object]',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      HUGE,
      '\u0000',
      'a\u0000b',
      '\uD800',
      '𝕆𝕦𝕛𝕕𝕒 ✓ مرحبا',
      '<img src=x onerror=alert(1)>',
      {},
      [],
      [{}],
      [null],
      { a: { b: { c: [HUGE] } } },
      ...SQLISH,
    ),
  },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** One poison applied to every text of a plausible body: what one bad client does to a whole form. */
const POISONS: Record<string, (text: string) => unknown> = {
  nul: (t) => `${t}\u0000`,
  null: () => null,
  object: () => ({}),
  array: () => [],
  huge: () => HUGE,
  scriptUrl: () => 'javascript:alert(document.cookie)',
  sql: (t) => `${t}' OR '1'='1`,
  nestedJunk: (t) => [{ value: t, junk: HUGE }],
};

/** Plausible values by field name, so that a body gets past the first check and the junk reaches the next. */
function plausible(): Record<string, unknown> {
  return {
    name: 'Harira',
    description: 'Soupe du soir',
    price: 25,
    prix: 12,
    prixActual: 10,
    category: ids.restoCategory,
    categoryId: ids.emCat,
    businessId: ids.resto,
    image: '/uploads/menu_items/a.png',
    logo: 'https://cdn.example.ma/logo.png',
    background: 'https://cdn.example.ma/bg.png',
    options: [{ name: 'Size', multiple: false, is_required: true, option: [{ name: 'L', price: 5 }] }],
    active: true,
    soldOut: false,
    visible: true,
    verified: true,
    email: 'fuzz@example.ma',
    password: 'Fuzz@2026x',
    confirmPassword: 'Fuzz@2026x',
    phone: '0612345678',
    numberPhone: '0612345678',
    role: 'restaurant_owner',
    type: 'restaurant',
    lines: [{ productId: ids.restoItem, quantity: 1 }],
    message: 'Sans oignons',
    schedule: { Monday: [{ opening: '09:00', closing: '12:00' }] },
    isTemporarilyClosed: false,
    openingAllTimes: false,
    contactNumber: '0612345678',
    socialMedia: { ig: 'https://instagram.com/x' },
    delivery: true,
    marque: ['Aicha'],
    N_identité: 'AB123456',
    Date_birth: '1990-01-01',
    scan_Id: '/uploads/card_identit/a.png',
    page: '/faqs',
    reason: 'Rupture',
    minutes: 20,
  };
}

const fieldNames = Object.keys(plausible());
const spoiled = (keep: fc.Arbitrary<string[]>) =>
  fc.record({
    keep,
    spoil: fc.subarray(fieldNames, { minLength: 1, maxLength: 2 }),
    values: fc.array(junk, { minLength: 2, maxLength: 2 }),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 2 }),
  });
/** A whole plausible body with fields spoiled; a partial one; every text poisoned alike; or junk itself. */
const bodyArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: spoiled(fc.constant(fieldNames)) },
  { weight: 2, arbitrary: spoiled(fc.subarray(fieldNames, { minLength: 1 })) },
  {
    weight: 3,
    arbitrary: fc.record({ poison: fc.constantFrom(...Object.keys(POISONS)), fields: fc.subarray(fieldNames, { minLength: 1 }) }),
  },
  { weight: 1, arbitrary: junk.map((value) => ({ raw: value })) },
);
const queryArb = fc.dictionary(
  fc.constantFrom('page', 'pageSize', 'status', 'q', 'from', 'to', 'sort', 'order', 'search', 'limit', 'offset', 'x'),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('-1', '1e9', 'NaN', '\u0000', "' OR 1=1 --", '9'.repeat(40), '2026-13-45', '[]')),
  { maxKeys: 3 },
);

function materialise(sample: unknown): unknown {
  const s = sample as { raw?: unknown; keep?: string[]; spoil?: string[]; values?: unknown[]; extra?: Record<string, unknown> };
  if ('raw' in s) return s.raw;
  const base = plausible();
  const p = sample as { poison?: string; fields?: string[] };
  if (p.poison) {
    for (const field of p.fields!) {
      const poison = POISONS[p.poison]!;
      const value = base[field];
      if (typeof value === 'string') base[field] = poison(value);
      else if (value && typeof value === 'object')
        base[field] = JSON.parse(JSON.stringify(value), (_k, v: unknown) => (typeof v === 'string' ? poison(v) : v));
    }
    return base;
  }
  const body: Record<string, unknown> = {};
  for (const key of s.keep!) body[key] = base[key];
  s.spoil!.forEach((key, i) => (body[key] = s.values![i % s.values!.length]));
  return { ...body, ...s.extra };
}

/**
 * A fingerprint of every table, to tell whether a refused request wrote anything. Not rate_limits: counting
 * refused logins and reset requests is its job; nor the tables the node's own timers write whatever the
 * requests (the job queue marking an earlier order's push done, the node's heartbeat); nor sessions, whose
 * "last seen" any request may move.
 */
async function fingerprint(): Promise<string> {
  const tables = (await fuzz.built.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'jobs', 'node_heartbeats', 'sessions') order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = tables.rows.map(
    (t) =>
      sql`select ${t.table_name} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(t.table_name)} x`,
  );
  const result = (await fuzz.built.ctx.db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { t: string; h: string }[] };
  return result.rows.map((r) => `${r.t}:${r.h}`).join(',');
}

describe('fuzzing every write route', () => {
  it('never answers 5xx, writes nothing on a 4xx, stores no junk, stays healthy', async () => {
    const routes = apiRoutes(fuzz.built.app).filter((r) => r.method !== 'GET' && !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(30);
    const statuses = ['confirmé', 'refusée', 'waiting', 'confirme', 'comming', 'succes', 'new', 'nope', "'; --"];
    let requests = 0;
    const byStatus: Record<number, number> = {};
    const serverErrors: string[] = [];
    const writesOn4xx: string[] = [];
    let before = await fingerprint();

    for (const [r, route] of routes.entries()) {
      const bodies = fc.sample(bodyArb, { numRuns: RUNS, seed: SEED + r });
      const queries = fc.sample(queryArb, { numRuns: RUNS, seed: SEED + 1000 + r });
      for (const [i, sample] of bodies.entries()) {
        const caller = callerOf(route);
        const body = materialise(sample);
        const url = `${pathOf(route, statuses[i % statuses.length]!)}?${new URLSearchParams(queries[i] as Record<string, string>).toString()}`;
        const res = await fuzz.built.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...(caller ? sessions[caller] : {}), 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        });
        requests++;
        byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
        const what = `${route.method} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) serverErrors.push(what);
        // What the answer left running (a reset e-mail's link is stored after the answer) belongs to this request.
        await fuzz.built.ctx.background.settled();
        const after = await fingerprint();
        if (res.statusCode >= 400 && after !== before) writesOn4xx.push(what);
        before = after;
      }
    }

    // Nothing stored is junk: no "[object Object]", no script URL, no oversized text.
    const texts = (await fuzz.built.ctx.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    const junkStored: string[] = [];
    for (const { table_name, column_name } of texts.rows) {
      const col = sql.identifier(column_name);
      const found = (await fuzz.built.ctx.db.execute(sql`
        select left(${col}::text, 120) as v from ${sql.identifier(table_name)}
        where ${col}::text like '%[object Object]%' or length(${col}::text) > ${MAX_STORED_TEXT}
           or (${isUrlColumn(column_name)} and ${col}::text ~* '(javascript|data|vbscript):') limit 3`)) as unknown as {
        rows: { v: string }[];
      };
      for (const row of found.rows) junkStored.push(`${table_name}.${column_name}: ${row.v}`);
    }

    console.info(
      `fuzz: ${requests} requests to ${routes.length} write routes, ${serverErrors.length} server errors, ${writesOn4xx.length} refused requests that wrote, ${junkStored.length} junk values stored; answers by status ${JSON.stringify(byStatus)}`,
    );
    expect(serverErrors.slice(0, 15)).toEqual([]);
    expect(writesOn4xx.slice(0, 15)).toEqual([]);
    expect(junkStored.slice(0, 15)).toEqual([]);

    const health = await fuzz.built.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await loginAs(fuzz.built, DEMO_ACCOUNTS.admin);
  }, 900_000);
});

type JsonSchema = Record<string, unknown>;
interface DocOperation {
  operationId: string;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}

/** Values of every JSON type: for a field, the first its schema refuses is a request the contract calls invalid. */
const WRONG_VALUES: unknown[] = [12345.678, 'not-valid-\u00e9', true, { nested: 1 }, [1, 2], null, -1, 'x'.repeat(6000)];

describe('fuzzing from the contract: every typed field of every JSON body, sent wrong', () => {
  it('is refused (400, or 404 for an object gone) in the error shape the operation declares, and writes nothing', async () => {
    const doc = JSON.parse(openApiText(fuzz.built.app)) as { paths: Record<string, Record<string, DocOperation>> };
    const ajv = new Ajv({ strict: false, allErrors: false });
    const table = apiRoutes(fuzz.built.app);
    let requests = 0;
    let fields = 0;
    const problems: string[] = [];
    const writes: string[] = [];
    let before = await fingerprint();
    for (const [docPath, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
        const url = docPath.replace(/\{(\w+)\}/g, ':$1');
        const route = table.find((r) => r.method === method.toUpperCase() && r.url === url);
        if (!route || SKIPPED.has(`${route.method} ${route.url}`) || Object.keys(properties).length === 0) continue;
        const caller = callerOf(route);
        for (const [field, fieldSchema] of Object.entries(properties)) {
          const validate = ajv.compile(fieldSchema);
          const wrong = WRONG_VALUES.find((value) => !validate(value));
          if (wrong === undefined) continue;
          fields++;
          const body = { ...plausible(), [field]: wrong };
          const res = await fuzz.built.app.inject({
            method: route.method as 'POST',
            url: pathOf(route, 'confirmé'),
            headers: { ...(caller ? sessions[caller] : {}), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          requests++;
          const answer = res.json() as { statusCode?: unknown; message?: unknown; code?: unknown };
          const declared = String(res.statusCode) in op.responses || `${String(res.statusCode)[0]}XX` in op.responses;
          // 404: whose object it is comes first, and the junk fuzzer above may have deleted it (a product, a pack).
          const refused = res.statusCode === 400 || res.statusCode === 404;
          if (!refused || !declared || typeof answer.message !== 'string' || typeof answer.code !== 'string')
            problems.push(`${op.operationId} ${field}=${JSON.stringify(wrong).slice(0, 30)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        await fuzz.built.ctx.background.settled();
        const after = await fingerprint();
        if (after !== before) writes.push(op.operationId);
        before = after;
      }
    }
    console.info(
      `contract fuzz: ${requests} requests, ${fields} typed fields sent wrong, ${problems.length} not refused with a declared 400/404, ${writes.length} operations that wrote`,
    );
    expect(requests).toBeGreaterThan(200);
    expect(problems.slice(0, 15)).toEqual([]);
    expect(writes).toEqual([]);
  }, 900_000);
});
