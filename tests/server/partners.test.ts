import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { apiRoutes } from '../../server/access';
import { businesses, users } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { createTestApp, DEMO_ACCOUNTS, loginAs, loginSteppedUp } from './helpers';

let built: BuiltApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

interface PartnerRow {
  _id: string;
  name: string;
  email: string;
  role: string;
  verified: boolean;
  N_identité: string | null;
  Date_birth: string | null;
  scan_Id: string | null;
  businessId: string | null;
  businessType: string | null;
  businessName: string | null;
  Number_Rider: number | null;
  [key: string]: unknown;
}

beforeAll(async () => {
  built = await createTestApp();
  admin = await loginSteppedUp(built, DEMO_ACCOUNTS.admin);
}, 180_000); // seeding a fresh database can be slow on a busy machine
afterAll(async () => {
  await built?.app.close();
});

const get = (url: string, headers: Record<string, string> = admin.headers) => built.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  built.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const list = async (role: string) => {
  const response = await get(`/api/admin/getAll/${role}`);
  expect(response.statusCode).toBe(200);
  return response.json() as PartnerRow[];
};
/** The messages the outbox holds for `to`, oldest first, once the mails sent after the answers have left. */
async function mailsTo(to: string) {
  await built.ctx.background.settled();
  const dir = path.join(built.ctx.filesDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(
      async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as { to: string; subject: string; text: string; link?: string },
    ),
  );
  return mails.filter((m) => m.to === to);
}
const byEmail = async (email: string) => (await built.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('GET /admin/getAll/{role}', () => {
  it('lists the restaurant owners with identity fields and their business, never a password hash', async () => {
    const rows = await list('restaurant_owner');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.role === 'restaurant_owner')).toBe(true);
    const youssef = rows.find((r) => r.email === DEMO_ACCOUNTS.restaurant)!;
    expect(youssef).toMatchObject({ name: 'Youssef Benali', verified: true, businessType: 'restaurant', businessName: 'Dar Zitoun' });
    expect(youssef.businessId).toMatch(/^[0-9a-f-]{36}$/);
    expect(youssef['N_identité']).toBeTruthy();
    expect(youssef.Date_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(youssef.scan_Id).toBeTruthy();
    for (const row of rows) {
      expect(Object.keys(row)).not.toContain('passwordHash');
      expect(JSON.stringify(row)).not.toMatch(/scrypt|argon|\$2[aby]\$/);
    }
  });

  it('lists store owners, services owners and riders by their role', async () => {
    expect((await list('store_owner')).map((r) => r.email)).toContain(DEMO_ACCOUNTS.store);
    const services = await list('services_owner');
    expect(services.find((r) => r.email === DEMO_ACCOUNTS.services)).toMatchObject({ businessType: 'services' });
    const ridersList = await list('rider');
    expect(ridersList.find((r) => r.email === DEMO_ACCOUNTS.rider)).toMatchObject({ Number_Rider: 101, businessId: null });
  });

  it('non_verified lists only partners not verified yet, of every partner role', async () => {
    const rows = await list('non_verified');
    const emails = rows.map((r) => r.email);
    expect(emails).toContain(DEMO_ACCOUNTS.unverified);
    expect(emails).toContain('karim@demo.ma');
    expect(emails).toContain('ilyas@demo.ma');
    expect(rows.every((r) => r.verified === false)).toBe(true);
    expect(rows.some((r) => ['admin', 'client'].includes(r.role))).toBe(false);
  });

  it('refuses an unknown list with 400', async () => {
    const response = await get('/api/admin/getAll/admin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "'role' must be one of: restaurant_owner, services_owner, store_owner, rider, non_verified",
      code: 'invalidRequest',
    });
  });
});

describe('PUT /admin/update/{id}', () => {
  it('verifies a partner, who then leaves the non-verified list and is verified at the next /auth/data', async () => {
    const karim = await byEmail('karim@demo.ma');
    const response = await put(`/api/admin/update/${karim._id}`, { verified: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MSG.verificationUpdated, user: { _id: karim._id, verified: true } });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    expect((await byEmail('karim@demo.ma')).verified).toBe(true);
    expect((await list('non_verified')).map((r) => r.email)).not.toContain('karim@demo.ma');

    const session = await loginAs(built, 'karim@demo.ma');
    const me = await get('/api/auth/data', session.headers);
    expect(me.json().user.verified).toBe(true);

    const back = await put(`/api/admin/update/${karim._id}`, { verified: false });
    expect(back.statusCode).toBe(200);
    expect((await byEmail('karim@demo.ma')).verified).toBe(false);
  });

  it('e-mails the partner once verified, and only when the account goes from waiting to verified', async () => {
    const ilyas = (await list('non_verified')).find((r) => r.email === 'ilyas@demo.ma')!;
    expect(ilyas).toBeTruthy();
    const before = (await mailsTo(ilyas.email)).length;
    expect((await put(`/api/admin/update/${ilyas._id}`, { verified: true })).statusCode).toBe(200);
    const mails = await mailsTo(ilyas.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ subject: 'Your account is verified' });
    expect(mails.at(-1)!.text).toContain('/login');
    // Saying it again, or taking it back, sends nothing more.
    expect((await put(`/api/admin/update/${ilyas._id}`, { verified: true })).statusCode).toBe(200);
    expect((await put(`/api/admin/update/${ilyas._id}`, { verified: false })).statusCode).toBe(200);
    expect(await mailsTo(ilyas.email)).toHaveLength(before + 1);
  });

  it('refuses a body without a boolean verified, changing nothing', async () => {
    const zakaria = await byEmail('zakaria@demo.ma');
    for (const payload of [{}, { verified: 'yes' }, { verified: 1 }]) {
      const response = await put(`/api/admin/update/${zakaria._id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MSG.verifiedMustBeBoolean);
    }
    expect((await byEmail('zakaria@demo.ma')).verified).toBe(false);
  });

  it('answers 404 for an unknown account and 400 for a non-partner account', async () => {
    expect((await put('/api/admin/update/00000000-0000-4000-8000-000000000000', { verified: true })).statusCode).toBe(404);
    expect((await put('/api/admin/update/not-an-id', { verified: true })).json()).toMatchObject({ statusCode: 400, code: 'invalidId' });
    const client = await byEmail(DEMO_ACCOUNTS.client);
    const response = await put(`/api/admin/update/${client._id}`, { verified: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.notAPartner);
    expect((await byEmail(DEMO_ACCOUNTS.client)).verified).toBe(true);
  });

  it('is the only route of its path: GET and PUT reach the partner routes, never the business read beside them', async () => {
    const karim = await byEmail('karim@demo.ma');
    // No business read has a parameter where the partner routes have a word: /admin/{type}/{id} is one route
    // per type. (PUT /{type}/update/{id} also matches; find-my-way prefers the fixed segment, as below.)
    const reads = (url: string) =>
      apiRoutes(built.app)
        .filter((route) => route.method === 'GET' && new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+')}$`).test(url))
        .map((route) => route.url);
    expect(reads(`/api/admin/update/${karim._id}`)).toEqual([]);
    expect(reads(`/api/admin/updateEmail/${karim._id}`)).toEqual([]);
    expect(reads('/api/admin/getAll/rider')).toEqual(['/api/admin/getAll/:role']);
    expect(reads(`/api/admin/team/${karim._id}`)).toEqual(['/api/admin/team/:ownerId']);
    expect(reads(`/api/admin/restaurant/${karim._id}`)).toEqual(['/api/admin/restaurant/:id']);

    // GET on the verification path is not a business read ('update' is no business type): 405, PUT allowed.
    const read = await get(`/api/admin/update/${karim._id}`);
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('PUT');
    expect(read.json()).not.toHaveProperty('type');
    const verified = await put(`/api/admin/update/${karim._id}`, { verified: false });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: MSG.verificationUpdated, user: { _id: karim._id } });

    // The business reads of the spec's GET /admin/{type}/{id} still answer, for each type.
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.type, 'services'));
    const services = await get(`/api/admin/services/${business!._id}`);
    expect(services.statusCode).toBe(200);
    expect(services.json()).toMatchObject({ _id: business!._id, type: 'services' });
    expect((await get(`/api/admin/store/${business!._id}`)).statusCode).toBe(404);
  });
});

describe('PUT /admin/updateEmail/{id}', () => {
  it('changes the e-mail to a valid, unused address (normalised), and the partner logs in with it', async () => {
    const latifa = await byEmail('latifa@demo.ma');
    const response = await put(`/api/admin/updateEmail/${latifa._id}`, { newEmail: '  Latifa.Mansouri@Example.MA ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MSG.emailUpdated, user: { email: 'latifa.mansouri@example.ma' } });
    expect((await built.ctx.db.select().from(users).where(eq(users._id, latifa._id)))[0]!.email).toBe('latifa.mansouri@example.ma');
    await expect(loginAs(built, 'latifa.mansouri@example.ma')).resolves.toBeTruthy();
  });

  it('refuses an address another account uses: 400 with a message, nothing written', async () => {
    const meryem = await byEmail('meryem@demo.ma');
    const response = await put(`/api/admin/updateEmail/${meryem._id}`, { newEmail: DEMO_ACCOUNTS.store.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.emailTaken);
    expect((await built.ctx.db.select().from(users).where(eq(users._id, meryem._id)))[0]!.email).toBe('meryem@demo.ma');
  });

  it('refuses a missing or invalid address with 400', async () => {
    const meryem = await byEmail('meryem@demo.ma');
    const missing = await put(`/api/admin/updateEmail/${meryem._id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.emailRequired);
    const invalid = await put(`/api/admin/updateEmail/${meryem._id}`, { newEmail: 'meryem@nowhere' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MSG.emailInvalid);
    expect((await built.ctx.db.select().from(users).where(eq(users._id, meryem._id)))[0]!.email).toBe('meryem@demo.ma');
  });

  it('keeping the same address is allowed', async () => {
    const meryem = await byEmail('meryem@demo.ma');
    expect((await put(`/api/admin/updateEmail/${meryem._id}`, { newEmail: 'meryem@demo.ma' })).statusCode).toBe(200);
  });
});

describe('POST /admin/resetPassword/{id}', () => {
  it('mails the partner a reset link that lets them choose a new password; the password is untouched until then', async () => {
    const email = (await list('store_owner')).find((r) => r.name === 'Meryem Chraibi')!.email;
    const partner = await byEmail(email);
    const response = await built.app.inject({ method: 'POST', url: `/api/admin/resetPassword/${partner._id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MSG.resetLinkSent });
    expect((await byEmail(email)).passwordHash).toBe(partner.passwordHash);
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe('Reset your password');
    expect(mail.link).toMatch(/\/reset-password\/[\w-]+$/);
    const token = mail.link!.split('/').pop()!;
    const reset = await built.app.inject({
      method: 'POST',
      url: `/api/auth/reset/${token}`,
      payload: { password: 'Nouveau@2026', confirmPassword: 'Nouveau@2026' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(loginAs(built, email, 'Nouveau@2026')).resolves.toBeTruthy();
  });

  it('answers 404 for an unknown account and 400 for a non-partner, mailing nobody', async () => {
    expect(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/admin/resetPassword/00000000-0000-4000-8000-000000000000',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    const client = await byEmail(DEMO_ACCOUNTS.client);
    const before = (await mailsTo(client.email)).length;
    const response = await built.app.inject({ method: 'POST', url: `/api/admin/resetPassword/${client._id}`, headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.notAPartner);
    expect(await mailsTo(client.email)).toHaveLength(before);
  });
});

describe('admin only', () => {
  const calls = async (id: string) =>
    [
      ['GET', '/api/admin/getAll/restaurant_owner', undefined],
      ['GET', '/api/admin/getAll/non_verified', undefined],
      ['PUT', `/api/admin/update/${id}`, { verified: true }],
      ['PUT', `/api/admin/updateEmail/${id}`, { newEmail: 'someone-new@demo.ma' }],
      ['POST', `/api/admin/resetPassword/${id}`, undefined],
    ] as const;

  it('answers 401 without a token', async () => {
    const karim = await byEmail('karim@demo.ma');
    for (const [method, url, payload] of await calls(karim._id)) {
      const response = await built.app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to every other role, and writes nothing', async () => {
    const karim = await byEmail('karim@demo.ma');
    const others = [
      DEMO_ACCOUNTS.restaurant,
      DEMO_ACCOUNTS.store,
      DEMO_ACCOUNTS.services,
      DEMO_ACCOUNTS.adminRestaurant,
      DEMO_ACCOUNTS.rider,
      DEMO_ACCOUNTS.client,
      DEMO_ACCOUNTS.unverified,
    ];
    for (const email of others) {
      const session = await loginAs(built, email);
      for (const [method, url, payload] of await calls(karim._id)) {
        const response = await built.app.inject({ method, url, payload, headers: session.headers });
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
    const after = await byEmail('karim@demo.ma');
    expect(after.verified).toBe(false);
  });
});
