import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { BuiltApp } from '../../server/app';
import { createTestApp, DEMO_ACCOUNTS, loginSteppedUp } from './helpers';
import { SERVER_MSG } from '../../src/domain/serverMessages';

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
const registration = (over: Record<string, unknown> = {}) => ({
  name: 'Karim Benali',
  email: uniqueEmail('lang'),
  password: STRONG,
  confirmPassword: STRONG,
  role: 'restaurant_owner',
  phone: '0612345678',
  ...over,
});

interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
}

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  built.app.inject({ method, url, payload: payload as never, headers });

/** Every message the outbox holds for `to`, oldest first (the mailer writes one JSON file per message). */
async function mailsTo(to: string): Promise<SentMail[]> {
  await built.ctx.background.settled();
  const dir = path.join(built.ctx.filesDir, 'outbox');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as SentMail));
  return mails.filter((mail) => mail.to === to);
}
const lastMailTo = async (to: string) => (await mailsTo(to)).at(-1);

const languageOf = async (email: string) =>
  (await built.ctx.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

/** Registers with the given body and asks for a password reset; returns the reset mail. */
async function resetMailAfterRegistering(body: Record<string, unknown>) {
  expect((await inject('POST', '/api/auth/register', body)).statusCode).toBe(201);
  expect((await inject('POST', '/api/auth/forget', { email: body.email })).statusCode).toBe(200);
  const mail = await lastMailTo(body.email as string);
  expect(mail?.link).toMatch(/\/reset-password\//);
  return mail!;
}

describe('e-mails in the language of the account', () => {
  it('writes the reset e-mail in French to a French user', async () => {
    const mail = await resetMailAfterRegistering(registration({ language: 'fr' }));
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toContain("Si c'était vous, ouvrez ce lien dans l'heure");
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('writes the reset e-mail in Arabic to an Arabic user, right-to-left in HTML with the link left-to-right', async () => {
    const mail = await resetMailAfterRegistering(registration({ language: 'ar' }));
    expect(mail.subject).toBe('أعد تعيين كلمة المرور');
    expect(mail.text).toContain('إن كنت أنت، فافتح هذا الرابط خلال ساعة');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`<a href="${mail.link}" dir="ltr">`);
  });

  it('writes in English when the registration names no language', async () => {
    const body = registration();
    const mail = await resetMailAfterRegistering(body);
    expect(await languageOf(body.email)).toBe('en');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('sends the confirmation e-mail, and a resent one, in the language chosen at registration', async () => {
    const body = registration({ language: 'ar' });
    expect((await inject('POST', '/api/auth/register', body)).statusCode).toBe(201);
    expect(await languageOf(body.email)).toBe('ar');
    expect((await lastMailTo(body.email))?.subject).toBe('أكّد بريدك الإلكتروني');
    expect((await inject('POST', '/api/auth/resendConfirmation', { email: body.email })).statusCode).toBe(200);
    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('أكّد بريدك الإلكتروني');
    expect(mails[1]!.text).toContain('خلال 48 ساعة');
  });

  it('refuses a registration in a language it does not speak, with a message, and creates nothing', async () => {
    const body = registration({ language: 'de' });
    const res = await inject('POST', '/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalidRequest', message: "'language' must be one of: en, fr, ar" });
    expect(await languageOf(body.email)).toBeUndefined();
  });
});

describe('PATCH /api/auth/data: the signed-in person switches language', () => {
  it('keeps the new language on the account, and the next e-mails follow it', async () => {
    const admin = await loginSteppedUp(built, DEMO_ACCOUNTS.admin);
    const owner = await loginSteppedUp(built, DEMO_ACCOUNTS.restaurant);
    const res = await inject('PATCH', '/api/auth/data', { language: 'fr' }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEMO_ACCOUNTS.restaurant, language: 'fr' });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    expect(await languageOf(DEMO_ACCOUNTS.restaurant)).toBe('fr');
    expect((await inject('GET', '/api/auth/data', undefined, owner.headers)).json().user.language).toBe('fr');

    // The admin's reset link for this partner goes out in French too.
    expect((await inject('POST', `/api/admin/resetPassword/${owner.user._id}`, undefined, admin.headers)).statusCode).toBe(200);
    expect((await lastMailTo(DEMO_ACCOUNTS.restaurant))?.subject).toBe('Réinitialisez votre mot de passe');

    expect((await inject('PATCH', '/api/auth/data', { language: 'ar' }, owner.headers)).statusCode).toBe(200);
    expect((await inject('POST', '/api/auth/forget', { email: DEMO_ACCOUNTS.restaurant })).statusCode).toBe(200);
    expect((await lastMailTo(DEMO_ACCOUNTS.restaurant))?.subject).toBe('أعد تعيين كلمة المرور');
  });

  it('writes the "account verified" e-mail in the partner\'s language', async () => {
    const body = registration({ language: 'fr' });
    expect((await inject('POST', '/api/auth/register', body)).statusCode).toBe(201);
    const [row] = await built.ctx.db.select({ _id: users._id }).from(users).where(eq(users.email, body.email));
    const admin = await loginSteppedUp(built, DEMO_ACCOUNTS.admin);
    expect(
      (await built.app.inject({ method: 'PUT', url: `/api/admin/update/${row!._id}`, payload: { verified: true }, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const mail = await lastMailTo(body.email);
    expect(mail?.subject).toBe('Votre compte est vérifié');
    expect(mail?.text).toContain('Bonjour Karim Benali,');
  });

  it('refuses a language it does not speak with a 400 and a message, and changes nothing', async () => {
    const owner = await loginSteppedUp(built, DEMO_ACCOUNTS.store);
    const before = await languageOf(DEMO_ACCOUNTS.store);
    for (const payload of [{ language: 'de' }, { language: 7 }]) {
      const res = await inject('PATCH', '/api/auth/data', payload, owner.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalidRequest');
      expect(res.json().message).toMatch(/'language'/);
    }
    const empty = await inject('PATCH', '/api/auth/data', {}, owner.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SERVER_MSG.accountChangeEmpty);
    expect(await languageOf(DEMO_ACCOUNTS.store)).toBe(before);
  });

  it('refuses a change that carries another field, and writes nothing of it', async () => {
    const owner = await loginSteppedUp(built, DEMO_ACCOUNTS.services);
    const before = await languageOf(DEMO_ACCOUNTS.services);
    const res = await inject(
      'PATCH',
      '/api/auth/data',
      { language: before === 'fr' ? 'ar' : 'fr', role: 'admin', verified: false },
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unknown field 'role'/);
    const [row] = await built.ctx.db
      .select({ role: users.role, verified: users.verified, language: users.language })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.services));
    expect(row).toEqual({ role: 'services_owner', verified: true, language: before });
  });

  it('answers 401 without a token', async () => {
    const res = await inject('PATCH', '/api/auth/data', { language: 'fr' });
    expect(res.statusCode).toBe(401);
  });
});
