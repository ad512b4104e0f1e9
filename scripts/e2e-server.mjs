// Builds the SPA into a folder of its own and starts the reference API on E2E_PORT over a fresh data
// directory, exactly as `npm start` does on a new machine. With E2E_DIST it serves that build instead of
// making one (the second worker's server serves the first one's).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const root = path.resolve(import.meta.dirname, '..');
const work = path.join(root, '.e2e', port);
const outDir = process.env.E2E_DIST || path.join(work, 'dist');
const dataDir = path.join(work, 'data');
rmSync(work, { recursive: true, force: true });

if (!process.env.E2E_DIST) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  // DATABASE_URL is left out: the end-to-end tests run on their own embedded database, never on a real one.
  env: {
    ...process.env,
    DATABASE_URL: '',
    // The demo admin signs in with its password alone, whatever the shell exported.
    ADMIN_TWO_FACTOR: 'optional',
    PORT: port,
    DATA_DIR: dataDir,
    STATIC_DIR: outDir,
    PUBLIC_URL: `http://localhost:${port}`,
    LOG: 'false',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
