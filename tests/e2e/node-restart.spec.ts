// A desk whose API node is restarted (SIGTERM, then the node starts again on the same address and data, as a
// deploy does) says "Reconnecting…" while it is away, comes back by itself and shows the next order without a
// reload. The node is a server of this test's own (the shared e2e server is not restarted), over the SPA the
// e2e server built, on a fresh embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, shot } from './helpers';
import { distDir } from './servers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(240_000);
type Json = Record<string, any>;

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** One API node on `port` over `dataDir`; resolves once its health check is green. */
async function startNode(port: number, dataDir: string): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      LOG: 'false',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 180_000 },
    )
    .toBe(200);
  return { child, exited };
}

test('a desk whose node restarts says "Reconnecting…", comes back by itself and shows the next order without a reload', async ({
  page,
}) => {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oujda-e2e-restart-'));
  let node = await startNode(port, dataDir);
  try {
    const post = async (route: string, body: unknown, token?: string, method = 'POST') => {
      const res = await fetch(`${base}/api${route}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const owner = (await post('/auth/login', { email: 'resto@demo.ma', password: DEMO_PASSWORD })).body;
    const client = (await post('/auth/login', { email: 'client@demo.ma', password: DEMO_PASSWORD })).body.token as string;
    const business = (await (
      await fetch(`${base}/api/restaurant/getByOwner/${owner.user._id}`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).json()) as Json;
    expect((await post(`/restaurant/update/${business._id}`, { openingAllTimes: true }, owner.token, 'PUT')).status).toBe(200);
    const history = (await (
      await fetch(`${base}/api/orders/restaurant/${business._id}?status=succes`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).json()) as Json;
    const productId = history.orders.flatMap((o: Json) => o.orders).find((l: Json) => l.product._id.name === 'Mint tea').product._id._id;
    const placeOrder = async () => {
      const res = await post(
        '/client/orders',
        { type: 'restaurant', businessId: business._id, lines: [{ productId, quantity: 1 }], numberPhone: '0611223344' },
        client,
      );
      expect(res.status).toBe(201);
      return res.body.order as Json;
    };

    // Signed in on this node (the SPA keeps its token in the `token` cookie), not on the shared e2e server.
    await page.context().addCookies([{ name: 'token', value: owner.token, url: base }]);
    await page.goto(`${base}/orders/now`);
    const newTable = page.locator('.ant-card', { hasText: 'New orders' }).locator('table');
    const first = await placeOrder();
    await expect(newTable.locator(`tr[data-order="${first.commandNumber}"]`)).toBeVisible();
    await expect(page.getByText('Reconnecting…')).toBeHidden();

    node.child.kill('SIGTERM');
    expect(await node.exited).toBe(0);
    await expect(page.getByText('Reconnecting…')).toBeVisible();
    await shot(page, 'orders-node-restart-reconnecting-desktop');

    node = await startNode(port, dataDir);
    // Placed as soon as the node is back, maybe before the desk is: live or through the catch-up, it shows.
    const next = await placeOrder();
    await expect(newTable.locator(`tr[data-order="${next.commandNumber}"]`)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Reconnecting…')).toBeHidden();
    const after = await placeOrder();
    await expect(newTable.locator(`tr[data-order="${after.commandNumber}"]`)).toBeVisible();
  } finally {
    node.child.kill('SIGTERM');
    await node.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
