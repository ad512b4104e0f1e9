import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import {
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  hoursProblem,
  isValidUrl,
  MAX_DESCRIPTION_CHARS,
  normalizeSettings,
  settingsTimeChoices,
  validateSettings,
  type SettingsValues,
} from '../../src/domain/settings';

const valid: SettingsValues = {
  name: 'Dar Zitoun',
  contactNumber: '0661234567',
  logo: '/demo/logo-restaurant.svg',
  background: '/demo/background.svg',
  description: 'Home-style Moroccan cooking.',
  socialMedia: { ig: 'https://instagram.com/darzitoun', fb: '' },
  delivery: true,
  openingTime: '09:00',
  closingTime: '20:00',
  openingAllTimes: false,
  category: ['Moroccan', 'Pizza'],
  location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
};

describe('settings rules', () => {
  it('accepts a complete profile', () => {
    expect(validateSettings(valid, 'restaurant')).toEqual({});
  });

  it("asks for contact number, logo, name, background and a category with 'Please fill all the required fields'", () => {
    expect(MSG.settingsRequired).toBe('Please fill all the required fields');
    for (const field of ['contactNumber', 'logo', 'name', 'background'] as const) {
      expect(validateSettings({ ...valid, [field]: '  ' }, 'restaurant')).toEqual({ [field]: MSG.settingsRequired });
      expect(validateSettings({ ...valid, [field]: undefined }, 'restaurant')).toEqual({ [field]: MSG.settingsRequired });
    }
    expect(validateSettings({ ...valid, category: [] }, 'restaurant')).toEqual({ category: MSG.settingsRequired });
    // The required fields come first, so the form's first message is the spec's.
    const errors = validateSettings({ ...valid, name: '', description: 'x'.repeat(200) }, 'restaurant');
    expect(Object.values(errors)[0]).toBe(MSG.settingsRequired);
  });

  it('keeps the description to 120 characters', () => {
    expect(MAX_DESCRIPTION_CHARS).toBe(120);
    expect(validateSettings({ ...valid, description: 'x'.repeat(120) }, 'restaurant')).toEqual({});
    expect(validateSettings({ ...valid, description: 'x'.repeat(121) }, 'restaurant')).toEqual({ description: MSG.descriptionTooLong });
    expect(validateSettings({ ...valid, description: '' }, 'restaurant')).toEqual({});
  });

  it("allows 1 to 3 categories, from the business type's own list", () => {
    expect(validateSettings({ ...valid, category: ['Moroccan', 'Pizza', 'Tacos'] }, 'restaurant')).toEqual({});
    expect(validateSettings({ ...valid, category: ['Moroccan', 'Pizza', 'Tacos', 'Grill'] }, 'restaurant')).toEqual({
      category: MSG.maxCategories,
    });
    expect(validateSettings({ ...valid, category: ['Plumbing'] }, 'restaurant')).toEqual({ category: MSG.unknownBusinessCategory });
    expect(validateSettings({ ...valid, category: ['Plumbing'] }, 'services')).toEqual({});
    expect(validateSettings({ ...valid, category: ['Grocery', 'Grocery'] }, 'store')).toEqual({ category: MSG.unknownBusinessCategory });
    expect(validateSettings({ ...valid, category: 'Pizza' }, 'restaurant')).toEqual({ category: MSG.settingsRequired });
  });

  it('wants social links to be full web addresses, or empty', () => {
    expect(isValidUrl('https://instagram.com/darzitoun')).toBe(true);
    expect(isValidUrl('http://darzitoun.ma')).toBe(true);
    for (const bad of [
      'instagram.com/darzitoun',
      'https://',
      'javascript:alert(1)',
      'ftp://files.ma/x',
      'https://exa mple.com',
      'https://localhost',
      42,
    ]) {
      expect(isValidUrl(bad), String(bad)).toBe(false);
    }
    expect(validateSettings({ ...valid, socialMedia: { web: 'darzitoun.ma' } }, 'restaurant')).toEqual({
      'socialMedia.web': MSG.socialUrlInvalid,
    });
    expect(validateSettings({ ...valid, socialMedia: { snapchat: 'https://snap.com/x' } as never }, 'restaurant')).toEqual({
      socialMedia: MSG.socialUrlInvalid,
    });
    expect(validateSettings({ ...valid, socialMedia: { ig: '', fb: '', web: '', tiktok: '' } }, 'restaurant')).toEqual({});
  });

  it("checks the hours with 'Please check the opening and closing times' unless 24/7", () => {
    expect(MSG.settingsTime).toBe('Please check the opening and closing times');
    expect(hoursProblem({ openingTime: '', closingTime: '20:00' })).toBe(MSG.settingsTime);
    expect(hoursProblem({ openingTime: '09:00', closingTime: '' })).toBe(MSG.settingsTime);
    expect(hoursProblem({ openingTime: '09:00', closingTime: '09:00' })).toBe(MSG.settingsTime);
    expect(hoursProblem({ openingTime: '09:10', closingTime: '20:00' })).toBe(MSG.settingsTime);
    expect(hoursProblem({ openingTime: '09:00', closingTime: '20:00' })).toBeNull();
    expect(hoursProblem({ openingTime: '11:00', closingTime: '03:30' })).toBeNull(); // after midnight, as at registration
    expect(hoursProblem({ openingAllTimes: true, openingTime: '', closingTime: '' })).toBeNull();
    expect(validateSettings({ ...valid, closingTime: '' }, 'restaurant')).toEqual({ closingTime: MSG.settingsTime });
    expect(validateSettings({ ...valid, openingTime: '', closingTime: '' }, 'restaurant')).toEqual({ openingTime: MSG.settingsTime });
    expect(validateSettings({ ...valid, openingAllTimes: true, openingTime: '', closingTime: '' }, 'restaurant')).toEqual({});
  });

  it('defaults to 09:00-20:00 with 15-minute choices', () => {
    expect([DEFAULT_OPENING_TIME, DEFAULT_CLOSING_TIME]).toEqual(['09:00', '20:00']);
    const choices = settingsTimeChoices();
    expect(choices).toHaveLength(96);
    expect(choices).toContain(DEFAULT_OPENING_TIME);
    expect(choices).toContain(DEFAULT_CLOSING_TIME);
  });

  it('wants a Moroccan phone number and a location inside Oujda', () => {
    expect(validateSettings({ ...valid, contactNumber: '+212 661-234567' }, 'restaurant')).toEqual({});
    expect(validateSettings({ ...valid, contactNumber: '12345' }, 'restaurant')).toEqual({ contactNumber: MSG.phoneInvalid });
    expect(validateSettings({ ...valid, location: { type: 'Point', coordinates: [-6.8498, 34.0209] } }, 'restaurant')).toEqual({
      location: MSG.notInOujda,
    });
    expect(validateSettings({ ...valid, location: undefined as never }, 'restaurant')).toEqual({ location: MSG.settingsRequired });
  });

  it('stores the phone as 9 digits and trims the text', () => {
    const out = normalizeSettings({
      ...valid,
      name: '  Dar Zitoun ',
      contactNumber: '+212 661-234567',
      socialMedia: { ig: ' https://instagram.com/x ', fb: '' },
    });
    expect(out.name).toBe('Dar Zitoun');
    expect(out.contactNumber).toBe('661234567');
    expect(out.socialMedia).toEqual({ ig: 'https://instagram.com/x' });
  });
});

describe('settings calls', () => {
  it('update goes to PUT /{type}/update/{id} (useCustomMutation passes meta.id as the id)', async () => {
    const { endpoints } = await import('../../src/providers/endpoints');
    const { resolveEndpoint } = await import('../../src/providers/dataProvider');
    const update = resolveEndpoint(endpoints, 'businesses', 'update');
    expect(update.method).toBe('PUT');
    expect(update.path({ id: 'b1', meta: { type: 'store' } })).toBe('/store/update/b1');
    expect(update.path({ id: 'b2', meta: { type: 'restaurant' } })).toBe('/restaurant/update/b2');
    expect(() => update.path({ id: 'b2', meta: {} })).toThrow(/type/);
  });
});
