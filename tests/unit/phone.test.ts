import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from '../../src/domain/phone';

describe('phone numbers', () => {
  it('keeps the 9 national digits of any usual spelling', () => {
    expect(normalizePhone('0612345678')).toBe('612345678');
    expect(normalizePhone('+212 612-345678')).toBe('612345678');
    expect(normalizePhone('00212612345678')).toBe('612345678');
    expect(normalizePhone('12345')).toBeNull();
  });
  it('shows +212 6XX-XXXXXX', () => {
    expect(formatPhone('612345678')).toBe('+212 612-345678');
  });
});
