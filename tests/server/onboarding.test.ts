import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import type { BuiltApp } from '../../server/app';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let admin: Session;
let newOwner: Session; // restaurant owner, no identity, no business
let karim: Session; // restaurant owner with identity, no business
let zakaria: Session; // store owner, no business
let rider: Session; // unverified rider
let resto: Session; // verified restaurant owner who has a business

beforeAll(async () => {
  // An absolute files folder: @fastify/static refuses a relative root.
  built = await createTestApp({ filesDir: path.resolve('.data-test', `onboarding-${process.pid}-${Date.now()}`) });
  admin = await loginAs(built, DEMO_ACCOUNTS.admin);
  newOwner = await loginAs(built, DEMO_ACCOUNTS.unverified);
  karim = await loginAs(built, 'karim@demo.ma');
  zakaria = await loginAs(built, 'zakaria@demo.ma');
  rider = await loginAs(built, 'ilyas@demo.ma');
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
});
afterAll(async () => {
  await built?.app.close();
});

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, session?: Session, payload?: unknown) =>
  built.app.inject({ method, url, headers: session?.headers, payload: payload as never });

const me = async (session: Session) => (await inject('GET', '/api/auth/data', session)).json().user as Record<string, unknown>;

describe('PUT /api/auth/confirme/:userId (identity step)', () => {
  const identity = { N_identité: 'FA123456', Date_birth: '1994-03-02', scan_Id: 'http://localhost/uploads/card_identite/x.png' };
  const url = () => `/api/auth/confirme/${newOwner.user._id}`;

  it('needs a token', async () => {
    expect((await inject('PUT', url(), undefined, identity)).statusCode).toBe(401);
  });

  it("refuses another user's id (403), writing nothing", async () => {
    const response = await inject('PUT', `/api/auth/confirme/${karim.user._id}`, newOwner, { ...identity, N_identité: 'HACKED' });
    expect(response.statusCode).toBe(403);
    expect((await me(karim))['N_identité']).not.toBe('HACKED');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no identity number', { ...identity, N_identité: '' }, MSG.identityRequired],
    ['no birth date', { ...identity, Date_birth: undefined }, MSG.identityRequired],
    ['no ID scan', { ...identity, scan_Id: '' }, MSG.identityRequired],
    ['a birth date that is not a date', { ...identity, Date_birth: '02/03/1994' }, MSG.identityRequired],
    ['under 18', { ...identity, Date_birth: new Date(Date.now() - 17 * 365.25 * 86400_000).toISOString().slice(0, 10) }, MSG.minAge],
    ['a birth date in the future', { ...identity, Date_birth: '2999-01-01' }, MSG.futureBirth],
  ];
  for (const [name, payload, message] of bad) {
    it(`400 for ${name}, nothing written`, async () => {
      const response = await inject('PUT', url(), newOwner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await me(newOwner))['N_identité']).toBeNull();
    });
  }

  it('stores the identity of the caller, and an admin sees it', async () => {
    const response = await inject('PUT', url(), newOwner, identity);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MSG.identitySuccess);
    const user = await me(newOwner);
    expect(user).toMatchObject(identity);
    expect(user).not.toHaveProperty('passwordHash');
    const partners = (await inject('GET', '/api/admin/getAll/non_verified', admin)).json() as Record<string, unknown>[];
    expect(partners.find((p) => p._id === newOwner.user._id)).toMatchObject(identity);
  });

  it('a rider submits their own identity too', async () => {
    const response = await inject('PUT', `/api/auth/confirme/${rider.user._id}`, rider, { ...identity, N_identité: 'RIDER42' });
    expect(response.statusCode).toBe(200);
    expect((await me(rider))['N_identité']).toBe('RIDER42');
  });

  it('an admin may submit for a user', async () => {
    const response = await inject('PUT', `/api/auth/confirme/${zakaria.user._id}`, admin, { ...identity, N_identité: 'BYADMIN' });
    expect(response.statusCode).toBe(200);
    expect((await me(zakaria))['N_identité']).toBe('BYADMIN');
  });
});

describe('POST /api/:type/add (business step)', () => {
  const business = (owner: string, patch: Record<string, unknown> = {}) => ({
    owner,
    name: 'Chez Karim',
    contactNumber: '+212 612-345678',
    city: 'oujda',
    category: ['Pizza', 'Grill'],
    delivery: true,
    openingAllTimes: false,
    openingTime: '12:00',
    closingTime: '02:00',
    logo: 'http://localhost/uploads/restaurant/logo.png',
    background: 'http://localhost/uploads/restaurant/bg.png',
    description: 'Grilled meat and pizza, open late.',
    location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
    ...patch,
  });
  const stored = async (session: Session, type = 'restaurant') => inject('GET', `/api/${type}/getByOwner/${session.user._id}`, session);

  it('needs a token', async () => {
    expect((await inject('POST', '/api/restaurant/add', undefined, business(karim.user._id))).statusCode).toBe(401);
  });

  it("refuses a business for another user's id (403)", async () => {
    const response = await inject('POST', '/api/restaurant/add', newOwner, business(karim.user._id));
    expect(response.statusCode).toBe(403);
    expect((await stored(karim)).statusCode).toBe(404);
  });

  it('refuses a type the role does not run (403) and an unknown type (400)', async () => {
    expect((await inject('POST', '/api/store/add', karim, business(karim.user._id, { category: ['Grocery'] }))).statusCode).toBe(403);
    expect((await inject('POST', '/api/boats/add', karim, business(karim.user._id))).statusCode).toBe(400);
  });

  it('refuses riders (403)', async () => {
    expect((await inject('POST', '/api/restaurant/add', rider, business(rider.user._id))).statusCode).toBe(403);
  });

  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
  const bad: [string, Record<string, unknown>, string][] = [
    ['no name', { name: '' }, MSG.allFieldsRequired],
    ['no contact number', { contactNumber: undefined }, MSG.allFieldsRequired],
    ['a contact number that is not Moroccan', { contactNumber: '123' }, MSG.phoneInvalid],
    ['another city', { city: 'rabat' }, MSG.notInOujda],
    ['no category', { category: [] }, MSG.allFieldsRequired],
    ['four categories', { category: ['Pizza', 'Grill', 'Tacos', 'Burgers'] }, MSG.maxCategories],
    ['a category of another type', { category: ['Plumbing'] }, MSG.unknownBusinessCategory],
    ['delivery not a yes/no', { delivery: 'yes' }, MSG.allFieldsRequired],
    ['no times and not 24/7', { openingTime: undefined, closingTime: undefined }, MSG.selectTimes],
    ['an opening before 08:00', { openingTime: '07:30' }, MSG.invalidTime],
    ['a closing after 03:30', { closingTime: '04:00' }, MSG.invalidTime],
    ['a time off the 30-minute steps', { openingTime: '09:15' }, MSG.invalidTime],
    ['no logo', { logo: '' }, MSG.uploadBoth],
    ['no background', { background: undefined }, MSG.uploadBoth],
    ['no description', { description: ' ' }, MSG.allFieldsRequired],
    ['201 words', { description: words(201) }, MSG.max200Words],
    ['no location', { location: undefined }, MSG.allFieldsRequired],
    ['a location outside Oujda', { location: { type: 'Point', coordinates: [-7.5898, 33.5731] } }, MSG.notInOujda],
    ['latitude and longitude swapped', { location: { type: 'Point', coordinates: [34.6814, -1.9086] } }, MSG.notInOujda],
    ['a location that is not a GeoJSON point', { location: [-1.9086, 34.6814] }, MSG.notInOujda],
  ];
  for (const [name, patch, message] of bad) {
    it(`400 for ${name}, nothing written`, async () => {
      const response = await inject('POST', '/api/restaurant/add', karim, business(karim.user._id, patch));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await stored(karim)).statusCode).toBe(404);
    });
  }

  it('400 without an owner', async () => {
    const response = await inject('POST', '/api/restaurant/add', karim, business(''));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.allFieldsRequired);
  });

  it('stores the business with its overnight hours and [longitude, latitude]; one per owner', async () => {
    const response = await inject('POST', '/api/restaurant/add', karim, business(karim.user._id, { description: words(200) }));
    expect(response.statusCode).toBe(201);
    const saved = (await stored(karim)).json();
    expect(saved).toMatchObject({
      type: 'restaurant',
      owner: karim.user._id,
      name: 'Chez Karim',
      contactNumber: '612345678',
      city: 'oujda',
      category: ['Pizza', 'Grill'],
      delivery: true,
      openingAllTimes: false,
      openingTime: '12:00',
      closingTime: '02:00',
      location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
    });
    const again = await inject('POST', '/api/restaurant/add', karim, business(karim.user._id, { name: 'Second' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.alreadyHasBusiness);
    expect((await stored(karim)).json().name).toBe('Chez Karim');
  });

  it('an owner who already runs a business cannot add another (409)', async () => {
    const response = await inject('POST', '/api/restaurant/add', resto, business(resto.user._id));
    expect(response.statusCode).toBe(409);
  });

  it('24/7 needs no times and keeps the whole day', async () => {
    const payload = business(newOwner.user._id, { openingAllTimes: true, openingTime: undefined, closingTime: undefined });
    expect((await inject('POST', '/api/restaurant/add', newOwner, payload)).statusCode).toBe(201);
    expect((await stored(newOwner)).json()).toMatchObject({ openingAllTimes: true, openingTime: '00:00', closingTime: '23:59' });
  });

  it('an admin may register the business of an owner, of the type the owner runs', async () => {
    const store = business(zakaria.user._id, { category: ['Grocery', 'Bakery'], name: 'Hanout Zakaria' });
    expect((await inject('POST', '/api/restaurant/add', admin, store)).statusCode).toBe(400);
    expect((await inject('POST', '/api/store/add', admin, business(rider.user._id, { category: ['Grocery'] }))).statusCode).toBe(400);
    const response = await inject('POST', '/api/store/add', admin, store);
    expect(response.statusCode).toBe(201);
    expect((await stored(zakaria, 'store')).json()).toMatchObject({ type: 'store', name: 'Hanout Zakaria' });
  });
});
