// Debian's real parts for `npm run topology`: found where Debian installs them, installed with apt-get when
// missing and we are root. Anything else is a MissingPackages error that says the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class MissingPackages extends Error {}

/** The newest /usr/lib/postgresql/<version>/bin with a server in it, or null. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(base, version, 'bin') : null;
}

const where = {
  postgresql: () => postgresBin(),
  pgbouncer: () => (existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : null),
  nginx: () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null),
  prometheus: () => (existsSync('/usr/bin/prometheus') && existsSync('/usr/bin/promtool') ? '/usr/bin' : null),
};

/** Paths of every part: { postgres: bin folder, pgbouncer, nginx, prometheus, promtool }. */
export function ensurePackages(log = console.log) {
  const missing = Object.keys(where).filter((name) => !where[name]());
  if (missing.length) {
    const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
    const isRoot = process.getuid?.() === 0;
    const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
    if (!isRoot || !hasApt)
      throw new MissingPackages(`Missing Debian packages: ${missing.join(', ')}. Run: sudo apt-get update && sudo ${command}`);
    log(`Installing Debian's ${missing.join(', ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // Installing must not start the packages' own services on their usual ports (80, 5432, 6432, 9090):
    // Debian's policy-rc.d convention, for the length of the install only.
    const policy = '/usr/sbin/policy-rc.d';
    const ownPolicy = !existsSync(policy);
    if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      for (const args of [
        ['update', '-q'],
        ['install', '-y', '-q', '--no-install-recommends', ...missing],
      ]) {
        const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
        if (result.status !== 0) throw new MissingPackages(`apt-get ${args.join(' ')} failed; run it yourself: ${command}`);
      }
    } finally {
      if (ownPolicy) rmSync(policy, { force: true });
    }
    const still = Object.keys(where).filter((name) => !where[name]());
    if (still.length) throw new MissingPackages(`Still missing after apt-get: ${still.join(', ')}`);
  }
  return {
    postgres: where.postgresql(),
    pgbouncer: where.pgbouncer(),
    nginx: where.nginx(),
    prometheus: '/usr/bin/prometheus',
    promtool: '/usr/bin/promtool',
  };
}
