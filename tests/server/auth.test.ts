import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { users } from '../../server/db/schema';
import type { BuiltApp } from '../../server/app';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs } from './helpers';

/** Starting an embedded database and seeding it takes seconds, minutes on a busy machine. */
const APP_START_MS = 180_000;
let built: BuiltApp;
let seq = 0;

beforeAll(async () => {
  // The outbox mailer prints every message; the tests read the JSON files instead.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  built = await createTestApp();
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
  if (built) await rm(built.ctx.filesDir, { recursive: true, force: true });
});

const STRONG = 'Secret@123';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${seq++}@example.ma`;
const validRegistration = (over: Record<string, unknown> = {}) => ({
  name: 'Karim Benali',
  email: uniqueEmail('owner'),
  password: STRONG,
  confirmPassword: STRONG,
  role: 'restaurant_owner',
  phone: '0612345678',
  ...over,
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  built.app.inject({ method, url, payload: payload as never, headers });

async function userCount(): Promise<number> {
  const [row] = await built.ctx.db.select({ n: count() }).from(users);
  return row!.n;
}

async function userByEmail(email: string) {
  const [row] = await built.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The link of the last message the outbox holds for `to` (the mailer writes one JSON file per message). */
async function lastLink(to: string, subject: RegExp): Promise<string> {
  await built.ctx.background.settled();
  const dir = path.join(built.ctx.filesDir, 'outbox');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  for (const name of names.reverse()) {
    const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; subject: string; link?: string; text: string };
    if (mail.to === to && subject.test(mail.subject)) {
      expect(mail.text).toContain(mail.link);
      return mail.link!;
    }
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}
const tokenOf = (link: string) => link.split('/').pop()!;

/** Registers, confirms by the mailed link and logs in; returns the session. */
async function registeredAndConfirmed(over: Record<string, unknown> = {}) {
  const body = validRegistration(over);
  expect((await inject('POST', '/api/auth/register', body)).statusCode).toBe(201);
  const link = await lastLink(body.email as string, /confirm/i);
  expect((await inject('GET', `/api/auth/verify/${tokenOf(link)}`)).statusCode).toBe(200);
  const login = await inject('POST', '/api/auth/login', { email: body.email, password: body.password });
  expect(login.statusCode).toBe(200);
  const { token, user } = login.json() as { token: string; user: { _id: string } };
  return { email: body.email as string, token, user, headers: { authorization: `Bearer ${token}` } };
}

describe('POST /auth/register', () => {
  it('creates the account, mails a confirmation link and answers the success message', async () => {
    const before = await userCount();
    const body = validRegistration({ email: `  New.Owner-${seq++}@Example.MA ` });
    const res = await inject('POST', '/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.registerSuccess });
    expect(res.body).not.toMatch(/password/i);
    expect(await userCount()).toBe(before + 1);

    const email = (body.email as string).trim().toLowerCase();
    const row = await userByEmail(email);
    expect(row).toMatchObject({
      name: 'Karim Benali',
      role: 'restaurant_owner',
      phone: '612345678',
      verified: false,
      emailConfirmed: false,
    });
    expect(row!.passwordHash).not.toContain(STRONG);
    const link = await lastLink(email, /confirm/i);
    expect(link).toMatch(/\/confirme\/[\w-]+$/);
  });

  it('lets a store owner register too', async () => {
    const res = await inject('POST', '/api/auth/register', validRegistration({ role: 'store_owner' }));
    expect(res.statusCode).toBe(201);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no name', { name: '' }, MSG.nameRequired],
    ['a blank name', { name: '   ' }, MSG.nameRequired],
    ['no e-mail', { email: undefined }, MSG.emailRequired],
    ['a malformed e-mail', { email: 'karim@example' }, MSG.emailInvalid],
    ['no phone', { phone: '' }, MSG.phoneRequired],
    ['a non-Moroccan phone', { phone: '12345' }, MSG.phoneInvalid],
    ['no password', { password: '', confirmPassword: '' }, MSG.passwordRequired],
    ['a password of 7 characters', { password: 'Sec@12a', confirmPassword: 'Sec@12a' }, MSG.password],
    ['a password without uppercase', { password: 'secret@123', confirmPassword: 'secret@123' }, MSG.password],
    ['a password without lowercase', { password: 'SECRET@123', confirmPassword: 'SECRET@123' }, MSG.password],
    ['a password without digit', { password: 'Secret@abc', confirmPassword: 'Secret@abc' }, MSG.password],
    ['a password without special character', { password: 'Secret1234', confirmPassword: 'Secret1234' }, MSG.password],
    ['a password with a character outside the allowed kinds', { password: 'Secret@123#', confirmPassword: 'Secret@123#' }, MSG.password],
    ['a password with a space', { password: 'Secret @123', confirmPassword: 'Secret @123' }, MSG.password],
    ['a confirmation that differs', { confirmPassword: 'Secret@124' }, MSG.passwordsMismatch],
    ['no role', { role: undefined }, MSG.selectRole],
    ['the admin role', { role: 'admin' }, MSG.selectRole],
    ['the services owner role', { role: 'services_owner' }, MSG.selectRole],
    ['the rider role', { role: 'rider' }, MSG.selectRole],
    ['the restaurant admin role', { role: 'admin_restaurant' }, MSG.selectRole],
    ['an unknown role', { role: 'superuser' }, MSG.selectRole],
  ];
  it.each(bad)('refuses %s with 400 and the exact message, writing nothing', async (_what, over, message) => {
    const before = await userCount();
    const body = validRegistration(over);
    const res = await inject('POST', '/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Object.values(res.json().errors ?? {})).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses an empty body with every required-field message', async () => {
    const before = await userCount();
    const res = await inject('POST', '/api/auth/register', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: MSG.nameRequired,
      email: MSG.emailRequired,
      phone: MSG.phoneRequired,
      password: MSG.passwordRequired,
      role: MSG.selectRole,
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const before = await userCount();
    const res = await inject('POST', '/api/auth/register', validRegistration({ email: DEMO_ACCOUNTS.restaurant.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.emailTaken);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /auth/login', () => {
  it('answers a token and the user, never the password hash', async () => {
    const res = await inject('POST', '/api/auth/login', { email: DEMO_ACCOUNTS.restaurant, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ email: DEMO_ACCOUNTS.restaurant, role: 'restaurant_owner', verified: true });
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toContain('scrypt$');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await inject('POST', '/api/auth/login', { email: `  ${DEMO_ACCOUNTS.admin.toUpperCase()} `, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a wrong password with 401 'Invalid email or password'", async () => {
    const res = await inject('POST', '/api/auth/login', { email: DEMO_ACCOUNTS.restaurant, password: 'Wrong@1234' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.invalidCredentials);
    expect(res.json().token).toBeUndefined();
  });

  it('gives an unknown e-mail the same answer as a wrong password', async () => {
    const res = await inject('POST', '/api/auth/login', { email: 'nobody@example.ma', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.invalidCredentials);
  });

  it('refuses a missing password with 400', async () => {
    const res = await inject('POST', '/api/auth/login', { email: DEMO_ACCOUNTS.restaurant });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidCredentials);
  });

  it('refuses an account whose e-mail is not confirmed yet with 403 and says so', async () => {
    const body = validRegistration();
    await inject('POST', '/api/auth/register', body);
    const res = await inject('POST', '/api/auth/login', { email: body.email, password: body.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.emailNotConfirmed);
    expect(res.json().token).toBeUndefined();
  });

  it('sends a new confirmation link on request, which confirms the account; the answer says nothing about the address', async () => {
    const body = validRegistration();
    await inject('POST', '/api/auth/register', body);
    const first = await lastLink(body.email, /confirm/i);
    const res = await inject('POST', '/api/auth/resendConfirmation', { email: ` ${body.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.confirmationResent });
    const second = await lastLink(body.email, /confirm/i);
    expect(second).not.toBe(first);
    expect((await inject('GET', `/api/auth/verify/${tokenOf(second)}`)).statusCode).toBe(200);
    expect((await inject('POST', '/api/auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);

    // Unknown or already confirmed: the same answer, and no mail.
    const dir = path.join(built.ctx.filesDir, 'outbox');
    await built.ctx.background.settled();
    const before = (await readdir(dir)).length;
    for (const email of ['nobody-here@example.ma', body.email]) {
      const again = await inject('POST', '/api/auth/resendConfirmation', { email });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: MSG.confirmationResent });
    }
    await built.ctx.background.settled();
    expect((await readdir(dir)).length).toBe(before);
    const bad = await inject('POST', '/api/auth/resendConfirmation', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.emailInvalid);
    // Both link requests say what the forms say (validateEmailRequest), and send nothing.
    for (const path of ['/api/auth/resendConfirmation', '/api/auth/forget']) {
      const missing = await inject('POST', path, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(MSG.emailRequired);
      const wrongType = await inject('POST', path, { email: 42 });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toBe(MSG.emailInvalid);
    }
    await built.ctx.background.settled();
    expect((await readdir(dir)).length).toBe(before);
  });

  it('does not reveal that an unconfirmed account exists to someone with the wrong password', async () => {
    const body = validRegistration();
    await inject('POST', '/api/auth/register', body);
    const res = await inject('POST', '/api/auth/login', { email: body.email, password: 'Wrong@1234' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /auth/verify/{id}', () => {
  it('confirms the e-mail from the mailed link once; the link cannot be reused', async () => {
    const body = validRegistration();
    await inject('POST', '/api/auth/register', body);
    const token = tokenOf(await lastLink(body.email as string, /confirm/i));

    const first = await inject('GET', `/api/auth/verify/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MSG.verifySuccess });
    expect((await userByEmail(body.email as string))!.emailConfirmed).toBe(true);

    const again = await inject('GET', `/api/auth/verify/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.verifyAlready);

    const login = await inject('POST', '/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.verified).toBe(false);
  });

  it('refuses a made-up link', async () => {
    const res = await inject('GET', '/api/auth/verify/not-a-real-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.verifyAlready);
  });

  it('does not accept a reset link as a confirmation link', async () => {
    const body = validRegistration();
    await inject('POST', '/api/auth/register', body);
    await inject('POST', '/api/auth/forget', { email: body.email });
    const resetToken = tokenOf(await lastLink(body.email as string, /reset/i));
    const res = await inject('GET', `/api/auth/verify/${resetToken}`);
    expect(res.statusCode).toBe(400);
    expect((await userByEmail(body.email as string))!.emailConfirmed).toBe(false);
  });
});

describe('GET /auth/data', () => {
  it('answers the current user without the password hash', async () => {
    const { headers, user } = await loginAs(built, DEMO_ACCOUNTS.store);
    const res = await inject('GET', '/api/auth/data', undefined, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user._id, email: DEMO_ACCOUNTS.store, role: 'store_owner', verified: true });
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toContain('scrypt$');
  });

  it('works for a user not verified by an admin yet (onboarding needs it)', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.unverified);
    const res = await inject('GET', '/api/auth/data', undefined, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.verified).toBe(false);
  });

  it('answers 401 without a token, with a malformed one, or with a forged one', async () => {
    expect((await inject('GET', '/api/auth/data')).statusCode).toBe(401);
    expect((await inject('GET', '/api/auth/data', undefined, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    const { token } = await loginAs(built, DEMO_ACCOUNTS.store);
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const res = await inject('GET', '/api/auth/data', undefined, { authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.notLoggedIn);
  });
});

describe('POST /auth/forget and POST /auth/reset/{id}', () => {
  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const dir = path.join(built.ctx.filesDir, 'outbox');
    await built.ctx.background.settled();
    const before = (await readdir(dir).catch(() => [])).length;
    const res = await inject('POST', '/api/auth/forget', { email: 'nobody-here@example.ma' });
    await built.ctx.background.settled();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.forgotSent });
    expect((await readdir(dir).catch(() => [])).length).toBe(before);
  });

  it('mails a reset link to a known e-mail, with the same answer', async () => {
    const res = await inject('POST', '/api/auth/forget', { email: DEMO_ACCOUNTS.services });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.forgotSent });
    expect(await lastLink(DEMO_ACCOUNTS.services, /reset/i)).toMatch(/\/reset-password\/[\w-]+$/);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const res = await inject('POST', '/api/auth/forget', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.emailInvalid);
  });

  it('refuses a weak new password with the reset message and changes nothing (the link stays usable)', async () => {
    const account = await registeredAndConfirmed();
    await inject('POST', '/api/auth/forget', { email: account.email });
    const token = tokenOf(await lastLink(account.email, /reset/i));
    const hashBefore = (await userByEmail(account.email))!.passwordHash;

    const weak = await inject('POST', `/api/auth/reset/${token}`, { password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MSG.passwordReset);
    expect((await userByEmail(account.email))!.passwordHash).toBe(hashBefore);

    const mismatch = await inject('POST', `/api/auth/reset/${token}`, { password: 'Newpass@123', confirmPassword: 'Newpass@124' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(MSG.passwordsMismatch);
    expect((await userByEmail(account.email))!.passwordHash).toBe(hashBefore);

    const ok = await inject('POST', `/api/auth/reset/${token}`, { password: 'Newpass@123' });
    expect(ok.statusCode).toBe(200);
  });

  it('resets the password: the new one logs in, the old one no longer does, the link cannot be reused', async () => {
    const account = await registeredAndConfirmed();
    await inject('POST', '/api/auth/forget', { email: account.email });
    const token = tokenOf(await lastLink(account.email, /reset/i));

    const res = await inject('POST', `/api/auth/reset/${token}`, { password: 'Brand@New9', confirmPassword: 'Brand@New9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetSuccess });

    expect((await inject('POST', '/api/auth/login', { email: account.email, password: 'Brand@New9' })).statusCode).toBe(200);
    const old = await inject('POST', '/api/auth/login', { email: account.email, password: STRONG });
    expect(old.statusCode).toBe(401);

    const reused = await inject('POST', `/api/auth/reset/${token}`, { password: 'Other@New9' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MSG.resetLinkInvalid);
    expect((await inject('POST', '/api/auth/login', { email: account.email, password: 'Brand@New9' })).statusCode).toBe(200);
  });

  it('refuses a made-up reset link and a confirmation link used as a reset link', async () => {
    const made = await inject('POST', '/api/auth/reset/made-up-token', { password: 'Brand@New9' });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toBe(MSG.resetLinkInvalid);

    const body = validRegistration();
    await inject('POST', '/api/auth/register', body);
    const verifyToken = tokenOf(await lastLink(body.email as string, /confirm/i));
    const res = await inject('POST', `/api/auth/reset/${verifyToken}`, { password: 'Brand@New9' });
    expect(res.statusCode).toBe(400);
    expect((await inject('POST', '/api/auth/login', { email: body.email, password: 'Brand@New9' })).statusCode).toBe(401);
  });
});

describe('PUT /auth/confirme/{userId}', () => {
  const identity = (over: Record<string, unknown> = {}) => ({
    N_identité: 'F123456',
    Date_birth: '1990-05-17',
    scan_Id: 'https://img.example.ma/card.png',
    ...over,
  });
  /** The date `years` years ago today (UTC), as YYYY-MM-DD. */
  const yearsAgo = (years: number, dayShift = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + dayShift);
    return d.toISOString().slice(0, 10);
  };

  it('stores the identity of the caller', async () => {
    const account = await registeredAndConfirmed();
    const res = await inject('PUT', `/api/auth/confirme/${account.user._id}`, identity(), account.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.identitySuccess });
    expect(await userByEmail(account.email)).toMatchObject({
      N_identité: 'F123456',
      Date_birth: '1990-05-17',
      scan_Id: 'https://img.example.ma/card.png',
    });
    const me = await inject('GET', '/api/auth/data', undefined, account.headers);
    expect(me.json().user['N_identité']).toBe('F123456');
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const account = await registeredAndConfirmed();
    const other = await registeredAndConfirmed();
    const res = await inject('PUT', `/api/auth/confirme/${other.user._id}`, identity(), account.headers);
    expect(res.statusCode).toBe(403);
    expect((await userByEmail(other.email))!['N_identité']).toBeNull();
  });

  it("lets an admin fill in someone's identity", async () => {
    const other = await registeredAndConfirmed();
    const admin = await loginAs(built, DEMO_ACCOUNTS.admin);
    const res = await inject('PUT', `/api/auth/confirme/${other.user._id}`, identity({ N_identité: 'AD998877' }), admin.headers);
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(other.email))!['N_identité']).toBe('AD998877');
  });

  it("refuses someone under 18 with 'You must be at least 18 years old' — and accepts the 18th birthday itself", async () => {
    const account = await registeredAndConfirmed();
    const young = await inject('PUT', `/api/auth/confirme/${account.user._id}`, identity({ Date_birth: yearsAgo(18, 1) }), account.headers);
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toBe(MSG.minAge);
    expect((await userByEmail(account.email))!['N_identité']).toBeNull();

    const birthday = await inject('PUT', `/api/auth/confirme/${account.user._id}`, identity({ Date_birth: yearsAgo(18) }), account.headers);
    expect(birthday.statusCode).toBe(200);
  });

  it('refuses a birth date in the future', async () => {
    const account = await registeredAndConfirmed();
    const res = await inject('PUT', `/api/auth/confirme/${account.user._id}`, identity({ Date_birth: yearsAgo(-1) }), account.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.futureBirth);
  });

  it.each([['N_identité'], ['Date_birth'], ['scan_Id']])('refuses a missing %s with 400 and writes nothing', async (field) => {
    const account = await registeredAndConfirmed();
    const body = identity();
    delete (body as Record<string, unknown>)[field];
    const res = await inject('PUT', `/api/auth/confirme/${account.user._id}`, body, account.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.identityRequired);
    const row = await userByEmail(account.email);
    expect([row!['N_identité'], row!.Date_birth, row!.scan_Id]).toEqual([null, null, null]);
  });

  it('answers 401 without a token', async () => {
    const account = await registeredAndConfirmed();
    const res = await inject('PUT', `/api/auth/confirme/${account.user._id}`, identity());
    expect(res.statusCode).toBe(401);
    expect((await userByEmail(account.email))!['N_identité']).toBeNull();
  });
});

describe('no auth answer ever carries a password', () => {
  it('register, login, data, verify, forget, reset and confirme bodies never mention a password', async () => {
    const body = validRegistration();
    const bodies: string[] = [];
    bodies.push((await inject('POST', '/api/auth/register', body)).body);
    const verifyToken = tokenOf(await lastLink(body.email as string, /confirm/i));
    bodies.push((await inject('GET', `/api/auth/verify/${verifyToken}`)).body);
    const login = await inject('POST', '/api/auth/login', { email: body.email, password: body.password });
    bodies.push(login.body);
    const headers = { authorization: `Bearer ${login.json().token}` };
    bodies.push((await inject('GET', '/api/auth/data', undefined, headers)).body);
    bodies.push((await inject('POST', '/api/auth/forget', { email: body.email })).body);
    const resetToken = tokenOf(await lastLink(body.email as string, /reset/i));
    bodies.push((await inject('POST', `/api/auth/reset/${resetToken}`, { password: 'Again@1234' })).body);
    bodies.push(
      (
        await inject(
          'PUT',
          `/api/auth/confirme/${login.json().user._id}`,
          { N_identité: 'X1', Date_birth: '1990-01-01', scan_Id: 'x' },
          headers,
        )
      ).body,
    );
    expect(bodies).toHaveLength(7);
    for (const b of bodies) {
      expect(b).not.toMatch(/passwordHash|password_hash|scrypt\$/i);
      expect(b).not.toContain(body.password as string);
    }
  });
});

describe('login rate limit', () => {
  let limited: BuiltApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimit: 3, registerRateLimit: 2, resetRateLimit: 2 });
  }, APP_START_MS);
  afterAll(async () => {
    await limited?.app.close();
    if (limited) await rm(limited.ctx.filesDir, { recursive: true, force: true });
  });

  it('answers 429 with a clear message on the 4th attempt within a minute', async () => {
    const attempt = () =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'someone@example.ma', password: 'Wrong@1234' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const fourth = await attempt();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(MSG.tooManyAttempts);
  });

  it('counts attempts per e-mail, so one locked address does not lock everyone behind the same network', async () => {
    const attempt = (email: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong@1234' } });
    for (let i = 0; i < 3; i++) await attempt('locked@example.ma');
    expect((await attempt('locked@example.ma')).statusCode).toBe(429);
    expect((await attempt('other@example.ma')).statusCode).toBe(401);
  });

  it('does not count a successful login: a desk that logs in all day is never locked out', async () => {
    const login = (password: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'resto@demo.ma', password } });
    expect((await login('Wrong@1234')).statusCode).toBe(401);
    expect((await login('Wrong@1234')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login('Wrong@1234')).statusCode).toBe(401);
    expect((await login('Wrong@1234')).statusCode).toBe(429);
  });

  it('limits registrations per address (each counted in the database), with Retry-After; X-Forwarded-For is not believed', async () => {
    const register = (n: number, headers: Record<string, string> = {}) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: {
          name: `Limited ${n}`,
          email: `limited-${n}-${Date.now()}@example.ma`,
          phone: '0612345678',
          password: 'Strong@1234',
          confirmPassword: 'Strong@1234',
          role: 'store_owner',
        },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    const third = await register(3, { 'x-forwarded-for': '203.0.113.9' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MSG.tooManyRegistrations);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    const [stored] = await limited.ctx.db.select({ n: count() }).from(users).where(eq(users.name, 'Limited 3'));
    expect(stored!.n).toBe(0);
    // Another address is a fresh count.
    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '198.51.100.7',
      payload: {
        name: 'Limited 4',
        email: `limited-4-${Date.now()}@example.ma`,
        phone: '0612345678',
        password: 'Strong@1234',
        confirmPassword: 'Strong@1234',
        role: 'store_owner',
      },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('limits reset links per e-mail whatever the address, with a clear message and Retry-After', async () => {
    const forget = (email: string, remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/forget', remoteAddress, payload: { email } });
    expect((await forget('Services@Demo.ma', '198.51.100.1')).statusCode).toBe(200);
    expect((await forget('services@demo.ma', '198.51.100.2')).statusCode).toBe(200);
    const third = await forget('services@demo.ma', '198.51.100.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MSG.tooManyResetRequests);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    // An unknown address is limited the same way: the answer tells nothing about who is registered.
    for (let i = 0; i < 2; i++) expect((await forget('nobody@example.ma', `198.51.100.${10 + i}`)).statusCode).toBe(200);
    expect((await forget('nobody@example.ma', '198.51.100.12')).statusCode).toBe(429);
    expect((await forget('store@demo.ma', '198.51.100.3')).statusCode).toBe(200);
  });
});
