import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONE_STATUSES } from '../../src/domain/orders';
import type { SessionUser } from '../../src/domain/roles';
import { createDataProvider } from '../../src/providers/dataProvider';
import { EARLY_ANSWER_MS } from '../../src/providers/earlyAnswers';
import { askFirstRequests } from '../../src/providers/firstRequests';
import { tokenStore } from '../../src/providers/token';

const OWNER: SessionUser = { _id: 'u1', name: 'Youssef', email: 'resto@demo.ma', role: 'restaurant_owner', verified: true } as SessionUser;
const BUSINESS_URL = '/api/restaurant/getByOwner/u1';
const LIST_URL =
  '/api/orders/restaurant/b1?status=succes&status=refus%C3%A9e&status=annul%C3%A9e&page=1&pageSize=20&sort=createdAt&order=desc';
const PAGE = { data: [{ _id: 'o1', statusOrders: 'succes' }], total: 1 };

let calls: string[];
let answers: Record<string, () => Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = {
    [BUSINESS_URL]: () => json(200, { _id: 'b1', name: 'Dar Zitoun' }),
    [LIST_URL]: () => json(200, PAGE),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      return answers[String(url)]?.() ?? json(404, { message: 'Not found' });
    }),
  );
  tokenStore.set('jwt-owner');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  tokenStore.remove();
});

// The calls DoneOrdersPage makes when it opens: its business (useCurrentBusiness), then its list's first page (OrderHistory).
const data = createDataProvider();
const business = () => data.custom!({ url: 'businesses.byOwner', method: 'get', meta: { type: 'restaurant', ownerId: 'u1' } });
const firstPage = () =>
  data.getList({
    resource: 'orders',
    meta: { source: 'owner', type: 'restaurant', businessId: 'b1', statuses: DONE_STATUSES, exactTotal: false },
    pagination: { mode: 'server', currentPage: 1, pageSize: 20 },
    sorters: [{ field: 'createdAt', order: 'desc' }],
    filters: [],
  });

describe("a page's first requests asked with the identity (/orders/done)", () => {
  it('asks the business, then its first page, once each; the page takes both answers, once', async () => {
    await askFirstRequests(OWNER, '/orders/done');
    expect(calls).toEqual([BUSINESS_URL, LIST_URL]);
    await expect(business()).resolves.toEqual({ data: { _id: 'b1', name: 'Dar Zitoun' } });
    await expect(firstPage()).resolves.toMatchObject({ data: [{ id: 'o1' }], total: 1 });
    expect(calls).toHaveLength(2);
    // Taken once: a refresh asks the server.
    await firstPage();
    expect(calls).toEqual([BUSINESS_URL, LIST_URL, LIST_URL]);
  });

  it('a page that asks while the early request is on its way waits for that answer instead of asking again', async () => {
    const asked = askFirstRequests(OWNER, '/orders/done');
    const [early, own] = await Promise.all([asked, business()]);
    expect(early).toBeUndefined();
    expect(own.data).toEqual({ _id: 'b1', name: 'Dar Zitoun' });
    expect(calls.filter((url) => url === BUSINESS_URL)).toHaveLength(1);
  });

  it('never shows an early answer to another session: after a new sign-in the page asks with its own token', async () => {
    await askFirstRequests(OWNER, '/orders/done');
    tokenStore.set('jwt-someone-else');
    await business();
    await firstPage();
    expect(calls).toEqual([BUSINESS_URL, LIST_URL, BUSINESS_URL, LIST_URL]);
  });

  it('drops an answer left untaken too long rather than showing it late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await askFirstRequests(OWNER, '/orders/done');
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MS + 1);
    await firstPage();
    expect(calls).toEqual([BUSINESS_URL, LIST_URL, LIST_URL]);
  });

  it('a refused early request is asked again by the page, which then meets the refusal itself', async () => {
    answers[BUSINESS_URL] = () => json(500, { message: 'Down' });
    await askFirstRequests(OWNER, '/orders/done');
    // Without a business there is no list to ask.
    expect(calls).toEqual([BUSINESS_URL]);
    answers[BUSINESS_URL] = () => json(401, { message: 'Please log in' });
    await expect(business()).rejects.toMatchObject({ statusCode: 401 });
    expect(calls).toEqual([BUSINESS_URL, BUSINESS_URL]);
  });

  it('asks nothing for an address with a query (the page, filters), another path, nobody signed in, or a person the page is not for', async () => {
    await askFirstRequests(OWNER, '/orders/done', '?currentPage=3');
    await askFirstRequests(OWNER, '/dashboard');
    await askFirstRequests({ ...OWNER, verified: false }, '/orders/done');
    await askFirstRequests({ ...OWNER, role: 'admin' }, '/orders/done');
    await askFirstRequests({ ...OWNER, role: 'staff' }, '/orders/done');
    tokenStore.remove();
    await askFirstRequests(OWNER, '/orders/done');
    expect(calls).toEqual([]);
  });
});
