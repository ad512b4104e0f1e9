import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultOptions, type BuiltApp } from '../../server/app';
import { auditLog, recoveryCodes, sessions, users } from '../../server/db/schema';
import { codeAt } from '../../server/twoFactor/totp';
import { ribKey } from '../../src/domain/legalIdentity';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, TEST_BACKEND } from './helpers';
import { demoTenant } from './tenant';

/**
 * Two-factor sign-in, sessions and the step-up, on one app where admins must have a second factor
 * (ADMIN_TWO_FACTOR=required). The authenticator app is played with the codes of a clock the test moves.
 */
const APP_START_MS = 180_000;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
let clock = new Date('2026-11-25T12:00:00Z');
/** Half a minute later: the authenticator shows its next code. */
const nextStep = () => (clock = new Date(clock.getTime() + 30_000));
let built: BuiltApp;
let port: number;
let ids: Record<string, string>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  built = await createTestApp({ adminTwoFactor: 'required', codeClock: () => clock });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  port = (built.app.server.address() as AddressInfo).port;
  ids = await demoTenant(built);
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

type Headers = Record<string, string>;
const call = (method: string, url: string, headers: Headers = {}, payload?: unknown, agent = CHROME_WINDOWS) =>
  built.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { 'user-agent': agent, ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** The password step: a token, or the challenge of an account with a second factor. */
async function passwordStep(email: string, agent = CHROME_WINDOWS) {
  const res = await call('POST', '/auth/login', {}, { email, password: DEMO_PASSWORD }, agent);
  expect(res.statusCode).toBe(200);
  return res.json() as { token?: string; secondFactor?: true; challenge?: string };
}
async function signIn(email: string, agent = CHROME_WINDOWS): Promise<Headers> {
  const { token } = await passwordStep(email, agent);
  expect(token).toBeTruthy();
  return bearer(token!);
}
/** Turns two-factor sign-in on for a signed-in account: its secret and its recovery codes. */
async function enrol(headers: Headers) {
  const setup = await call('POST', '/auth/twoFactor/setup', headers);
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qr } = setup.json() as { secret: string; uri: string; qr: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(uri).toContain(`secret=${secret}`);
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await call('POST', '/auth/twoFactor/confirm', headers, { code: codeAt(secret, clock) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

async function mails(to: string): Promise<{ subject: string; text: string; link: string }[]> {
  await built.ctx.background.settled();
  const dir = path.join(built.ctx.filesDir, 'outbox');
  const found = [];
  for (const name of (await readdir(dir).catch(() => [])).sort()) {
    const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; subject: string; text: string; link: string };
    if (mail.to === to) found.push(mail);
  }
  return found;
}

function connect(token: string): Promise<{ socket: Socket; events: string[]; dropped: Promise<string> } | 'refused'> {
  return new Promise((resolve) => {
    const socket = ioClient(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
    const events: string[] = [];
    socket.onAny((name: string) => events.push(name));
    socket.on('connect', () => resolve({ socket, events, dropped: new Promise((r) => socket.on('disconnect', (reason) => r(reason))) }));
    socket.on('connect_error', () => {
      socket.close();
      resolve('refused');
    });
  });
}

describe('ADMIN_TWO_FACTOR', () => {
  it('is required on a DATABASE_URL and optional on the embedded demo unless set; anything else is refused', () => {
    expect(defaultOptions({}).adminTwoFactor).toBeUndefined();
    expect(defaultOptions({ ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactor).toBe('optional');
    expect(() => defaultOptions({ ADMIN_TWO_FACTOR: 'sometimes' })).toThrow(/ADMIN_TWO_FACTOR/);
    expect(built.ctx.adminTwoFactor).toBe('required');
  });
});

describe('an owner turns two-factor sign-in on, then signs in with a code', () => {
  let secret: string;
  let codes: string[];

  it('is confirmed by a first code; the secret is kept sealed, the ten recovery codes only as hashes', async () => {
    const owner = await signIn(DEMO_ACCOUNTS.restaurant);
    expect((await call('GET', '/auth/twoFactor', owner)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const setup = (await call('POST', '/auth/twoFactor/setup', owner)).json() as { secret: string };
    // A wrong first code turns nothing on.
    const wrong = await call('POST', '/auth/twoFactor/confirm', owner, {
      code: codeAt(setup.secret, new Date(clock.getTime() - 3600_000)),
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'twoFactorCodeInvalid']);
    expect((await call('GET', '/auth/twoFactor', owner)).json().enabled).toBe(false);
    ({ secret, recoveryCodes: codes } = await enrol(owner));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const state = (await call('GET', '/auth/twoFactor', owner)).json();
    expect(state).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const [row] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.restaurant));
    expect(row!.twoFactorSecret).toBeTruthy();
    expect(row!.twoFactorSecret).not.toContain(secret);
    expect(built.ctx.secrets.open(row!.twoFactorSecret!)).toBe(secret);
    const stored = await built.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row!._id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    // Nothing of it leaves in the account's answer.
    const me = (await call('GET', '/auth/data', owner)).json();
    expect(JSON.stringify(me)).not.toContain(row!.twoFactorSecret!);
    expect(me.user.twoFactorEnabledAt).toBeTruthy();
  });

  it('asks for a code after the password; a code is accepted once (the one that confirmed, or a replay, is refused)', async () => {
    const step = await passwordStep(DEMO_ACCOUNTS.restaurant);
    expect(step.token).toBeUndefined();
    expect(step.secondFactor).toBe(true);
    // The code that confirmed the set-up was used in this very step.
    const replayOfConfirm = await call('POST', '/auth/login/secondFactor', {}, { challenge: step.challenge, code: codeAt(secret, clock) });
    expect([replayOfConfirm.statusCode, replayOfConfirm.json().code]).toEqual([401, 'twoFactorCodeInvalid']);
    nextStep();
    const code = codeAt(secret, clock);
    const ok = await call('POST', '/auth/login/secondFactor', {}, { challenge: step.challenge, code });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/auth/data', bearer(ok.json().token))).statusCode).toBe(200);
    const again = await passwordStep(DEMO_ACCOUNTS.restaurant);
    const replay = await call('POST', '/auth/login/secondFactor', {}, { challenge: again.challenge, code });
    expect(replay.statusCode).toBe(401);
    // A challenge not given by the password step is refused.
    const forged = await call('POST', '/auth/login/secondFactor', {}, { challenge: 'eyJhbGciOiJIUzI1NiJ9.e30.x', code });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'signInChallengeExpired']);
    // A login token is no challenge, and a challenge is no login token.
    expect((await call('POST', '/auth/login/secondFactor', {}, { challenge: ok.json().token, code: '123456' })).statusCode).toBe(400);
    expect((await call('GET', '/auth/data', bearer(again.challenge!))).statusCode).toBe(401);
  });

  it('takes each recovery code once, in place of a code', async () => {
    const step = await passwordStep(DEMO_ACCOUNTS.restaurant);
    const used = await call('POST', '/auth/login/secondFactor', {}, { challenge: step.challenge, code: codes[0]!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const twice = await call('POST', '/auth/login/secondFactor', {}, { challenge: step.challenge, code: codes[0] });
    expect(twice.statusCode).toBe(401);
    expect((await call('GET', '/auth/twoFactor', bearer(used.json().token))).json().recoveryCodesLeft).toBe(9);
  });

  it(
    'limits the code step like the password step',
    async () => {
      const limited = await createTestApp({ loginRateLimit: 3, codeClock: () => clock });
      try {
        const [owner] = await limited.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.store));
        await limited.ctx.db
          .update(users)
          .set({ twoFactorSecret: limited.ctx.secrets.seal(secret), twoFactorEnabledAt: clock.toISOString() })
          .where(eq(users._id, owner!._id));
        const challenge = (
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: DEMO_ACCOUNTS.store, password: DEMO_PASSWORD },
          })
        ).json().challenge;
        const statuses = [];
        for (let i = 0; i < 4; i++)
          statuses.push(
            (await limited.app.inject({ method: 'POST', url: '/api/auth/login/secondFactor', payload: { challenge, code: '000000' } }))
              .statusCode,
          );
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await limited.app.close();
      }
    },
    APP_START_MS,
  );

  it('asks again before changing the RIB: a code within the last 5 minutes, the password is not enough', async () => {
    nextStep();
    const step = await passwordStep(DEMO_ACCOUNTS.restaurant);
    const token = (await call('POST', '/auth/login/secondFactor', {}, { challenge: step.challenge, code: codeAt(secret, clock) })).json()
      .token;
    const owner = bearer(token);
    const rib = '0117800000123456789012' + ribKey('0117800000123456789012');
    // Just signed in with a code: the step-up holds.
    expect((await call('PUT', `/businesses/${ids.resto}/bank-details`, owner, { rib })).statusCode).toBe(200);
    // Six minutes later it no longer does.
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
    await built.ctx.db.update(sessions).set({ verifiedAt: sixMinutesAgo }).where(eq(sessions.userId, ids.restoOwner!));
    const stale = await call('PUT', `/businesses/${ids.resto}/bank-details`, owner, { rib });
    expect([stale.statusCode, stale.json().code]).toEqual([403, 'stepUpRequired']);
    const password = await call('POST', '/auth/stepUp', owner, { password: DEMO_PASSWORD });
    expect([password.statusCode, password.json().code]).toEqual([400, 'twoFactorCodeNeeded']);
    nextStep();
    expect((await call('POST', '/auth/stepUp', owner, { code: codeAt(secret, clock) })).statusCode).toBe(200);
    expect((await call('PUT', `/businesses/${ids.resto}/bank-details`, owner, { rib })).statusCode).toBe(200);
  });
});

describe('an admin where two-factor sign-in is required', () => {
  let admin: Headers;
  let secret: string;

  it('may do nothing but enrol until it is on', async () => {
    admin = await signIn(DEMO_ACCOUNTS.admin);
    const blocked = await call('GET', '/data/admin/rider', admin);
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'twoFactorEnrolRequired']);
    expect((await call('GET', '/auth/data', admin)).json().twoFactorRequired).toBe(true);
    expect((await call('GET', '/auth/twoFactor', admin)).json().required).toBe(true);
    ({ secret } = await enrol(admin));
    expect((await call('GET', '/data/admin/rider', admin)).statusCode).toBe(200);
    expect((await call('GET', '/auth/data', admin)).json().twoFactorRequired).toBe(false);
    // Nor may it turn it off again.
    const off = await call('DELETE', '/auth/twoFactor', admin);
    expect([off.statusCode, off.json().code]).toEqual([400, 'twoFactorRequiredForAdmins']);
  });

  it("sees an account's second factor and last sign-in, and resets it: audited, the owner told in their language", async () => {
    const security = (await call('GET', `/auth/accounts/${ids.restoOwner}/security`, admin)).json();
    expect(security.twoFactorEnabled).toBe(true);
    expect(security.lastSignInAt).toBeTruthy();
    await built.ctx.db.update(users).set({ language: 'fr' }).where(eq(users._id, ids.restoOwner!));
    // The step-up of the enrolment is over: a fresh code first.
    await built.ctx.db
      .update(sessions)
      .set({ verifiedAt: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where(eq(sessions.userId, (await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin)))[0]!._id));
    expect((await call('DELETE', `/auth/accounts/${ids.restoOwner}/twoFactor`, admin)).json().code).toBe('stepUpRequired');
    nextStep();
    expect((await call('POST', '/auth/stepUp', admin, { code: codeAt(secret, clock) })).statusCode).toBe(200);
    expect((await call('DELETE', `/auth/accounts/${ids.restoOwner}/twoFactor`, admin)).statusCode).toBe(200);
    const [line] = await built.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.twoFactorReset'), eq(auditLog.targetId, ids.restoOwner!)));
    expect(line).toMatchObject({ actorRole: 'admin', targetType: 'user' });
    const told = (await mails(DEMO_ACCOUNTS.restaurant)).filter((m) => m.subject.includes('deux étapes'));
    expect(told).toHaveLength(1);
    // The owner signs in with the password alone again.
    expect((await passwordStep(DEMO_ACCOUNTS.restaurant)).token).toBeTruthy();
    expect((await call('GET', `/auth/accounts/${ids.restoOwner}/security`, admin)).json().twoFactorEnabled).toBe(false);
  });
});

describe('sessions', () => {
  it('tells the account of a browser it never used, in its language, and not of a known one', async () => {
    await built.ctx.db.update(users).set({ language: 'ar' }).where(eq(users.email, DEMO_ACCOUNTS.services));
    await signIn(DEMO_ACCOUNTS.services);
    await signIn(DEMO_ACCOUNTS.services);
    expect(await mails(DEMO_ACCOUNTS.services)).toEqual([]);
    await signIn(DEMO_ACCOUNTS.services, FIREFOX_LINUX);
    const [mail, ...more] = await mails(DEMO_ACCOUNTS.services);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('تسجيل دخول جديد إلى حسابك');
    expect(mail!.text).toContain('Firefox · Linux');
  });

  it('are listed, and ending one refuses its token at once and closes its socket; logging out ends only its own', async () => {
    await built.ctx.db.update(sessions).set({ endedAt: new Date().toISOString() }).where(eq(sessions.userId, ids.storeOwner!));
    const first = await signIn(DEMO_ACCOUNTS.store);
    const second = await signIn(DEMO_ACCOUNTS.store, FIREFOX_LINUX);
    const third = await signIn(DEMO_ACCOUNTS.store);
    const listed = (await call('GET', '/auth/sessions', second)).json().sessions as {
      _id: string;
      browser: string;
      system: string;
      current: boolean;
    }[];
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toEqual([expect.objectContaining({ browser: 'Firefox', system: 'Linux' })]);
    const currentOf = async (headers: Headers) =>
      ((await call('GET', '/auth/sessions', headers)).json().sessions as { _id: string; current: boolean }[]).find((s) => s.current)!._id;
    const firstId = await currentOf(first);
    const live = await connect(first.authorization!.slice(7));
    expect(live).not.toBe('refused');
    // Another account cannot end it.
    expect((await call('DELETE', `/auth/sessions/${firstId}`, await signIn(DEMO_ACCOUNTS.client))).json().ended).toBe(0);
    const otherSession = await currentOf(third);
    expect((await call('DELETE', `/auth/sessions/${otherSession}`, second)).json().ended).toBe(1);
    expect((await call('GET', '/auth/data', third)).statusCode).toBe(401);
    expect((await call('GET', '/auth/data', first)).statusCode).toBe(200);
    expect((await call('POST', '/auth/sessions/endOthers', second)).json().ended).toBe(1);
    expect((await call('GET', '/auth/data', first)).statusCode).toBe(401);
    if (live !== 'refused') {
      expect(await live.dropped).toBe('io server disconnect');
      expect(live.events).toContain('sessionEnded');
    }
    expect((await call('GET', '/auth/sessions', second)).json().sessions).toHaveLength(1);
    const fourth = await signIn(DEMO_ACCOUNTS.store);
    expect((await call('POST', '/auth/logout', second)).statusCode).toBe(200);
    expect((await call('GET', '/auth/data', second)).statusCode).toBe(401);
    expect((await call('GET', '/auth/data', fourth)).statusCode).toBe(200);
  });

  // Between nodes, the word and the disconnect travel as two NOTIFYs, which may come back in either order.
  it.runIf(TEST_BACKEND === 'postgres')('tell the socket its session ended even when the nodes hear the disconnect first', async () => {
    const adapter = built.ctx.realtime.io.of('/').adapter as unknown as {
      publishAndReturnOffset: (message: { data?: { packet?: unknown } }) => Promise<unknown>;
    };
    const publish = adapter.publishAndReturnOffset.bind(adapter);
    adapter.publishAndReturnOffset = async (message) => {
      // What carries a packet (the word) is answered last; the disconnect carries none.
      if (message.data?.packet !== undefined) await new Promise((resolve) => setTimeout(resolve, 300));
      return publish(message);
    };
    try {
      const ended = await signIn(DEMO_ACCOUNTS.store);
      const live = await connect(ended.authorization!.slice(7));
      if (live === 'refused') throw new Error('the socket was refused');
      expect((await call('POST', '/auth/sessions/endOthers', await signIn(DEMO_ACCOUNTS.store))).json().ended).toBeGreaterThan(0);
      expect(await live.dropped).toBe('io server disconnect');
      expect(live.events).toContain('sessionEnded');
    } finally {
      adapter.publishAndReturnOffset = publish;
    }
  });
});
