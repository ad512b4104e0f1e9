import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { createTestApp, TEST_BACKEND } from './helpers';

/** Starting an embedded database and seeding it takes seconds, minutes on a busy machine. */
const APP_START_MS = 180_000;
let built: BuiltApp;
beforeAll(async () => {
  built = await createTestApp({ seed: false });
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

describe('GET /api/health', () => {
  it('answers ok with the storage in use, without a login', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: TEST_BACKEND });
  });

  it('answers an unknown API path with 404 and a JSON message', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Not found' });
  });

  it('answers malformed JSON with 400, not a server error', async () => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});
