// `npm run topology`: the production topology on this machine's loopback (see scripts/topology/index.mjs and
// README "Production topology"), in .topology/ (TOPOLOGY_DIR), ports from 3600 (TOPOLOGY_PORT). Ctrl-C stops it.
import path from 'node:path';
import { MissingPackages } from './topology/packages.mjs';
import { startTopology } from './topology/index.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.env.TOPOLOGY_DIR ?? path.join(root, '.topology'));
const base = Number(process.env.TOPOLOGY_PORT ?? 3600);

let topology;
try {
  topology = await startTopology({ dir, base, log: (line) => console.log(`topology: ${line}`) });
} catch (error) {
  console.error(`topology: ${error.message}`);
  process.exit(error instanceof MissingPackages ? 3 : 1);
}
const { urls, ports } = topology;
console.log(`
  The back-office   ${urls.app}   (self-signed certificate: ${path.join(dir, 'tls', 'cert.pem')})
  nginx → nodes     127.0.0.1:${ports.nodeA} (node A), 127.0.0.1:${ports.nodeB} (node B)
  PgBouncer         127.0.0.1:${ports.pgbouncer} (transaction mode) → PostgreSQL 127.0.0.1:${ports.postgres}
  Prometheus        ${urls.prometheus}   (targets: ${urls.prometheus}/targets, alerts: ${urls.prometheus}/alerts)
  Logs              ${dir}/*.log, ${dir}/nginx/logs/
  Ctrl-C stops everything; the database stays in ${dir}/pg for the next run.
`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    console.log('topology: stopping…');
    await topology.stop();
    process.exit(0);
  });
