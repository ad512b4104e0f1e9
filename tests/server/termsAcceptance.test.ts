import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../server/db/schema';
import type { BuiltApp } from '../../server/app';
import { MSG } from '../../src/domain/messages';
import { TERMS_VERSION } from '../../src/domain/terms';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
beforeAll(async () => {
  built = await createTestApp();
}, 180_000);
afterAll(async () => {
  await built?.app.close();
});

const termsOf = async (email: string) =>
  (
    await built.ctx.db
      .select({ _id: users._id, termsVersion: users.termsVersion, termsAcceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.email, email))
  )[0]!;
const auditLinesOf = (userId: string) =>
  built.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'partner.terms'), eq(auditLog.targetId, userId)));

describe("the partner's acceptance of the terms", () => {
  it('needs a signed-in caller', async () => {
    const anonymous = await built.app.inject({ method: 'PUT', url: '/api/auth/terms', payload: { version: TERMS_VERSION } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a version other than the current one, or none, writing nothing', async () => {
    const { headers, user } = await loginAs(built, DEMO_ACCOUNTS.unverified);
    for (const payload of [{ version: '2000-01-01' }, { version: '' }, {}, { version: 1 }]) {
      const refused = await built.app.inject({ method: 'PUT', url: '/api/auth/terms', headers, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MSG.termsOutdated);
    }
    expect(await termsOf(DEMO_ACCOUNTS.unverified)).toMatchObject({ termsVersion: null, termsAcceptedAt: null });
    expect(await auditLinesOf(user._id)).toHaveLength(0);
  });

  it('records the current version and the time, audits it, and the account answers them', async () => {
    const { headers, user } = await loginAs(built, DEMO_ACCOUNTS.unverified);
    const before = await built.app.inject({ method: 'GET', url: '/api/auth/data', headers });
    expect(before.json().user).toMatchObject({ termsVersion: null, termsAcceptedAt: null });

    const started = Date.now();
    const accepted = await built.app.inject({ method: 'PUT', url: '/api/auth/terms', headers, payload: { version: TERMS_VERSION } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.termsVersion).toBe(TERMS_VERSION);

    const after = (await built.app.inject({ method: 'GET', url: '/api/auth/data', headers })).json().user;
    expect(after.termsVersion).toBe(TERMS_VERSION);
    const at = Date.parse(after.termsAcceptedAt);
    expect(at).toBeGreaterThanOrEqual(started - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);

    const lines = await auditLinesOf(user._id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId: user._id, targetType: 'user', after: { termsVersion: TERMS_VERSION } });
    expect(lines[0]!.targetLabel).toContain(DEMO_ACCOUNTS.unverified);
  });
});
