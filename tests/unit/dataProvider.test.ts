import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, createDataProvider, MissingEndpointError, resolveEndpoint } from '../../src/providers/dataProvider';
import { endpoints } from '../../src/providers/endpoints';
import { param, type EndpointTable } from '../../src/providers/endpoints/types';
import { HttpError, request } from '../../src/providers/http';
import { tokenStore } from '../../src/providers/token';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: string;
}

let calls: Call[];
let reply: (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown, statusText = '') =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  reply = () => json(200, {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        url: String(url),
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        credentials: init.credentials,
      };
      calls.push(call);
      return reply(call);
    }),
  );
  tokenStore.remove();
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.remove();
});

const table: EndpointTable = {
  things: {
    getList: { method: 'GET', path: (p) => `/things/of/${param(p, 'ownerId')}`, select: (r: { things: unknown }) => r.things },
    getOne: { method: 'GET', path: (p) => `/things/one/${param(p, 'id')}` },
    create: { method: 'POST', path: (p) => `/things/add/${param(p, 'ownerId')}` },
    update: { method: 'PUT', path: (p) => `/things/update/${param(p, 'id')}` },
    deleteOne: { method: 'DELETE', path: (p) => `/things/delete/${param(p, 'id')}` },
    toggle: { method: 'PUT', path: (p) => `/things/toggle/${param(p, 'id')}`, body: (p) => ({ visible: p.variables?.on === true }) },
    search: { method: 'GET', path: () => '/things/search' },
  },
};

describe('HTTP calls', () => {
  it('sends the bearer token from the cookie, credentials and JSON', async () => {
    tokenStore.set('tok-123');
    reply = () => json(200, { ok: true });
    await expect(request('POST', '/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ url: '/api/x', method: 'POST', body: { a: 1 }, credentials: 'include' });
    expect(calls[0]!.headers).toMatchObject({
      Authorization: 'Bearer tok-123',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('sends no Authorization header without a token, and no body on GET', async () => {
    await request('GET', '/x');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
    expect(calls[0]!.body).toBeUndefined();
  });

  it("turns an error answer into an HttpError carrying the server's message, status and field errors", async () => {
    reply = () => json(400, { statusCode: 400, message: 'Please select a role', errors: { role: 'Please select a role' } });
    const error = (await request('POST', '/auth/register', {}).catch((e) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Please select a role');
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({ role: 'Please select a role' });
  });

  it("reads the API's other spelling {msg}, and falls back to the status text", async () => {
    reply = () => json(409, { msg: 'Already taken' });
    await expect(request('GET', '/x')).rejects.toMatchObject({ message: 'Already taken', statusCode: 409 });
    reply = () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(request('GET', '/x')).rejects.toMatchObject({ message: 'Bad Gateway', statusCode: 502 });
  });

  it('reports an unreachable server as status 0', async () => {
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(request('GET', '/x')).rejects.toMatchObject({ statusCode: 0, name: 'HttpError' });
  });

  it('accepts empty answers (204)', async () => {
    reply = () => new Response(null, { status: 204 });
    await expect(request('POST', '/data/pageView', { pagePath: '/' })).resolves.toBeUndefined();
  });
});

describe('the endpoint table', () => {
  it('names the SPEC §7 authentication calls', () => {
    const auth = endpoints.auth!;
    const p = { id: 'abc', meta: {} };
    expect(
      [auth.register, auth.login, auth.me, auth.verify, auth.forget, auth.reset, auth.confirmIdentity].map(
        (e) => `${e!.method} ${e!.path(p)}`,
      ),
    ).toEqual([
      'POST /auth/register',
      'POST /auth/login',
      'GET /auth/data',
      'GET /auth/verify/abc',
      'POST /auth/forget',
      'POST /auth/reset/abc',
      'PUT /auth/confirme/abc',
    ]);
  });

  it('gives every endpoint a valid method and a clean path under the API root', () => {
    // Any path parameter a page might pass: meta answers every name.
    const meta = new Proxy({}, { get: (_t, name) => (typeof name === 'string' ? `p-${name}` : undefined), has: () => true }) as Record<
      string,
      unknown
    >;
    const count = { n: 0, skipped: 0 };
    for (const [resource, actions] of Object.entries(endpoints)) {
      for (const [action, endpoint] of Object.entries(actions)) {
        if (!endpoint) continue;
        count.n++;
        const where = `${resource}.${action}`;
        expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], where).toContain(endpoint.method);
        let path: string;
        try {
          path = endpoint.path({ id: 'the-id', meta, variables: {} });
        } catch (error) {
          // A path that needs a parameter of another shape (a list of statuses…) is not checked here.
          if (error instanceof TypeError) {
            count.skipped++;
            continue;
          }
          throw error;
        }
        expect(path, where).toMatch(/^\/[^/]/);
        expect(path, where).not.toMatch(/\/\/|undefined|null|\[object/);
        expect(path.startsWith('/api/'), `${where} must not repeat the API root`).toBe(false);
      }
    }
    expect(count.n).toBeGreaterThanOrEqual(7);
    expect(count.skipped).toBeLessThan(count.n / 5);
  });

  it('fails loudly when a page forgets a path parameter, and encodes the ones it gives', () => {
    expect(() => param({ meta: {} }, 'businessId')).toThrow('Missing "businessId" for this call');
    expect(() => param({}, 'id')).toThrow('Missing "id"');
    expect(() => param({ meta: { businessId: '' } }, 'businessId')).toThrow();
    expect(param({ meta: { type: 'a b/c' } }, 'type')).toBe('a%20b%2Fc');
    expect(param({ id: 42 }, 'id')).toBe('42');
  });

  it('refuses a resource or action that is not in the table', () => {
    expect(() => resolveEndpoint(table, 'nope', 'getList')).toThrow(MissingEndpointError);
    expect(() => resolveEndpoint(table, 'things', 'explode')).toThrow('No endpoint for things.explode');
  });

  it('calls one endpoint with a custom body and reads the answer', async () => {
    reply = () => json(200, { done: true });
    await expect(callEndpoint(table, 'things', 'toggle', { id: 't1', variables: { on: true, junk: 1 } })).resolves.toEqual({ done: true });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/things/toggle/t1', body: { visible: true } });
  });
});

describe("Refine's data provider", () => {
  const provider = createDataProvider(table);

  it('getList reads the whole list, adds id from _id and counts it', async () => {
    reply = () =>
      json(200, {
        things: [
          { _id: 'a', name: 'A' },
          { _id: 'b', name: 'B', id: 'kept' },
        ],
      });
    const result = await provider.getList({ resource: 'things', meta: { ownerId: 'o1' } });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/things/of/o1' });
    expect(result).toEqual({
      data: [
        { _id: 'a', id: 'a', name: 'A' },
        { _id: 'b', name: 'B', id: 'kept' },
      ],
      total: 2,
    });
  });

  it('getList turns an answer that is not a list into an empty list', async () => {
    reply = () => json(200, { things: null });
    await expect(provider.getList({ resource: 'things', meta: { ownerId: 'o1' } })).resolves.toEqual({ data: [], total: 0 });
  });

  it('a server page: the next page starts at the cursor the page before answered with; a jump goes by number', async () => {
    const pages = createDataProvider({ pages: { getList: { method: 'GET', path: () => '/pages' } } });
    reply = (call) => {
      const page = new URL(call.url, 'http://x').searchParams.get('page');
      return json(200, {
        data: [{ _id: `row-${page}` }],
        total: 10_000,
        totalCapped: true,
        page: Number(page),
        pageSize: 1,
        next: `after-${page}`,
      });
    };
    // Refine adds its query context to meta (the query key holds the page): the list is the same.
    const read = (currentPage: number, meta: Record<string, unknown> = { of: 'a' }, order: 'asc' | 'desc' = 'desc') =>
      pages.getList({
        resource: 'pages',
        meta: { ...meta, queryKey: ['pages', { currentPage }], signal: new AbortController().signal },
        pagination: { mode: 'server', currentPage, pageSize: 1 },
        sorters: [{ field: 'createdAt', order }],
      });
    const first = await read(1);
    expect(first).toMatchObject({ total: 10_000, totalCapped: true });
    await read(2);
    await read(7);
    await read(2, { of: 'b' });
    await read(2, { of: 'a' }, 'asc');
    await read(2, { of: 'a', exactTotal: true });
    const queries = calls.map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
    expect(queries[0]).not.toHaveProperty('cursor');
    expect(queries[1]).toMatchObject({ page: '2', cursor: 'after-1' });
    // Page 7 after page 2: no page 6 was read, so it goes by number; so do another list, another order.
    for (const other of queries.slice(2, 5)) expect(other).not.toHaveProperty('cursor');
    expect(queries[5]).toMatchObject({ exactTotal: 'true' });
  });

  it('getOne, create, update and deleteOne use the method, path and body of the table', async () => {
    reply = (call) => json(200, { _id: 'x1', echo: call.body ?? null });
    const one = await provider.getOne({ resource: 'things', id: 'x1' });
    expect(one.data).toMatchObject({ id: 'x1' });
    await provider.create({ resource: 'things', variables: { name: 'New' }, meta: { ownerId: 'o1' } });
    await provider.update({ resource: 'things', id: 'x1', variables: { name: 'Renamed' } });
    await provider.deleteOne({ resource: 'things', id: 'x1' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/things/one/x1', undefined],
      ['POST', '/api/things/add/o1', { name: 'New' }],
      ['PUT', '/api/things/update/x1', { name: 'Renamed' }],
      ['DELETE', '/api/things/delete/x1', undefined],
    ]);
  });

  it('getMany falls back to one getOne per id', async () => {
    reply = (call) => json(200, { _id: call.url.split('/').pop() });
    const many = await provider.getMany!({ resource: 'things', ids: ['a', 'b'] });
    expect(many.data.map((d) => d.id)).toEqual(['a', 'b']);
    expect(calls).toHaveLength(2);
  });

  it("custom calls name an endpoint 'resource.action', with meta.id and the payload", async () => {
    await provider.custom!({ url: 'things.toggle', method: 'put', payload: { on: true }, meta: { id: 'x9' } });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/things/toggle/x9', body: { visible: true } });
    await expect(provider.custom!({ url: '/things/search', method: 'get' })).rejects.toThrow(MissingEndpointError);
  });

  it("passes the server's error on to Refine as an HttpError with statusCode", async () => {
    reply = () => json(403, { message: 'You are not allowed to do this' });
    await expect(provider.getOne({ resource: 'things', id: 'x1' })).rejects.toMatchObject({
      statusCode: 403,
      message: 'You are not allowed to do this',
    });
  });
});
