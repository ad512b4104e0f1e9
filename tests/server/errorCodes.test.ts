import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { MSG } from '../../src/domain/messages';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
let owner: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  built = await createTestApp();
  owner = await loginAs(built, DEMO_ACCOUNTS.restaurant);
});
afterAll(async () => built?.app.close());

describe("every error answer carries a stable code beside the spec's message", () => {
  it.each([
    [
      'a wrong password',
      { method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNTS.admin, password: 'Wrong-passw0rd!' } },
      401,
      'invalidCredentials',
    ],
    ['no token', { method: 'GET', url: '/api/data/admin/rider' }, 401, 'notLoggedIn'],
    ['an unknown API path', { method: 'GET', url: '/api/nothing/here' }, 404, 'notFound'],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } },
      400,
      'invalidJson',
    ],
  ] as const)('%s', async (_what, request, status, code) => {
    const response = await built.app.inject({ ...request });
    expect(response.statusCode).toBe(status);
    const body = response.json() as { statusCode: number; message: string; code: string };
    expect(body).toMatchObject({ statusCode: status, code });
    expect(body.message).toBe((MSG as Record<string, string>)[code] ?? (SERVER_MSG as Record<string, string>)[code]);
  });

  it('a wrong role answers forbidden, an unknown business businessNotFound', async () => {
    const wrongRole = await built.app.inject({ method: 'GET', url: '/api/data/admin/rider', headers: owner.headers });
    expect(wrongRole.json()).toEqual({ statusCode: 403, message: MSG.forbidden, code: 'forbidden' });
    const missing = await built.app.inject({
      method: 'GET',
      url: `/api/admin/restaurant/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      headers: (await loginAs(built, DEMO_ACCOUNTS.admin)).headers,
    });
    expect(missing.json()).toEqual({ statusCode: 404, message: SERVER_MSG.businessNotFound, code: 'businessNotFound' });
  });

  it('a domain rule keeps its exact message and answers its MSG key', async () => {
    const mine = await built.app.inject({ method: 'GET', url: `/api/restaurant/getByOwner/${owner.user._id}`, headers: owner.headers });
    const response = await built.app.inject({
      method: 'PUT',
      url: `/api/restaurant/pause/${mine.json()._id}`,
      headers: owner.headers,
      payload: { minutes: 7 },
    });
    expect(response.json()).toEqual({ statusCode: 400, message: MSG.pauseInvalid, code: 'pauseInvalid' });
  });
});

describe('the code catalogue', () => {
  it('no server code is also a spec message key, and no sentence has two codes', () => {
    for (const key of Object.keys(SERVER_MSG)) expect(MSG).not.toHaveProperty(key);
    const specSentences = new Set<string>(Object.values(MSG));
    for (const text of Object.values(SERVER_MSG)) expect(specSentences.has(text)).toBe(false);
  });

  it('every fixed error message the server throws is catalogued (MSG or SERVER_MSG), so its code never falls back', () => {
    const known = new Set<string>([...Object.values(MSG), ...Object.values(SERVER_MSG)]);
    // Every module of the server, its areas' folders included (the seed's data files aside).
    const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.startsWith(`db${path.sep}seed`))
      .map((f) => path.join('server', f));
    const literals: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /\b(?:badRequest|notFound|conflict|forbidden)\(\s*'((?:[^'\\]|\\.)*)'|new ApiError\(\s*\d+,\s*'((?:[^'\\]|\\.)*)'/g,
      )) {
        literals.push(match[1] ?? match[2]!);
      }
    }
    expect(literals.length).toBeGreaterThan(5);
    expect(literals.filter((text) => !known.has(text))).toEqual([]);
  });
});
