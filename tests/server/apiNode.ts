import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');

/** Until `check` answers something, or fail after `ms` saying what was awaited. */
export async function waitFor<T>(check: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface ApiNode {
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
  stop(): Promise<void>;
}

/** One API node as a real process (node + tsx's loader, as `npm run serve` runs it), healthy before it returns. */
export async function startApiNode(env: Record<string, string>, startMs = 170_000): Promise<ApiNode> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: 'false', ...env };
  delete childEnv.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (gone) throw new Error(`node on ${port} exited: ${output.join('')}`);
      return fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    startMs,
    `the node on port ${port}`,
  );
  return {
    url,
    process: child,
    exited,
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
