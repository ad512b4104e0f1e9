// The restore drill: `npm run backup` while orders are being placed, `npm run restore` into a new database, and
// every order acknowledged before the backup started is there, with the images. A non-empty database is refused.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueItems } from '../../server/db/schema';
import { createTestApp, createTestDatabase, DEMO_ACCOUNTS, loginAs, TEST_BACKEND } from './helpers';

const START_MS = 180_000;
const root = path.resolve(import.meta.dirname, '../..');

/** Runs one of our scripts with DATABASE_URL set, as an operator would; resolves with its exit code and output. */
function script(name: string, args: string[], databaseUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: databaseUrl, REALTIME_DATABASE_URL: undefined };
    const child = spawn(process.execPath, [path.join(root, 'scripts', name), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function rows<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(TEST_BACKEND !== 'postgres')('backup and restore on PostgreSQL', () => {
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let restored: Awaited<ReturnType<typeof createTestDatabase>>;
  let built: BuiltApp;
  let dir: string;

  beforeAll(async () => {
    [source, restored] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    built = await createTestApp({ databaseUrl: source.url });
    dir = await mkdtemp(path.join(tmpdir(), 'oujda-backup-'));
  }, START_MS);
  afterAll(async () => {
    await built?.app.close();
    await Promise.all([source?.drop(), restored?.drop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps every order acknowledged before the backup started, and the images; refuses a database that holds data', async () => {
    const [client, resto] = await Promise.all([loginAs(built, DEMO_ACCOUNTS.client), loginAs(built, DEMO_ACCOUNTS.restaurant)]);
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
    const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, business!._id));
    const item = items.find((i) => !i.active && !i.soldOut && i.options.length === 0)!;
    const acked: { id: string; at: number }[] = [];
    let placing = true;
    const placer = (async () => {
      while (placing) {
        const res = await built.app.inject({
          method: 'POST',
          url: '/api/client/orders',
          headers: client.headers,
          payload: {
            type: 'restaurant',
            businessId: business!._id,
            lines: [{ productId: item._id, quantity: 1 }],
            numberPhone: '0612345678',
          },
        });
        expect(res.statusCode).toBe(201);
        acked.push({ id: res.json().order._id, at: Date.now() });
      }
    })();
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((r) => setTimeout(r, 10));
    };
    await until(() => acked.length >= 10);

    const file = path.join(dir, 'drill.dump');
    const backupStarted = Date.now();
    const backup = await script('backup.mjs', [file], source.url);
    const duringBackup = acked.filter((o) => o.at >= backupStarted).length;
    placing = false;
    await placer;
    expect(backup.code, backup.output).toBe(0);
    const before = acked.filter((o) => o.at < backupStarted);

    const restore = await script('restore.mjs', [file], restored.url);
    expect(restore.code, restore.output).toBe(0);
    const ids = new Set((await rows<{ id: string }>(restored.url, 'select id from orders')).map((r) => r.id));
    const missing = before.filter((o) => !ids.has(o.id));
    expect(missing).toEqual([]);
    const images = async (url: string) => (await rows<{ n: number }>(url, 'select count(*)::int as n from images'))[0]!.n;
    expect(await images(restored.url)).toBe(await images(source.url));
    console.log(
      `restore drill: ${before.length} orders acknowledged before the backup, all restored; ${duringBackup} placed while it ran; ${ids.size} orders in the copy; ${backup.output.trim()}; ${restore.output.trim()}`,
    );

    const [last] = await rows<{ value: string }>(source.url, "select value from server_settings where key = 'last_backup'");
    expect(JSON.parse(last!.value)).toMatchObject({ file: 'drill.dump', at: expect.any(String) });

    const again = await script('restore.mjs', [file], restored.url);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/refused, the database already has \d+ tables/);
  });
});
