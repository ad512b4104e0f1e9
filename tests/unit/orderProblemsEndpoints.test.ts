import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';

/** What the SPA sends for an order gone wrong: each action's path and body, and a refund's Idempotency-Key. */
let calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url: String(url),
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const provider = createDataProvider();
const send = (url: string, method: 'get' | 'post' | 'put', meta: Record<string, unknown>, payload?: object) =>
  provider.custom!({ url, method, meta, payload });

describe('order problems endpoints', () => {
  it('reads an order’s problems and cancels or changes it by its id', async () => {
    await send('orderProblems.get', 'get', { id: 'o-1', status: 'waiting', version: 1 });
    await send('orderProblems.cancel', 'post', { id: 'o-1' }, { reason: 'tooBusy' });
    await send('orderProblems.edit', 'post', { id: 'o-1' }, { lines: [{ line: 1, quantity: 0 }] });
    expect(calls.map((c) => [c.method, c.url.replace(/^.*\/api/, ''), c.body])).toEqual([
      ['GET', '/orders/o-1/problems', undefined],
      ['POST', '/orders/o-1/cancel', { reason: 'tooBusy' }],
      ['POST', '/orders/o-1/edit', { lines: [{ line: 1, quantity: 0 }] }],
    ]);
  });

  it('sends a refund with its dialog’s Idempotency-Key, and no key header when there is none', async () => {
    const body = { lines: [{ line: 0, quantity: 1, reason: 'missing' }] };
    await send('orderProblems.refund', 'post', { id: 'o-1', idempotencyKey: 'k-123' }, body);
    await send('orderProblems.refund', 'post', { id: 'o-1' }, body);
    expect(calls[0]).toMatchObject({ method: 'POST', body, headers: { 'Idempotency-Key': 'k-123' } });
    expect(calls[0]!.url).toMatch(/\/api\/admin\/orders\/o-1\/refunds$/);
    expect(calls[1]!.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('changes who pays and disputes a refund by the refund’s id', async () => {
    await send('orderProblems.liability', 'put', { id: 'o-1' }, { refundId: 'r-1', liable: 'platform', note: 'Courier error' });
    await send('orderProblems.dispute', 'post', { refundId: 'r-1' }, { comment: 'It was in the bag' });
    expect(calls.map((c) => [c.method, c.url.replace(/^.*\/api/, '')])).toEqual([
      ['PUT', '/admin/orders/o-1/liability'],
      ['POST', '/refunds/r-1/dispute'],
    ]);
  });
});
