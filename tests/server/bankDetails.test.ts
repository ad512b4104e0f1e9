import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { auditLog, businesses } from '../../server/db/schema';
import { ribKey } from '../../src/domain/legalIdentity';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { createTestApp, DEMO_ACCOUNTS, jobDone, loginAs, loginSteppedUp, OPEN_HOURS_NOW } from './helpers';
import { demoStaff, demoTenant, STAFF_PASSWORD } from './tenant';

type Session = Awaited<ReturnType<typeof loginAs>>;

let built: BuiltApp;
let clock = OPEN_HOURS_NOW;
let admin: Session, resto: Session, store: Session, manager: Session, desk: Session;
let restaurantId: string, storeId: string;

/** A RIB with its key: 22 digits of the test's choosing and the 2 the key rule gives. */
const ribOf = (first22: string) => first22 + ribKey(first22);
const RIB = ribOf('0117800000123456789012');
const OTHER_RIB = ribOf('2301100000987654321098');
/** As an owner types it: in groups. */
const typed = (rib: string) => `${rib.slice(0, 3)} ${rib.slice(3, 6)} ${rib.slice(6, 22)} ${rib.slice(22)}`;
const masked = (rib: string) => `•••• •••• •••• •••• •••• ${rib.slice(-4)}`;

const path = (businessId: string) => `/api/businesses/${businessId}/bank-details`;
const read = (businessId: string, session?: Session) =>
  built.app.inject({ method: 'GET', url: path(businessId), headers: session?.headers });
const save = (businessId: string, session: Session | undefined, payload: unknown) =>
  built.app.inject({ method: 'PUT', url: path(businessId), headers: session?.headers, payload: payload as never });
/** An admin verifies the RIB it sees: the `changedAt` of the RIB as read now, unless a test names another. */
async function verify(businessId: string, session?: Session, ribChangedAt?: string | null) {
  const [row] = await built.ctx.db.select({ at: businesses.ribChangedAt }).from(businesses).where(eq(businesses._id, businessId));
  const seen = ribChangedAt !== undefined ? ribChangedAt : row?.at ? new Date(row.at).toISOString() : null;
  return built.app.inject({
    method: 'POST',
    url: `/api/admin/businesses/${businessId}/rib/verify`,
    headers: session?.headers,
    payload: { ribChangedAt: seen },
  });
}

const stored = async (id: string) =>
  (
    await built.ctx.db
      .select({
        legalName: businesses.legalName,
        legalAddress: businesses.legalAddress,
        ice: businesses.ice,
        rib: businesses.rib,
        ribVerifiedAt: businesses.ribVerifiedAt,
      })
      .from(businesses)
      .where(eq(businesses._id, id))
  )[0]!;
const auditLines = (action: 'business.bankDetails' | 'business.ribVerify', targetId: string) =>
  built.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog._id));

beforeAll(async () => {
  built = await createTestApp({ now: () => clock });
  // The one-time backfill closes the demo's weeks in the background: done first, so closing the app waits for nothing.
  await jobDone(built, LEDGER_BACKFILL_JOB);
  [admin, resto, store] = await Promise.all([
    loginSteppedUp(built, DEMO_ACCOUNTS.admin),
    loginSteppedUp(built, DEMO_ACCOUNTS.restaurant),
    loginSteppedUp(built, DEMO_ACCOUNTS.store),
  ]);
  const ids = await demoTenant(built);
  restaurantId = ids.resto!;
  storeId = ids.store!;
  const { emails } = await demoStaff(built, ids);
  manager = await loginAs(built, emails.restoManager!, STAFF_PASSWORD);
  desk = await loginAs(built, emails.restoDesk!, STAFF_PASSWORD);
});

afterAll(async () => {
  await built?.app.close();
});

describe("a partner's bank details", () => {
  it('start empty', async () => {
    const res = await read(restaurantId, resto);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ businessId: restaurantId, legalName: null, legalAddress: null, ice: null, rib: null });
  });

  it('are saved by the owner: the RIB stored as digits, answered masked and unverified; the change audited with the RIB masked', async () => {
    const res = await save(restaurantId, resto, {
      legalName: ' Dar Zitoun SARL ',
      legalAddress: '12 rue Ibn Sina\nOujda',
      ice: '001 234 567 000 089',
      rib: typed(RIB),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      businessId: restaurantId,
      legalName: 'Dar Zitoun SARL',
      legalAddress: '12 rue Ibn Sina\nOujda',
      ice: '001234567000089',
      rib: { masked: masked(RIB), verified: false, verifiedAt: null, changedAt: clock.toISOString() },
    });
    expect(res.body).not.toContain(RIB.slice(0, 20));
    expect(await stored(restaurantId)).toEqual({
      legalName: 'Dar Zitoun SARL',
      legalAddress: '12 rue Ibn Sina\nOujda',
      ice: '001234567000089',
      rib: RIB,
      ribVerifiedAt: null,
    });
    const [line] = await auditLines('business.bankDetails', restaurantId);
    expect(line).toMatchObject({
      actorId: resto.user._id,
      targetType: 'restaurant',
      before: { legalName: null, legalAddress: null, ice: null, rib: null, ribVerified: false },
      after: { legalName: 'Dar Zitoun SARL', ice: '001234567000089', rib: masked(RIB), ribVerified: false },
    });
    expect(JSON.stringify(line)).not.toContain(RIB.slice(0, 20));
    expect((await read(restaurantId, resto)).json()).toEqual(res.json());
  });

  it('are read by a manager and an admin, never by the desk, another owner or without a token', async () => {
    expect((await read(restaurantId, manager)).statusCode).toBe(200);
    expect((await read(restaurantId, admin)).json().rib.masked).toBe(masked(RIB));
    expect((await read(restaurantId, desk)).statusCode).toBe(403);
    expect((await read(restaurantId, store)).statusCode).toBe(403);
    expect((await read(restaurantId)).statusCode).toBe(401);
    expect((await read('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it('are changed by their owner alone: not an admin, a manager, the desk nor another owner', async () => {
    const before = await stored(restaurantId);
    const lines = (await auditLines('business.bankDetails', restaurantId)).length;
    for (const session of [admin, manager, desk, store]) {
      const res = await save(restaurantId, session, { legalName: 'Someone else' });
      expect(res.statusCode, res.body).toBe(403);
    }
    // A stranger is refused before the body is read: no hint of what the body should be.
    expect((await save(restaurantId, store, { rib: 'x' })).statusCode).toBe(403);
    expect((await save(restaurantId, undefined, { legalName: 'x' })).statusCode).toBe(401);
    expect(await stored(restaurantId)).toEqual(before);
    expect(await auditLines('business.bankDetails', restaurantId)).toHaveLength(lines);
  });

  it('refuse a wrong RIB, ICE, name or address with the rule’s words, writing nothing', async () => {
    const before = await stored(restaurantId);
    const wrongKey = RIB.slice(0, 22) + String((Number(RIB.slice(22)) % 97) + 1).padStart(2, '0');
    const oneDigitChanged = `${RIB.slice(0, 10)}${(Number(RIB[10]) + 1) % 10}${RIB.slice(11)}`;
    const cases: [unknown, string][] = [
      [{ rib: wrongKey }, SERVER_MSG.ribInvalid],
      [{ rib: oneDigitChanged }, SERVER_MSG.ribInvalid],
      [{ rib: RIB.slice(1) }, SERVER_MSG.ribInvalid],
      [{ rib: `${RIB.slice(0, 23)}X` }, SERVER_MSG.ribInvalid],
      [{ rib: null }, SERVER_MSG.ribInvalid],
      [{ rib: 12 }, SERVER_MSG.ribInvalid],
      [{ ice: '12345' }, SERVER_MSG.iceInvalid],
      [{ ice: 1234567890123456 }, SERVER_MSG.iceInvalid],
      [{ legalName: 'x'.repeat(121) }, SERVER_MSG.legalNameTooLong],
      [{ legalName: 'Dar\nZitoun' }, SERVER_MSG.legalNameOneLine],
      [{ legalName: 'Dar\u0007Zitoun' }, SERVER_MSG.textHasControl],
      [{ legalAddress: 'y'.repeat(301) }, SERVER_MSG.legalAddressTooLong],
      [{ legalAddress: 'rue\u001b' }, SERVER_MSG.textHasControl],
      [{ legalName: 'Fine', rib: wrongKey }, SERVER_MSG.ribInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await save(restaurantId, resto, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await stored(restaurantId)).toEqual(before);
  });

  it('keep what is not sent, clear a blank name or a null ICE, and write no audit line when nothing changes', async () => {
    const lines = (await auditLines('business.bankDetails', restaurantId)).length;
    expect((await save(restaurantId, resto, {})).json().legalName).toBe('Dar Zitoun SARL');
    expect((await save(restaurantId, resto, { rib: RIB, legalName: 'Dar Zitoun SARL' })).statusCode).toBe(200);
    expect(await auditLines('business.bankDetails', restaurantId)).toHaveLength(lines);
    const cleared = await save(restaurantId, resto, { legalName: '  ', ice: null });
    expect(cleared.json()).toMatchObject({ legalName: null, ice: null, legalAddress: '12 rue Ibn Sina\nOujda' });
    expect(await auditLines('business.bankDetails', restaurantId)).toHaveLength(lines + 1);
    await save(restaurantId, resto, { legalName: 'Dar Zitoun SARL', ice: '001234567000089' });
  });
});

describe("an admin's verification of a RIB", () => {
  it('marks it verified at that moment, audited; again changes nothing', async () => {
    clock = new Date(OPEN_HOURS_NOW.getTime() + 60_000);
    const res = await verify(restaurantId, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rib).toEqual({
      masked: masked(RIB),
      verified: true,
      verifiedAt: clock.toISOString(),
      changedAt: OPEN_HOURS_NOW.toISOString(),
    });
    expect(new Date((await stored(restaurantId)).ribVerifiedAt!)).toEqual(clock);
    const [line] = await auditLines('business.ribVerify', restaurantId);
    expect(line).toMatchObject({
      actorId: admin.user._id,
      before: { rib: masked(RIB), verifiedAt: null },
      after: { rib: masked(RIB), verifiedAt: clock.toISOString() },
    });
    const again = await verify(restaurantId, admin);
    expect(again.json().rib.verifiedAt).toBe(clock.toISOString());
    expect(await auditLines('business.ribVerify', restaurantId)).toHaveLength(1);
  });

  it('is the admins’ alone', async () => {
    for (const session of [resto, manager, desk, store]) expect((await verify(restaurantId, session)).statusCode).toBe(403);
    expect((await verify(restaurantId)).statusCode).toBe(401);
  });

  it('is refused (409) when the business has no RIB, and 404 for an unknown business', async () => {
    const res = await verify(storeId, admin);
    expect([res.statusCode, res.json().message, res.json().code]).toEqual([409, SERVER_MSG.ribMissing, 'ribMissing']);
    expect((await stored(storeId)).ribVerifiedAt).toBeNull();
    expect((await verify('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it('is lost when the owner enters another RIB (it waits for a new verification), kept when other fields change', async () => {
    expect((await save(restaurantId, resto, { legalAddress: '14 rue Ibn Sina, Oujda' })).json().rib.verified).toBe(true);
    const res = await save(restaurantId, resto, { rib: OTHER_RIB });
    expect(res.json().rib).toEqual({ masked: masked(OTHER_RIB), verified: false, verifiedAt: null, changedAt: clock.toISOString() });
    expect(await stored(restaurantId)).toMatchObject({ rib: OTHER_RIB, ribVerifiedAt: null });
    const [line] = await auditLines('business.bankDetails', restaurantId);
    expect(line).toMatchObject({ before: { rib: masked(RIB), ribVerified: true }, after: { rib: masked(OTHER_RIB), ribVerified: false } });
  });

  it('is refused (409) when the owner entered another RIB since the admin read it, and nothing is verified', async () => {
    const seen = (await read(restaurantId, admin)).json().rib.changedAt as string;
    clock = new Date(clock.getTime() + 60_000);
    expect((await save(restaurantId, resto, { rib: RIB })).statusCode).toBe(200);
    const res = await verify(restaurantId, admin, seen);
    expect([res.statusCode, res.json().code]).toEqual([409, 'ribChanged']);
    expect((await stored(restaurantId)).ribVerifiedAt).toBeNull();
    expect((await verify(restaurantId, admin)).json().rib.verified).toBe(true);
  });

  it('keeps the legal identity and RIB out of the business profile answers', async () => {
    const res = await built.app.inject({ method: 'GET', url: `/api/restaurant/getByOwner/${resto.user._id}`, headers: resto.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(OTHER_RIB);
    expect(res.json()).not.toHaveProperty('rib');
    expect(res.json()).not.toHaveProperty('legalName');
  });
});
