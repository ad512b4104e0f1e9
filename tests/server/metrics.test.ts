// GET /metrics: off without METRICS_TOKEN, the bearer of the token only, and the figures move with what happens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueItems } from '../../server/db/schema';
import { metricValue } from '../../server/metrics';
import { createTestApp, DEMO_ACCOUNTS, loginAs, TEST_BACKEND } from './helpers';

const APP_START_MS = 180_000;
const TOKEN = 'metrics-token-for-tests';
let built: BuiltApp;
let plain: BuiltApp;

beforeAll(async () => {
  [built, plain] = await Promise.all([createTestApp({ metricsToken: TOKEN }), createTestApp({ seed: false })]);
}, APP_START_MS);
afterAll(async () => {
  await Promise.all([built?.app.close(), plain?.app.close()]);
});

const scrape = () => built.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    const off = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(off.body).not.toContain('oujda_');
    expect((await built.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await built.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers the Prometheus text format: requests by route template, event loop, database, sockets, jobs', async () => {
    await built.app.inject({ method: 'GET', url: '/api/health' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/oujda_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/);
    for (const name of [
      'oujda_nodejs_eventloop_lag_seconds',
      'oujda_db_up 1',
      'oujda_db_ping_seconds',
      'oujda_jobs_waiting',
      'oujda_live_sockets 0',
      'oujda_orders_waiting_answer',
    ])
      expect(res.body).toContain(name);
    if (TEST_BACKEND === 'postgres') {
      expect(res.body).toMatch(/oujda_db_pool_connections\{state="idle"\} \d+/);
      expect(res.body).toMatch(/oujda_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/);
    }
  });

  it('counts an order created, then accepted, and the seconds it waited', async () => {
    const [client, resto] = await Promise.all([loginAs(built, DEMO_ACCOUNTS.client), loginAs(built, DEMO_ACCOUNTS.restaurant)]);
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
    const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, business!._id));
    const item = items.find((i) => !i.active && !i.soldOut && i.options.length === 0)!;
    const created = await metricValue('oujda_orders_created_total', { kind: 'restaurant' });
    const accepted = await metricValue('oujda_order_decisions_total', { decision: 'accepted' });
    const timed = await metricValue('oujda_order_seconds_to_accept');

    const placed = await built.app.inject({
      method: 'POST',
      url: '/api/client/orders',
      headers: client.headers,
      payload: { type: 'restaurant', businessId: business!._id, lines: [{ productId: item._id, quantity: 1 }], numberPhone: '0612345678' },
    });
    expect(placed.statusCode).toBe(201);
    expect(await metricValue('oujda_orders_created_total', { kind: 'restaurant' })).toBe(created + 1);

    const id = placed.json().order._id;
    const accept = await built.app.inject({
      method: 'PUT',
      url: `/api/orders/restaurant/updatestatue/${id}`,
      headers: resto.headers,
      payload: { status: 'confirmé', type: 'restaurant' },
    });
    expect(accept.statusCode).toBe(200);
    expect(await metricValue('oujda_order_decisions_total', { decision: 'accepted' })).toBe(accepted + 1);
    expect(await metricValue('oujda_order_seconds_to_accept')).toBe(timed + 1);
    expect((await scrape()).body).toMatch(/oujda_orders_created_total\{kind="restaurant"\} [1-9]/);
  });
});
