// Migration 0021 on a database the release before it left: money in dirhams, in doubles, numerics and JSON. Every
// amount must come out exactly ×100 as an integer, nothing else may change, and product_sales_daily's trigger must
// keep working in centimes. On PGlite in the PGlite pass, on PostgreSQL in the PostgreSQL pass.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_BACKEND } from './helpers';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../server/db/migrations');
const MIGRATION = '0021_money_centimes';

interface Database {
  rows<T = Record<string, string | null>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database, migrated by the same drizzle migrator server/db/client.ts runs. */
async function emptyDatabase(): Promise<Database> {
  if (TEST_BACKEND === 'postgres') {
    const database = await createTestDatabase();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      rows: async (text, params) => (await client.query(text, params)).rows,
      migrate: (migrationsFolder) => migratePg(drizzlePg(client), { migrationsFolder }),
      close: async () => {
        await client.end();
        await database.drop();
      },
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  return {
    rows: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A copy of the migrations whose journal stops before `tag`, or just after it: the later ones are not this test's. */
async function migrationsUpTo(tag: string, { including }: { including: boolean }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oujda-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 1) throw new Error(`${tag} is not in the journal`);
  journal.entries = journal.entries.slice(0, including ? at + 1 : at);
  await writeFile(file, JSON.stringify(journal));
  return dir;
}

/** Inserts one row, objects and arrays as JSON; answers its id. */
async function insert(db: Database, table: string, row: Record<string, unknown>): Promise<string> {
  const keys = Object.keys(row);
  const values = keys.map((k) => (row[k] !== null && typeof row[k] === 'object' ? JSON.stringify(row[k]) : row[k]));
  const placeholders = keys.map((_, i) => `$${i + 1}`).join(', ');
  const [inserted] = await db.rows<{ id: string }>(
    `insert into ${table} (${keys.map((k) => `"${k}"`).join(', ')}) values (${placeholders}) returning id::text`,
    values,
  );
  return inserted!.id;
}

/**
 * An amount as the old release wrote it (the decimal text of a double or of a JSON number: "19.99",
 * "59.96999999999999") in centimes, worked out on the digits and rounded half away from zero.
 */
function centimesOf(dirhams: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(dirhams);
  if (!match) throw new Error(`Not a decimal amount: ${dirhams}`);
  const [, sign, whole, decimals = ''] = match;
  const digits = decimals.padEnd(3, '0');
  const value = BigInt(whole!) * 100n + BigInt(digits.slice(0, 2)) + (digits[2]! >= '5' ? 1n : 0n);
  return sign ? -value : value;
}

/** The money columns, with the key their rows are told apart by. */
const MONEY: Record<string, { key: string; columns: string[]; json?: string }> = {
  catalogue_items: { key: 'id::text', columns: ['price'], json: 'options' },
  packs: { key: 'id::text', columns: ['price'], json: 'options' },
  rider_payments: { key: 'id::text', columns: ['amount'] },
  orders: { key: 'id::text', columns: ['delivery_fee', 'total_prix', 'prix_actual'], json: 'lines' },
  em_products: { key: 'id::text', columns: ['prix', 'prix_actual'] },
  product_sales_daily: { key: `business_id || '/' || day || '/' || product_id`, columns: ['revenue', 'prix'] },
};

/** Every amount, JSON document and other field of the money tables, as text, by table and row key. */
async function snapshot(db: Database) {
  const columns: Record<string, Record<string, string | null>> = {};
  const amounts: Record<string, string | null> = {};
  const json: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [table, { key, columns: names, json: doc }] of Object.entries(MONEY)) {
    for (const c of await db.rows<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
      `select column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' and table_name = $1 and column_name = any($2::text[])`,
      [table, names],
    ))
      columns[`${table}.${c.column_name}`] = { type: c.data_type, nullable: c.is_nullable, default: c.column_default };
    const left = [...names, ...(doc ? [doc] : [])].map((n) => `'${n}'`).join(', ');
    const select = names.map((n) => `${n}::text as "${n}"`).join(', ');
    for (const row of await db.rows(
      `select ${key} as key, ${select}, ${doc ? `${doc}::text` : 'null'} as doc, (to_jsonb(t) - array[${left}])::text as rest
       from ${table} t`,
    )) {
      for (const n of names) amounts[`${table}.${n} ${row.key}`] = row[n] ?? null;
      if (doc) json[`${table}.${doc} ${row.key}`] = row.doc!;
      rest[`${table} ${row.key}`] = row.rest!;
    }
  }
  return { columns, amounts, json, rest };
}

type Json = Record<string, unknown>;
const asCentimes = (v: unknown) => (typeof v === 'number' ? Number(centimesOf(String(v))) : v);
/** `item` with each of `keys` in centimes, every key in its place. */
const priced = (item: Json, keys: string[]): Json =>
  Object.fromEntries(Object.entries(item).map(([k, v]) => [k, keys.includes(k) ? asCentimes(v) : v]));
/** Options with their choices (under `choicesKey`) priced in centimes. */
const optionsInCentimes = (options: Json[], choicesKey: string) =>
  options.map((o) => ({ ...o, [choicesKey]: (o[choicesKey] as Json[]).map((c) => priced(c, ['price'])) }));
/** What migration 0021 should make of each old JSON document. */
const expectedJson = (column: string, doc: unknown) =>
  column === 'orders.lines'
    ? (doc as Json[]).map((l) => ({ ...priced(l, ['prix', 'prixTotal']), options: optionsInCentimes(l.options as Json[], 'choices') }))
    : optionsInCentimes(doc as Json[], 'option');

const ORDER_DAY = '2026-11-20';

describe('migration 0021: money in whole centimes', () => {
  let db: Database;
  let oldMigrations: string;
  let newMigrations: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let after: Awaited<ReturnType<typeof snapshot>>;
  let restaurant: string;
  let pizza: string;

  beforeAll(async () => {
    [db, oldMigrations] = await Promise.all([emptyDatabase(), migrationsUpTo(MIGRATION, { including: false })]);
    await db.migrate(oldMigrations);

    const [owner, grocer, rider, client, admin] = await Promise.all(
      ['restaurant', 'store', 'rider', 'client', 'admin'].map((role) =>
        insert(db, 'users', { name: role, email: `${role}@demo.ma`, password_hash: '-', role, verified: true }),
      ),
    );
    const location = { type: 'Point', coordinates: [-1.908, 34.681] };
    restaurant = await insert(db, 'businesses', { type: 'restaurant', owner_id: owner, name: 'Dar Zitoun', location });
    await insert(db, 'businesses', { type: 'store', owner_id: grocer, name: 'Hanout', location });
    const category = await insert(db, 'catalogue_categories', { business_id: restaurant, name: 'Pizzas' });
    const item = (name: string, price: number, options: Json[] = []) =>
      insert(db, 'catalogue_items', { business_id: restaurant, category_id: category, name, price, options });
    const size = {
      name: 'Size',
      multiple: false,
      is_required: true,
      option: [
        { name: 'Regular', price: 0 },
        { name: 'Large', price: 12.5 },
      ],
    };
    const extras = {
      name: 'Extras',
      multiple: true,
      is_required: false,
      option: [
        { name: 'Cheese', price: 0.1 },
        { name: 'Olives', price: 4.35 },
        { name: 'Harissa', price: null },
        { name: 'Mint' },
        { name: 'Legacy', price: 0.1 + 0.2 },
      ],
    };
    pizza = await item('Margherita', 19.99, [size, extras]);
    const kefta = await item('Kefta tagine', 45.05, [extras]);
    const grand = await item('Méchoui for 40', 99999.99);
    await Promise.all([item('Bread', 0.01), item('Water', 0), item('Harira', 1.15)]);
    // Every centime from 0.00 to 99.99 dh: each ending a double can get wrong (x.x5, x.99, 0.29…).
    await db.rows(
      `insert into catalogue_items (business_id, category_id, name, price)
       select $1, $2, 'Sweep ' || i, (i / 100.0)::float8 from generate_series(0, 9999) i`,
      [restaurant, category],
    );
    const pack = await insert(db, 'packs', {
      business_id: restaurant,
      business_type: 'restaurant',
      name: 'Family pack',
      price: 180.05,
      options: [
        {
          name: 'Pizzas',
          multiple: true,
          is_required: true,
          option: [
            { name: 'Four cheeses', price: 10.15 },
            { name: 'Seafood', price: 19.99 },
          ],
        },
      ],
    });
    await insert(db, 'packs', { business_id: restaurant, business_type: 'restaurant', name: 'Duo', price: 0.99 });

    const main = await insert(db, 'em_main_categories', { name: 'Fresh food' });
    const sub = await insert(db, 'em_sub_categories', { main_category_id: main, name: 'Fruits & vegetables' });
    const emCategory = await insert(db, 'em_categories', { sub_category_id: sub, name: 'Fruits' });
    const product = (name: string, prix: number, prix_actual: number) =>
      insert(db, 'em_products', { category_id: emCategory, name, prix, prix_actual });
    const oranges = await product('Oranges 1 kg', 8.95, 6.35);
    await Promise.all([product('Saffron 1 kg', 99999.99, 0.01), product('Sample', 0, 0), product('Mint', 1.15, 0.29)]);

    const payment = await insert(db, 'rider_payments', { rider_id: rider, amount: 1234.55, paid_by: admin });
    await Promise.all([0.01, 99999.99, 15].map((amount) => insert(db, 'rider_payments', { rider_id: rider, amount, paid_by: admin })));

    const line = (
      productId: string,
      name: string,
      prix: number,
      quantity: number,
      prixTotal: number,
      options: Json[] = [],
      more: Json = {},
    ) => ({
      productId,
      name,
      image: '/demo/pizza.svg',
      prix,
      quantity,
      options,
      prixTotal,
      ...more,
    });
    const order = (at: string, status: string, lines: Json[], delivery_fee: number, total_prix: number, more: Json = {}) =>
      insert(db, 'orders', {
        kind: 'restaurant',
        business_id: restaurant,
        user_id: client,
        number_phone: '0612345678',
        lines,
        delivery_fee,
        total_prix,
        status_orders: status,
        created_at: `${ORDER_DAY}T${at}Z`,
        ...more,
      });
    const cheese = { name: 'Extras', choices: [{ name: 'Cheese', price: 0.1 }] };
    await order(
      '12:00:00',
      'succes',
      [line(pizza, 'Margherita', 19.99, 3, 60.27, [cheese], { stockTaken: true }), line(kefta, 'Kefta tagine', 45.05, 1, 45.05)],
      10,
      115.32,
      {
        rider_id: rider,
        payment_id: payment,
      },
    );
    const large = { name: 'Size', choices: [{ name: 'Large', price: 12.5 }] };
    const olives = { name: 'Extras', choices: [{ name: 'Olives', price: 4.35 }, { name: 'Harissa', price: null }, { name: 'Mint' }] };
    await order('13:00:00', 'succes', [line(pizza, 'Margherita', 19.99, 1, 36.84, [large, olives])], 15.5, 52.34);
    // Line totals an older release multiplied in floating point: 139.92999999999998 and 0.30000000000000004.
    await order(
      '14:00:00',
      'succes',
      [line(pizza, 'Margherita', 19.99, 7, 19.99 * 7), line(kefta, 'Kefta tagine', 0.1, 3, 0.1 * 3)],
      7.99,
      148.22,
    );
    await order(
      '15:00:00',
      'new',
      Array.from({ length: 5 }, () => line(grand, 'Méchoui for 40', 99999.99, 50, 4999999.5)),
      0.01,
      24999997.51,
    );
    await order('16:00:00', 'refusée', [line(pizza, 'Margherita', 0, 1, 0)], 0, 0);
    await order('17:00:00', 'succes', [], 10, 200.2, { type_order: 'pack', pack_id: pack, message: 'Pizzas: Four cheeses' });
    await order('18:00:00', 'succes', [line(oranges, 'Oranges 1 kg', 8.95, 2, 17.9)], 10, 27.9, {
      kind: 'grocery',
      business_id: null,
      prix_actual: 12.7,
    });

    before = await snapshot(db);
    newMigrations = await migrationsUpTo(MIGRATION, { including: true });
    await db.migrate(newMigrations);
    after = await snapshot(db);
  });

  afterAll(async () => {
    await db?.close();
    for (const dir of [oldMigrations, newMigrations]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('stores every amount column as bigint centimes, exactly ×100, with its default and NOT NULL kept', () => {
    for (const [column, was] of Object.entries(before.columns)) {
      expect(['double precision', 'numeric'], column).toContain(was.type);
      expect(after.columns[column], column).toEqual({ ...was, type: 'bigint' });
    }
    expect(Object.keys(after.columns)).toHaveLength(10);
    const expected = Object.fromEntries(Object.entries(before.amounts).map(([k, v]) => [k, v === null ? null : String(centimesOf(v))]));
    expect(Object.keys(after.amounts).length).toBeGreaterThan(10_000);
    expect(after.amounts).toEqual(expected);
    expect(after.amounts[`catalogue_items.price ${pizza}`]).toBe('1999');
  });

  it('turns every price in the JSON columns into centimes, leaving every other key and the order of every list', () => {
    const expected = Object.fromEntries(
      Object.entries(before.json).map(([k, doc]) => [k, JSON.stringify(expectedJson(k.split(' ')[0]!, JSON.parse(doc)))]),
    );
    const migrated = Object.fromEntries(Object.entries(after.json).map(([k, doc]) => [k, JSON.stringify(JSON.parse(doc))]));
    expect(migrated).toEqual(expected);
    const options = JSON.parse(after.json[`catalogue_items.options ${pizza}`]!) as { option: Json[] }[];
    expect(options[1]!.option).toEqual([
      { name: 'Cheese', price: 10 },
      { name: 'Olives', price: 435 },
      { name: 'Harissa', price: null },
      { name: 'Mint' },
      { name: 'Legacy', price: 30 },
    ]);
  });

  it('changes nothing else in those tables', () => {
    expect(after.rest).toEqual(before.rest);
  });

  it("keeps each item order's total equal to its lines plus the delivery fee: to the centime before, exactly after", async () => {
    const items = await db.rows<{ key: string }>(`select id::text as key from orders where type_order = 'order'`);
    expect(items).toHaveLength(6);
    for (const { key } of items) {
      const lines = (version: typeof before) =>
        JSON.parse(version.json[`orders.lines ${key}`]!) as {
          prix: number;
          quantity: number;
          prixTotal: number;
          options: { choices: { price?: number | null }[] }[];
        }[];
      const amount = (version: typeof before, column: string) => version.amounts[`orders.${column} ${key}`]!;
      const inCentimes = (n: number | null | undefined) => centimesOf(String(n ?? 0));
      for (const l of lines(before))
        expect(centimesOf(String(l.prixTotal))).toBe(
          (inCentimes(l.prix) + l.options.flatMap((o) => o.choices).reduce((s, c) => s + inCentimes(c.price), 0n)) * BigInt(l.quantity),
        );
      expect(centimesOf(amount(before, 'total_prix'))).toBe(
        lines(before).reduce((s, l) => s + centimesOf(String(l.prixTotal)), 0n) + centimesOf(amount(before, 'delivery_fee')),
      );
      for (const l of lines(after)) {
        expect(Number.isSafeInteger(l.prixTotal)).toBe(true);
        expect(l.prixTotal).toBe((l.prix + l.options.flatMap((o) => o.choices).reduce((s, c) => s + (c.price ?? 0), 0)) * l.quantity);
      }
      expect(BigInt(amount(after, 'total_prix'))).toBe(
        lines(after).reduce((s, l) => s + BigInt(l.prixTotal), 0n) + BigInt(amount(after, 'delivery_fee')),
      );
    }
  });

  it('keeps product_sales_daily equal to the delivered lines, and its trigger keeps it in centimes afterwards', async () => {
    const summary = () =>
      db.rows(`select product_id, units::text, revenue::text, lines::text, prix::text from product_sales_daily order by product_id`);
    const fromLines = await db.rows(`
      select l->>'productId' as product_id, sum((l->>'quantity')::int)::text as units, sum((l->>'prixTotal')::bigint)::text as revenue,
             count(*)::text as lines, (array_agg(l->>'prix' order by o.created_at desc, n desc))[1] as prix
      from orders o cross join lateral jsonb_array_elements(o.lines) with ordinality as x(l, n)
      where o.status_orders = 'succes' and o.type_order = 'order' and o.business_id is not null
      group by 1 order by 1`);
    const kept = await summary();
    expect(kept).toHaveLength(2);
    expect(kept).toEqual(fromLines);

    const pizzaRow = kept.find((r) => r.product_id === pizza)!;
    const line = { productId: pizza, name: 'Margherita', image: '/demo/pizza.svg', prix: 2150, quantity: 2, options: [], prixTotal: 4300 };
    const fresh = { ...line, productId: 'gone-from-the-catalogue', prix: 5, quantity: 1, prixTotal: 5 };
    const id = await insert(db, 'orders', {
      kind: 'restaurant',
      business_id: restaurant,
      lines: [line, fresh],
      delivery_fee: 1000,
      total_prix: 5305,
      status_orders: 'succes',
      created_at: `${ORDER_DAY}T19:00:00Z`,
    });
    const delivered = await summary();
    expect(delivered.find((r) => r.product_id === pizza)).toEqual({
      product_id: pizza,
      units: String(Number(pizzaRow.units) + 2),
      revenue: String(BigInt(pizzaRow.revenue!) + 4300n),
      lines: String(Number(pizzaRow.lines) + 1),
      prix: '2150',
    });
    expect(delivered.find((r) => r.product_id === fresh.productId)).toMatchObject({ units: '1', revenue: '5', lines: '1', prix: '5' });

    await db.rows(`update orders set status_orders = 'refusée' where id = $1`, [id]);
    expect(await summary()).toEqual(kept);
  });
});
