import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORIES } from '../../src/domain/categories';
import { MSG } from '../../src/domain/messages';
import {
  CLOSING_TIME_CHOICES,
  countWords,
  isOpenAt,
  isOvernight,
  OPENING_TIME_CHOICES,
  openMinutes,
  pointCoordinates,
  toGeoPoint,
  validateBusinessRegistration,
  type BusinessRegistrationInput,
} from '../../src/domain/registration';

const valid: BusinessRegistrationInput = {
  owner: 'u1',
  name: 'Chez Nadia',
  contactNumber: '0612345678',
  city: 'oujda',
  category: ['Pizza', 'Burgers'],
  delivery: true,
  openingAllTimes: false,
  openingTime: '09:00',
  closingTime: '23:00',
  logo: 'https://img/logo.png',
  background: 'https://img/bg.png',
  description: 'Wood-fired pizza near the Bab Sidi Abdelwahab gate.',
  location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
};
const check = (patch: Partial<BusinessRegistrationInput>, type: 'restaurant' | 'store' | 'services' = 'restaurant') =>
  validateBusinessRegistration(type, { ...valid, ...patch });

describe('business registration: a complete form passes', () => {
  it('has no errors', () => {
    expect(validateBusinessRegistration('restaurant', valid)).toEqual({});
  });
  it('needs no times when open 24/7', () => {
    expect(check({ openingAllTimes: true, openingTime: undefined, closingTime: undefined })).toEqual({});
  });
});

describe('all fields are required', () => {
  for (const field of ['owner', 'name', 'contactNumber', 'city', 'delivery', 'description'] as const) {
    it(`${field} missing → 'All fields are required'`, () => {
      expect(check({ [field]: undefined })[field]).toBe(MSG.allFieldsRequired);
    });
  }
  it('blank text counts as missing', () => {
    expect(check({ name: '   ' }).name).toBe(MSG.allFieldsRequired);
  });
  it('no category', () => {
    expect(check({ category: [] }).category).toBe(MSG.allFieldsRequired);
  });
  it('no location', () => {
    expect(check({ location: undefined }).location).toBe(MSG.allFieldsRequired);
  });
  it('a contact number that is not Moroccan', () => {
    expect(check({ contactNumber: '12345' }).contactNumber).toBe(MSG.phoneInvalid);
  });
  it('the city is fixed to oujda', () => {
    expect(check({ city: 'Oujda' }).city).toBeUndefined();
    expect(check({ city: 'rabat' }).city).toBe(MSG.notInOujda);
  });
});

describe('categories: 1 to 3 from the type list', () => {
  it('3 is allowed, 4 is not', () => {
    expect(check({ category: BUSINESS_CATEGORIES.restaurant.slice(0, 3) }).category).toBeUndefined();
    expect(check({ category: BUSINESS_CATEGORIES.restaurant.slice(0, 4) }).category).toBe(MSG.maxCategories);
  });
  it('only the categories of the business type', () => {
    expect(check({ category: ['Grocery'] }).category).toBe(MSG.unknownBusinessCategory);
    expect(check({ category: ['Grocery'] }, 'store').category).toBeUndefined();
    expect(check({ category: ['Plumbing'] }, 'services').category).toBeUndefined();
  });
  it('the same category twice is refused', () => {
    expect(check({ category: ['Pizza', 'Pizza'] }).category).toBe(MSG.unknownBusinessCategory);
  });
});

describe('opening and closing times', () => {
  it('opening choices run 08:00 to 14:00 every 30 minutes', () => {
    expect(OPENING_TIME_CHOICES[0]).toBe('08:00');
    expect(OPENING_TIME_CHOICES.at(-1)).toBe('14:00');
    expect(OPENING_TIME_CHOICES).toHaveLength(13);
    expect(OPENING_TIME_CHOICES).toContain('08:30');
    expect(OPENING_TIME_CHOICES).not.toContain('07:30');
    expect(OPENING_TIME_CHOICES).not.toContain('14:30');
  });
  it('closing choices run 14:30 to 03:30 across midnight every 30 minutes', () => {
    expect(CLOSING_TIME_CHOICES[0]).toBe('14:30');
    expect(CLOSING_TIME_CHOICES.at(-1)).toBe('03:30');
    expect(CLOSING_TIME_CHOICES).toHaveLength(27);
    expect(CLOSING_TIME_CHOICES).toContain('23:30');
    expect(CLOSING_TIME_CHOICES).toContain('00:00');
    expect(CLOSING_TIME_CHOICES).not.toContain('14:00');
    expect(CLOSING_TIME_CHOICES).not.toContain('04:00');
    expect(CLOSING_TIME_CHOICES).not.toContain('15:15');
  });
  it('not 24/7 needs both times', () => {
    expect(check({ openingTime: undefined }).openingTime).toBe(MSG.selectTimes);
    expect(check({ closingTime: '' }).closingTime).toBe(MSG.selectTimes);
    expect(check({ openingAllTimes: undefined, openingTime: undefined }).openingTime).toBe(MSG.selectTimes);
  });
  it('times outside the choices are refused', () => {
    expect(check({ openingTime: '07:30' }).openingTime).toBe(MSG.invalidTime);
    expect(check({ openingTime: '08:15' }).openingTime).toBe(MSG.invalidTime);
    expect(check({ closingTime: '04:00' }).closingTime).toBe(MSG.invalidTime);
    expect(check({ openingTime: '08:00', closingTime: '03:30' })).toEqual({});
  });
  it('a closing after midnight is an overnight opening', () => {
    expect(isOvernight('12:00', '02:00')).toBe(true);
    expect(isOvernight('12:00', '23:30')).toBe(false);
    expect(isOvernight('12:00', '00:00')).toBe(true);
    expect(openMinutes('12:00', '02:00')).toBe(14 * 60);
    expect(openMinutes('09:00', '23:00')).toBe(14 * 60);
    expect(isOpenAt('12:00', '02:00', 1 * 60)).toBe(true);
    expect(isOpenAt('12:00', '02:00', 2 * 60)).toBe(false);
    expect(isOpenAt('12:00', '02:00', 23 * 60)).toBe(true);
    expect(isOpenAt('12:00', '02:00', 11 * 60)).toBe(false);
    expect(isOpenAt('09:00', '23:00', 23 * 60 + 30)).toBe(false);
  });
});

describe('logo and background', () => {
  it('both are required', () => {
    expect(check({ logo: '' }).logo).toBe(MSG.uploadBoth);
    expect(check({ background: undefined }).background).toBe(MSG.uploadBoth);
  });
});

describe('description: at most 200 words', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  it('counts words separated by any white space', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' one\ttwo\n three  ')).toBe(3);
  });
  it('200 words pass, 201 do not', () => {
    expect(check({ description: words(200) }).description).toBeUndefined();
    expect(check({ description: words(201) }).description).toBe(MSG.max200Words);
  });
});

describe('location: a GeoJSON point inside the Oujda polygon', () => {
  it('stores [longitude, latitude]', () => {
    expect(toGeoPoint([-1.9, 34.68])).toEqual({ type: 'Point', coordinates: [-1.9, 34.68] });
    expect(pointCoordinates({ type: 'Point', coordinates: [-1.9, 34.68] })).toEqual([-1.9, 34.68]);
    expect(pointCoordinates({ type: 'Polygon', coordinates: [-1.9, 34.68] })).toBeNull();
  });
  it('a point on the polygon edge is inside, just beyond is out', () => {
    expect(check({ location: toGeoPoint([-2.0, 34.7]) }).location).toBeUndefined();
    expect(check({ location: toGeoPoint([-1.82, 34.76]) }).location).toBeUndefined();
    expect(check({ location: toGeoPoint([-2.0001, 34.7]) }).location).toBe(MSG.notInOujda);
    expect(check({ location: toGeoPoint([-1.9, 34.7601]) }).location).toBe(MSG.notInOujda);
  });
  it('latitude and longitude swapped lands outside Oujda', () => {
    expect(check({ location: toGeoPoint([34.6814, -1.9086]) }).location).toBe(MSG.notInOujda);
  });
  it('Casablanca is not Oujda', () => {
    expect(check({ location: toGeoPoint([-7.5898, 33.5731]) }).location).toBe(MSG.notInOujda);
  });
  it('a malformed location is refused', () => {
    expect(check({ location: { type: 'Point', coordinates: ['x', 1] } }).location).toBe(MSG.notInOujda);
    expect(check({ location: [-1.9, 34.68] }).location).toBe(MSG.notInOujda);
  });
});
