import { describe, expect, it } from 'vitest';
import { ageOn, isFileSizeAllowed, isIsoDate, MAX_IMAGE_BYTES, MIN_AGE, validateIdentity } from '../../src/domain/identity';
import { MSG } from '../../src/domain/messages';

const TODAY = new Date('2026-11-22T09:30:00Z');
const identity = (Date_birth: unknown) => ({ N_identité: 'F123456', Date_birth, scan_Id: 'https://img.example.ma/id.png' });

describe('age', () => {
  it('turns a year older on the birthday itself, not the day before', () => {
    expect(ageOn('2008-11-22', TODAY)).toBe(18);
    expect(ageOn('2008-11-23', TODAY)).toBe(17);
    expect(ageOn('2008-11-21', TODAY)).toBe(18);
    expect(ageOn('2008-12-01', TODAY)).toBe(17);
    expect(ageOn('2008-10-30', TODAY)).toBe(18);
  });
  it('counts in UTC, whatever the hour of the day', () => {
    expect(ageOn('2008-11-22', new Date('2026-11-22T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-11-22', new Date('2026-11-21T23:59:59Z'))).toBe(17);
  });
  it('a 29 February birthday comes on 1 March in common years', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(18);
  });
});

describe('identity step (SPEC §5)', () => {
  it('requires 18 years: the 18th birthday passes, the day after it does not yet', () => {
    expect(MIN_AGE).toBe(18);
    expect(validateIdentity(identity('2008-11-22'), TODAY)).toEqual({});
    expect(validateIdentity(identity('2008-11-23'), TODAY).Date_birth).toBe('You must be at least 18 years old');
  });
  it('refuses a birth date in the future, today itself being under age', () => {
    expect(validateIdentity(identity('2026-11-23'), TODAY).Date_birth).toBe(MSG.futureBirth);
    expect(validateIdentity(identity('2026-11-22'), TODAY).Date_birth).toBe(MSG.minAge);
  });
  it('requires the identity number, a real date and the scan, with one message', () => {
    const message = 'Identity number, date of birth and ID scan are required';
    expect(validateIdentity({ ...identity('1990-01-01'), N_identité: '  ' }, TODAY)['N_identité']).toBe(message);
    expect(validateIdentity({ ...identity('1990-01-01'), scan_Id: undefined }, TODAY).scan_Id).toBe(message);
    for (const bad of [undefined, '', '1990-02-30', '1990-13-01', '01/02/1990', '1990-1-1', 19900101]) {
      expect(validateIdentity(identity(bad), TODAY).Date_birth, String(bad)).toBe(message);
    }
    expect(Object.keys(validateIdentity({}, TODAY)).sort()).toEqual(['Date_birth', 'N_identité', 'scan_Id']);
  });
  it('knows real calendar dates, leap days included', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
  });
});

describe('ID scan size', () => {
  it("must be less than 5MB: 5 MB exactly is refused ('File size should be less than 5MB')", () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(isFileSizeAllowed(MAX_IMAGE_BYTES - 1)).toBe(true);
    expect(isFileSizeAllowed(MAX_IMAGE_BYTES)).toBe(false);
    expect(isFileSizeAllowed(MAX_IMAGE_BYTES + 1)).toBe(false);
    expect(isFileSizeAllowed(0)).toBe(true);
    expect(MSG.fileTooBig).toBe('File size should be less than 5MB');
  });
});
