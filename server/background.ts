import type { FastifyBaseLogger } from 'fastify';

/** Work that goes on after the answer was sent (an e-mail), awaited on close and by tests. */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running = task()
        .catch((error: Error) => log.error({ err: { type: error.name, message: error.message } }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
