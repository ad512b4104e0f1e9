// A node closing while socket.io's PostgreSQL adapter is still taking its LISTEN connection (a node stopped
// right after it started, or during a reconnection): the adapter checks the connection out only after its own
// close ran, so nobody would ever give it back, and the node's shutdown waited for it forever.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { createLiveEventsPool } from '../../server/liveEventsPool';
import { createTestDatabase, TEST_BACKEND } from './helpers';

const HUNG_MS = 10_000;
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(() => 'closed' as const),
    new Promise<'still waiting'>((resolve) => setTimeout(resolve, ms, 'still waiting')),
  ]);

describe.runIf(TEST_BACKEND === 'postgres')('the live events pool', () => {
  it('closes when the node stops while its LISTEN connection is being set up', async () => {
    const database = await createTestDatabase();
    try {
      for (let i = 0; i < 5; i++) {
        const events = createLiveEventsPool(database.url, () => {});
        const io = new Server(createServer());
        io.adapter(events.adapter);
        await new Promise<void>((resolve) => void io.close(() => resolve()));
        expect(await within(events.end(), HUNG_MS)).toBe('closed');
      }
    } finally {
      await database.drop();
    }
  }, 90_000);
});
