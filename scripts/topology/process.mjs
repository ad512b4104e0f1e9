// Child processes of the topology: each writes its output to a log file of its own, is waited for (a port, a
// health check), and stops with the signal its program treats as a clean shutdown.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { connect } from 'node:net';

export const isRoot = process.getuid?.() === 0;

/**
 * PostgreSQL and PgBouncer refuse to run as root: as root they run as Debian's `postgres` user, spawned with its
 * uid and gid directly (not through runuser or su, which would stand between the signals and the program).
 */
export function serviceUser() {
  if (!isRoot) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g'), env: { ...process.env, HOME: '/var/lib/postgresql', USER: 'postgres' } };
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.error?.message ?? (result.stderr || result.stdout)}`);
  return result.stdout;
}

export async function waitFor(check, { ms = 60_000, what, every = 100 }) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

export const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A long-running program: start() spawns it (output appended to `logFile`) and waits for `ready`; stop() sends
 * `stopSignal` and waits for it to exit; restart() is both.
 */
export function service(name, { command, args, env, cwd, logFile, ready, stopSignal = 'SIGTERM', user = {} }) {
  let child = null;
  let exited = null;
  const state = {
    name,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const fd = openSync(logFile, 'a');
      child = spawn(command, args, { cwd, env, ...user, stdio: ['ignore', fd, fd] });
      closeSync(fd);
      exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
      const failed = exited.then((code) => {
        throw new Error(`${name} exited (${code}) before it was ready; see ${logFile}`);
      });
      await Promise.race([waitFor(ready, { ms: 120_000, what: name }), failed]);
      failed.catch(() => {});
    },
    async stop(signal = stopSignal) {
      if (!state.running) return;
      child.kill(signal);
      await exited;
    },
    async restart() {
      await state.stop();
      await state.start();
    },
  };
  return state;
}
