import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tests/server/helpers';

const root = path.resolve(import.meta.dirname, '..');

export interface ApiNode {
  url: string;
  child: ChildProcess;
}

/** One real API node (`server/index.ts`) on a free loopback port, answered health before it is returned. */
export async function startNode(env: Record<string, string>): Promise<ApiNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: 'false',
      LOGIN_RATE_LIMIT: '100000',
      STATIC_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('node exited');
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
}
