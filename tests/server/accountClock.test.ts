import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { BuiltApp } from '../../server/app';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
beforeAll(async () => {
  built = await createTestApp();
}, 180_000);
afterAll(async () => {
  await built?.app.close();
});

const clockOf = async (email: string) =>
  (await built.ctx.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.email, email)))[0]?.timeZone;

describe("the account's clock", () => {
  it('is UTC until the person chooses Morocco time, which the account then keeps', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.restaurant);
    const before = await built.app.inject({ method: 'GET', url: '/api/auth/data', headers });
    expect(before.json().user.timeZone).toBe('UTC');

    const saved = await built.app.inject({ method: 'PATCH', url: '/api/auth/data', headers, payload: { timeZone: 'Africa/Casablanca' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ timeZone: 'Africa/Casablanca', language: 'en' });
    expect(await clockOf(DEMO_ACCOUNTS.restaurant)).toBe('Africa/Casablanca');

    // Switching language leaves the clock as it is.
    await built.app.inject({ method: 'PATCH', url: '/api/auth/data', headers, payload: { language: 'fr' } });
    const after = await built.app.inject({ method: 'GET', url: '/api/auth/data', headers });
    expect(after.json().user).toMatchObject({ timeZone: 'Africa/Casablanca', language: 'fr' });
  });

  it('refuses another zone, an empty body and an anonymous caller, writing nothing', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.store);
    for (const payload of [{ timeZone: 'Europe/Paris' }, {}, { timeZone: 7 }]) {
      const refused = await built.app.inject({ method: 'PATCH', url: '/api/auth/data', headers, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect(await clockOf(DEMO_ACCOUNTS.store)).toBe('UTC');
    const anonymous = await built.app.inject({ method: 'PATCH', url: '/api/auth/data', payload: { timeZone: 'UTC' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
