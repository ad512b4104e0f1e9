import { describe, expect, it } from 'vitest';
import { ageOn, isFileSizeAllowed, MAX_IMAGE_BYTES, validateIdentity } from '../../src/domain/identity';
import { MSG } from '../../src/domain/messages';

const today = new Date('2026-11-22T10:00:00Z');
const valid = { N_identité: 'F123456', Date_birth: '1990-05-14', scan_Id: 'https://img/id.png' };

describe('identity step', () => {
  it('a complete identity passes', () => {
    expect(validateIdentity(valid, today)).toEqual({});
  });
  it('identity number, birth date and scan are all required', () => {
    expect(validateIdentity({ ...valid, N_identité: ' ' }, today)['N_identité']).toBe(MSG.identityRequired);
    expect(validateIdentity({ ...valid, Date_birth: undefined }, today).Date_birth).toBe(MSG.identityRequired);
    expect(validateIdentity({ ...valid, scan_Id: '' }, today).scan_Id).toBe(MSG.identityRequired);
  });
  it('a birth date that is not a real date is refused', () => {
    expect(validateIdentity({ ...valid, Date_birth: '1990-02-30' }, today).Date_birth).toBe(MSG.identityRequired);
  });
  it('18 years old on the birthday itself, not the day before', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(validateIdentity({ ...valid, Date_birth: '2008-11-22' }, today).Date_birth).toBeUndefined();
    expect(validateIdentity({ ...valid, Date_birth: '2008-11-23' }, today).Date_birth).toBe(MSG.minAge);
  });
  it('a birth date in the future is refused', () => {
    expect(validateIdentity({ ...valid, Date_birth: '2026-11-23' }, today).Date_birth).toBe(MSG.futureBirth);
  });
  it('the ID scan must be under 5 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(isFileSizeAllowed(MAX_IMAGE_BYTES - 1)).toBe(true);
    expect(isFileSizeAllowed(MAX_IMAGE_BYTES)).toBe(false);
  });
});
