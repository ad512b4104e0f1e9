import type { FastifyInstance } from 'fastify';
import { desc, eq, gt, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { NODE_SEEN_WITHIN_MS } from '../../src/domain/system';
import { ref } from '../answers';
import type { AppContext } from '../context';
import { pingDatabase } from '../db/client';
import { nodeHeartbeats, serverSettings } from '../db/schema';
import { typed } from '../schemas';
import { SystemStatus } from './answers';
import { startHeartbeat } from './heartbeat';

/** The key `npm run backup` writes when a backup is complete (scripts/backup/database.mjs). */
const LAST_BACKUP_KEY = 'last_backup';

/** GET /system/status: the admins' view of the running service (nodes, database, jobs, failures, backups). */
export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const stopHeartbeat = await startHeartbeat(ctx);
  app.addHook('onClose', stopHeartbeat);

  typed(app).get(
    '/api/system/status',
    {
      config: { access: { roles: ['admin'] } },
      schema: { operationId: 'getSystemStatus', summary: "Read the nodes' and jobs' status", response: { 200: ref(SystemStatus) } },
    },
    async (): Promise<Static<typeof SystemStatus>> => {
      const started = performance.now();
      const ping = await pingDatabase(ctx.db, 1_000);
      const latencyMs = ping.ok ? Math.round((performance.now() - started) * 10) / 10 : null;
      const database = { reachable: ping.ok, latencyMs, kind: ctx.database.kind };
      const checkedAt = new Date().toISOString();
      if (!ping.ok)
        return { checkedAt, nodes: [], database, jobsWaiting: null, emailsFailedLastHour: 0, pushesFailedLastHour: 0, lastBackupAt: null };
      const since = new Date(Date.now() - NODE_SEEN_WITHIN_MS).toISOString();
      const [nodes, jobs, backup] = await Promise.all([
        ctx.db.select().from(nodeHeartbeats).where(gt(nodeHeartbeats.seenAt, since)).orderBy(desc(nodeHeartbeats.startedAt)),
        ctx.db.execute(sql`select count(*)::int as n from jobs where done_at is null and run_at <= now()`),
        ctx.db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, LAST_BACKUP_KEY)),
      ]);
      const sum = (pick: (n: (typeof nodes)[number]) => number) => nodes.reduce((total, n) => total + pick(n), 0);
      return {
        checkedAt,
        nodes: nodes.map(({ nodeId, host, version, startedAt, seenAt, sockets }) => ({
          nodeId,
          host,
          version,
          startedAt: new Date(startedAt).toISOString(),
          seenAt: new Date(seenAt).toISOString(),
          sockets,
        })),
        database,
        jobsWaiting: (jobs as unknown as { rows: { n: number }[] }).rows[0]!.n,
        emailsFailedLastHour: sum((n) => n.emailsFailedHour),
        pushesFailedLastHour: sum((n) => n.pushesFailedHour),
        lastBackupAt: backup[0] ? ((JSON.parse(backup[0].value) as { at?: string }).at ?? null) : null,
      };
    },
  );
}
