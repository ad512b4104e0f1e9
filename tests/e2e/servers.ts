import path from 'node:path';

/**
 * The end-to-end servers: worker i of a run talks to a server of its own on E2E_PORT + i, over a data
 * directory of its own (scripts/e2e-server.mjs), so two workers never see each other's orders. The SPA is
 * built once, into the first server's folder.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** Set by Playwright in each worker process; the main process (which starts the servers) has none. */
export const workerPort = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const workerOrigin = `http://localhost:${workerPort}`;

const root = path.resolve(import.meta.dirname, '../..');
export const serverDir = (port: number) => path.join(root, '.e2e', String(port));
export const distDir = path.join(serverDir(BASE_PORT), 'dist');
