// GET /api/system/status: the nodes seen in the last minute with their heartbeat, the database and its latency,
// jobs waiting, failures in the last hour on the running nodes, the last backup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { nodeHeartbeats, serverSettings } from '../../server/db/schema';
import { metrics } from '../../server/metrics';
import { createTestApp, DEMO_ACCOUNTS, loginAs, TEST_BACKEND } from './helpers';

const APP_START_MS = 180_000;
let built: BuiltApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  built = await createTestApp({ seed: true });
  admin = await loginAs(built, DEMO_ACCOUNTS.admin);
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

const status = async () => {
  const res = await built.app.inject({ method: 'GET', url: '/api/system/status', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/system/status', () => {
  it('lists this node from its heartbeat, the database reachable, and no backup yet', async () => {
    const answer = await status();
    expect(answer.nodes).toHaveLength(1);
    expect(answer.nodes[0]).toMatchObject({ version: expect.any(String), sockets: 0, host: expect.any(String) });
    expect(answer.database).toMatchObject({ reachable: true, kind: TEST_BACKEND, latencyMs: expect.any(Number) });
    expect(answer.jobsWaiting).toEqual(expect.any(Number));
    expect(answer.lastBackupAt).toBeNull();
  });

  it('leaves out a node whose last heartbeat is over a minute old, and sums the failures of the others', async () => {
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    const recent = new Date().toISOString();
    await built.ctx.db.insert(nodeHeartbeats).values([
      { nodeId: 'gone', host: 'h1', version: '0', startedAt: old, seenAt: old, emailsFailedHour: 7 },
      {
        nodeId: 'other',
        host: 'h2',
        version: '0',
        startedAt: recent,
        seenAt: recent,
        sockets: 3,
        emailsFailedHour: 2,
        pushesFailedHour: 1,
      },
    ]);
    const answer = await status();
    expect(answer.nodes.map((n: { nodeId: string }) => n.nodeId)).not.toContain('gone');
    expect(answer.nodes).toHaveLength(2);
    expect(answer.emailsFailedLastHour).toBe(2);
    expect(answer.pushesFailedLastHour).toBe(1);
    await built.ctx.db.delete(nodeHeartbeats).where(eq(nodeHeartbeats.host, 'h2'));
  });

  it('says when the last backup finished', async () => {
    const at = '2026-11-25T03:15:00.000Z';
    await built.ctx.db.insert(serverSettings).values({ key: 'last_backup', value: JSON.stringify({ at, file: 'x.dump' }) });
    expect((await status()).lastBackupAt).toBe(at);
  });

  it("counts this node's e-mail failures in its next heartbeat", async () => {
    metrics.emailsFailed.inc();
    const { startHeartbeat } = await import('../../server/system/heartbeat');
    const stop = await startHeartbeat(built.ctx);
    const rows = await built.ctx.db.select().from(nodeHeartbeats);
    expect(Math.max(...rows.map((r) => r.emailsFailedHour))).toBeGreaterThanOrEqual(1);
    await stop();
  });
});
