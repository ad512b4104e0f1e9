import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import type { BuiltApp } from '../../server/app';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Business {
  _id: string;
  type: string;
  owner: string;
  name: string;
  contactNumber: string;
  description: string;
  category: string[];
  schedule: Record<string, { opening: string; closing: string }[]>;
  isTemporarilyClosed: boolean;
  openingAllTimes: boolean;
  visible: boolean;
  openingTime: string;
  closingTime: string;
  socialMedia: Record<string, string>;
  location: { type: 'Point'; coordinates: [number, number] };
}

let built: BuiltApp;
let admin: Session;
let resto: Session;
let store: Session;
let services: Session;
let adminResto: Session;
let restaurant: Business;
let shop: Business;
let adminsRestaurant: Business;

const split = { opening: '12:00', closing: '15:00' };
const evening = { opening: '19:00', closing: '23:30' };
const week = (slots: { opening: string; closing: string }[]) =>
  Object.fromEntries(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, slots]));

async function byOwner(session: Session, type: string): Promise<Business> {
  const res = await built.app.inject({ method: 'GET', url: `/api/${type}/getByOwner/${session.user._id}`, headers: session.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Business;
}

async function stored(b: Business): Promise<Business> {
  const res = await built.app.inject({ method: 'GET', url: `/api/admin/${b.type}/${b._id}`, headers: admin.headers });
  return res.json() as Business;
}

const put = (session: Session | null, type: string, id: string, payload: unknown) =>
  built.app.inject({ method: 'PUT', url: `/api/${type}/update/${id}`, headers: session?.headers ?? {}, payload: payload as object });

beforeAll(async () => {
  built = await createTestApp();
  [admin, resto, store, services, adminResto] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.services),
    loginAs(built, DEMO_ACCOUNTS.adminRestaurant),
  ]);
  restaurant = await byOwner(resto, 'restaurant');
  shop = await byOwner(store, 'store');
  adminsRestaurant = await byOwner(adminResto, 'restaurant');
});
afterAll(async () => {
  await built?.app.close();
  if (built) await rm(built.ctx.filesDir, { recursive: true, force: true });
});

describe('GET business', () => {
  it('gives an owner its business and says the server error when there is none', async () => {
    expect(restaurant.name).toBe('Dar Zitoun');
    const res = await built.app.inject({ method: 'GET', url: `/api/store/getByOwner/${resto.user._id}`, headers: resto.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.businessServerError);
  });

  it("refuses another owner's business and answers an admin", async () => {
    expect(
      (await built.app.inject({ method: 'GET', url: `/api/restaurant/getByOwner/${resto.user._id}`, headers: store.headers })).statusCode,
    ).toBe(403);
    expect((await built.app.inject({ method: 'GET', url: `/api/admin/store/${shop._id}`, headers: resto.headers })).statusCode).toBe(403);
    expect((await built.app.inject({ method: 'GET', url: `/api/admin/store/not-an-id`, headers: admin.headers })).json()).toMatchObject({
      statusCode: 400,
      code: 'invalidId',
    });
  });

  it('links the restaurant admin to a restaurant of its own', () => {
    expect(adminsRestaurant.type).toBe('restaurant');
    expect(adminsRestaurant.owner).toBe(adminResto.user._id);
  });
});

describe('PUT /{type}/update/{id}: schedule', () => {
  it('saves a split shift, 24/7 and temporary closure for the owner and returns the business', async () => {
    const schedule = week([split, evening]);
    const res = await put(resto, 'restaurant', restaurant._id, { schedule, isTemporarilyClosed: false, openingAllTimes: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: restaurant._id, schedule, isTemporarilyClosed: false, openingAllTimes: false });

    const closed = await put(resto, 'restaurant', restaurant._id, { isTemporarilyClosed: true });
    expect(closed.json().isTemporarilyClosed).toBe(true);
    expect((await stored(restaurant)).schedule).toEqual(schedule);
    const reopened = await put(resto, 'restaurant', restaurant._id, { schedule, isTemporarilyClosed: false, openingAllTimes: true });
    expect(reopened.json()).toMatchObject({ isTemporarilyClosed: false, openingAllTimes: true });
    await put(resto, 'restaurant', restaurant._id, { openingAllTimes: false });
  });

  it.each([
    ['overlapping slots', { Monday: [split, { opening: '14:00', closing: '18:00' }] }, MSG.openingAfterPrevious],
    ['unordered slots', { Monday: [evening, split] }, MSG.openingAfterPrevious],
    ['a closing before its opening', { Monday: [{ opening: '15:00', closing: '12:00' }, evening] }, MSG.closingAfterOpening],
    ['a time off the 15-minute steps', { Monday: [{ opening: '12:10', closing: '15:00' }] }, MSG.slotInvalidTime],
    ['a time that is no time', { Monday: [{ opening: '25:00', closing: '26:00' }] }, MSG.slotInvalidTime],
    ['a slot without closing', { Monday: [{ opening: '12:00' }] }, MSG.slotIncomplete],
    ['an unknown day', { Funday: [split] }, MSG.scheduleInvalid],
    ['a list instead of a week', [split], MSG.scheduleInvalid],
    [
      'an overnight slot over the next day',
      { Sunday: [{ opening: '20:00', closing: '03:00' }], Monday: [{ opening: '02:00', closing: '10:00' }] },
      MSG.closingBeforeNext,
    ],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, schedule, message) => {
    const before = await stored(restaurant);
    const res = await put(resto, 'restaurant', restaurant._id, { schedule, isTemporarilyClosed: true, openingAllTimes: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(restaurant)).toEqual(before);
  });

  it('refuses flags that are not true or false', async () => {
    const res = await put(resto, 'restaurant', restaurant._id, { isTemporarilyClosed: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.scheduleFlagInvalid);
    expect((await put(resto, 'restaurant', restaurant._id, {})).json().message).toBe(MSG.nothingToUpdate);
    expect((await put(resto, 'restaurant', restaurant._id, { owner: store.user._id })).statusCode).toBe(400);
  });
});

describe('PUT /{type}/update/{id}: settings', () => {
  const settings = () => ({
    name: 'Dar Zitoun Centre',
    contactNumber: '+212 661-111222',
    logo: '/demo/logo-restaurant.svg',
    background: '/demo/background.svg',
    description: 'Tajines, couscous and pizza.',
    socialMedia: { ig: 'https://instagram.com/darzitoun', fb: '', web: 'https://darzitoun.ma', tiktok: '' },
    delivery: false,
    openingTime: '11:00',
    closingTime: '02:00',
    openingAllTimes: false,
    category: ['Moroccan', 'Pizza', 'Grill'],
    location: { type: 'Point', coordinates: [-1.91, 34.68] },
  });

  it('saves the settings body, storing the phone as 9 digits and dropping empty links', async () => {
    const res = await put(resto, 'restaurant', restaurant._id, settings());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Dar Zitoun Centre',
      contactNumber: '661111222',
      delivery: false,
      closingTime: '02:00',
      category: ['Moroccan', 'Pizza', 'Grill'],
      socialMedia: { ig: 'https://instagram.com/darzitoun', web: 'https://darzitoun.ma' },
      location: { type: 'Point', coordinates: [-1.91, 34.68] },
    });
    expect((await stored(restaurant)).name).toBe('Dar Zitoun Centre');
  });

  it.each([
    ['a missing name', { name: '' }, MSG.settingsRequired],
    ['a missing logo', { logo: '' }, MSG.settingsRequired],
    ['a missing background', { background: null }, MSG.settingsRequired],
    ['a missing contact number', { contactNumber: '' }, MSG.settingsRequired],
    ['no category', { category: [] }, MSG.settingsRequired],
    ['more than 3 categories', { category: ['Moroccan', 'Pizza', 'Grill', 'Tacos'] }, MSG.maxCategories],
    ["another type's category", { category: ['Plumbing'] }, MSG.unknownBusinessCategory],
    ['a description over 120 characters', { description: 'x'.repeat(121) }, MSG.descriptionTooLong],
    ['a social link that is no link', { socialMedia: { ig: 'instagram darzitoun' } }, MSG.socialUrlInvalid],
    ['equal opening and closing', { openingTime: '10:00', closingTime: '10:00' }, MSG.settingsTime],
    ['a missing closing', { closingTime: '' }, MSG.settingsTime],
    ['a location outside Oujda', { location: { type: 'Point', coordinates: [-6.8498, 34.0209] } }, MSG.notInOujda],
    ['a bad phone', { contactNumber: '12345' }, MSG.phoneInvalid],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, change, message) => {
    const before = await stored(restaurant);
    const res = await put(resto, 'restaurant', restaurant._id, { ...settings(), name: 'Should not be saved', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(restaurant)).toEqual(before);
  });

  it('checks a partial settings body against what is stored', async () => {
    expect((await put(resto, 'restaurant', restaurant._id, { description: 'Short and sweet.' })).statusCode).toBe(200);
    const res = await put(resto, 'restaurant', restaurant._id, { openingAllTimes: false, openingTime: '02:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.settingsTime);
  });

  it('lets 24/7 skip the hours', async () => {
    const res = await put(resto, 'restaurant', restaurant._id, { ...settings(), openingAllTimes: true, openingTime: '', closingTime: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openingAllTimes).toBe(true);
  });
});

describe('PUT /{type}/update/{id}: who may', () => {
  it('answers 401 without a token', async () => {
    expect((await put(null, 'restaurant', restaurant._id, { isTemporarilyClosed: true })).statusCode).toBe(401);
  });

  it("refuses another owner's business with 403 and writes nothing", async () => {
    const before = await stored(shop);
    const res = await put(resto, 'store', shop._id, { isTemporarilyClosed: true });
    expect(res.statusCode).toBe(403);
    expect((await put(services, 'store', shop._id, { name: 'Mine now' })).statusCode).toBe(403);
    expect(await stored(shop)).toEqual(before);
    // Under another type the business is not found at all.
    expect((await put(resto, 'store', restaurant._id, { isTemporarilyClosed: true })).statusCode).toBe(404);
  });

  it('lets an admin edit any business, and only an admin change visibility', async () => {
    const res = await put(admin, 'store', shop._id, {
      name: 'Marché Al Amal Plus',
      contactNumber: '0662345678',
      description: 'Open late.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Marché Al Amal Plus', description: 'Open late.' });

    expect((await put(store, 'store', shop._id, { visible: false })).statusCode).toBe(403);
    const hidden = await put(admin, 'store', shop._id, { visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().visible).toBe(false);
    expect((await put(admin, 'store', shop._id, { visible: 'no' })).statusCode).toBe(400);
    await put(admin, 'store', shop._id, { visible: true });
  });

  it("lets the restaurant admin edit its restaurant's info only", async () => {
    const info = await put(adminResto, 'restaurant', adminsRestaurant._id, { description: 'Andalusian dishes, new terrace.' });
    expect(info.statusCode).toBe(200);
    const schedule = await put(adminResto, 'restaurant', adminsRestaurant._id, { isTemporarilyClosed: true });
    expect(schedule.statusCode).toBe(403);
    expect(schedule.json().message).toBe(MSG.adminRestaurantInfoOnly);
    expect((await put(adminResto, 'restaurant', restaurant._id, { description: 'Not mine' })).statusCode).toBe(403);
    expect((await stored(adminsRestaurant)).isTemporarilyClosed).toBe(false);
  });
});
