import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';
import { demoTenant } from './tenant';

/**
 * The lists' paging and filter parameters are typed in the contract (integers with their range, choices),
 * read from the query string as their type, and a value the schema refuses is answered in the list rules'
 * own words and codes, as before they were typed.
 */
let built: BuiltApp;
let admin: Record<string, string>;
let resto: Record<string, string>;
let ids: Record<string, string>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  built = await createTestApp();
  admin = (await loginAs(built, DEMO_ACCOUNTS.admin)).headers;
  resto = (await loginAs(built, DEMO_ACCOUNTS.restaurant)).headers;
  ids = await demoTenant(built);
}, 180_000);
afterAll(async () => built?.app.close());

const get = (url: string, headers: Record<string, string>) => built.app.inject({ method: 'GET', url, headers });

describe('typed list parameters', () => {
  it('reads ?page and ?pageSize as whole numbers: the answer pages as asked', async () => {
    const response = await get('/api/admin/getAll/restaurant_owner?page=1&pageSize=1&sort=name&order=asc&verified=true', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { page: unknown; pageSize: unknown; data: unknown[] };
    expect([body.page, body.pageSize, body.data.length]).toEqual([1, 1, 1]);
    const orders = await get(`/api/orders/restaurant/${ids.resto}?status=succes,${encodeURIComponent('refusée')}&page=2&pageSize=3`, resto);
    expect(orders.statusCode).toBe(200);
    expect((orders.json() as { page: unknown }).page).toBe(2);
    // Statuses repeated and comma-separated at once: every one counts.
    const both = await get(
      `/api/orders/restaurant/${ids.resto}?status=succes,${encodeURIComponent('refusée')}&status=confirm%C3%A9&page=1`,
      resto,
    );
    expect(both.statusCode, both.body).toBe(200);
    for (const from of ['2026-02-01', '2026-02-01T00:00:00.000Z', '2026-02-01T01:00:00%2B01:00'])
      expect((await get(`/api/orders/restaurant/${ids.resto}?page=1&from=${from}`, resto)).statusCode, from).toBe(200);
  });

  it("refuses what the schema refuses in the list rules' words and codes", async () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ['/api/admin/getAll/restaurant_owner?page=0', admin, "'page' must be a whole number from 1", 'pagingInvalid'],
      ['/api/admin/getAll/restaurant_owner?page=x', admin, "'page' must be a whole number from 1", 'pagingInvalid'],
      ['/api/admin/getAll/restaurant_owner?page=1.5', admin, "'page' must be a whole number from 1", 'pagingInvalid'],
      ['/api/admin/getAll/restaurant_owner?page=1&pageSize=101', admin, "'pageSize' must be between 1 and 100", 'pagingInvalid'],
      ['/api/admin/getAll/restaurant_owner?page=1&sort=password', admin, "'sort' must be one of name, createdAt", 'pagingInvalid'],
      ['/api/admin/getAll/restaurant_owner?page=1&order=up', admin, "'order' must be asc or desc", 'pagingInvalid'],
      ['/api/admin/getAll/restaurant_owner?page=1&verified=maybe', admin, "'verified' must be true or false", 'badRequest'],
      [
        '/api/admin/getAll/restaurant_owner?page=1&type=admin',
        admin,
        "'type' must be one of restaurant_owner, services_owner, store_owner, rider",
        'badRequest',
      ],
      [`/api/orders/restaurant/${ids.resto}?status=nope&page=1`, resto, "Unknown order status 'nope'", 'unknownOrderStatus'],
      [`/api/orders/restaurant/${ids.resto}?page=1&from=yesterday`, resto, "'from' must be a date (ISO 8601)", 'dateInvalid'],
      ['/api/data/admin/rider?page=1&sort=phone', admin, "'sort' must be one of Number_Rider, name", 'pagingInvalid'],
      ['/api/audit?page=0', admin, "'page' must be a whole number from 1", 'pagingInvalid'],
      ['/api/audit?action=drop', admin, "'action' is not an audited action", 'badRequest'],
    ];
    for (const [url, headers, message, code] of cases) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ message, code });
    }
  });
});
