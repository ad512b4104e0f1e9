import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/domain/dates';
import { centimes, centimesOrZero, formatMoney, isPrice, sumMoney, ZERO } from '../../src/domain/money';
import { DIALLED_PREFIX, formatPhone, internationalPhone, normalizePhone, PHONE_PREFIX } from '../../src/domain/phone';

describe('money in dh', () => {
  // Non-breaking spaces keep an amount on one line.
  const nb = (text: string) => text.replace(/ /g, '\u00a0');
  it('shows groups of thousands, a decimal comma, two decimals and the dh label', () => {
    expect(formatMoney(centimes(12350))).toBe(nb('123,50 dh'));
    expect(formatMoney(ZERO)).toBe(nb('0,00 dh'));
    expect(formatMoney(centimes(5))).toBe(nb('0,05 dh'));
    expect(formatMoney(centimes(123457))).toBe(nb('1 234,57 dh'));
    expect(formatMoney(centimes(3807600))).toBe(nb('38 076,00 dh'));
    expect(formatMoney(centimes(123456789))).toBe(nb('1 234 567,89 dh'));
    expect(formatMoney(centimes(-150000))).toBe(nb('-1 500,00 dh'));
  });
  it('reads a wire amount that is missing or unreadable as 0', () => {
    expect(centimesOrZero(null)).toBe(0);
    expect(centimesOrZero(undefined)).toBe(0);
    expect(centimesOrZero('abc')).toBe(0);
    expect(centimesOrZero(Number.POSITIVE_INFINITY)).toBe(0);
    expect(centimesOrZero('45')).toBe(4500);
    expect(centimesOrZero(19.99)).toBe(1999);
  });
  it('sums to the centime', () => {
    expect(sumMoney([10, 20].map(centimes))).toBe(30);
    expect(sumMoney([1999, 1, 1000].map(centimes))).toBe(3000);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney(Array.from({ length: 100 }, () => centimes(7)))).toBe(700);
  });
  it('a price is a finite, non-negative amount with at most two decimals', () => {
    for (const ok of [0, 1, 12.5, 12.55, 99999.99, 0.07]) expect(isPrice(ok), String(ok)).toBe(true);
    for (const bad of [-1, -0.01, 12.555, Number.NaN, Number.POSITIVE_INFINITY, '12', null, undefined])
      expect(isPrice(bad), String(bad)).toBe(false);
  });
});

describe('dates as dd/mm/yyyy (UTC)', () => {
  it('formats days and times, and leaves unreadable values empty', () => {
    expect(formatDate('2026-11-16T00:00:00.000Z')).toBe('16/11/2026');
    expect(formatDateTime('2026-11-16T00:00:00.000Z')).toBe('16/11/2026 00:00');
    expect(formatDateTime('2026-03-05T23:59:00Z')).toBe('05/03/2026 23:59');
    expect(formatDate('1990-03-15')).toBe('15/03/1990');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('Moroccan phone numbers', () => {
  it.each([
    ['0612345678', '612345678'],
    ['612345678', '612345678'],
    ['+212612345678', '612345678'],
    ['+212 6 12 34 56 78', '612345678'],
    ['00212 612-345678', '612345678'],
    ['(0)7.12.34.56.78', '712345678'],
    ['0523456789', '523456789'],
    ['0812345678', '812345678'],
  ])('%s → %s', (input, national) => expect(normalizePhone(input)).toBe(national));

  it.each(['', '12345', '061234567', '06123456789', '0412345678', '0912345678', '+33612345678', '06123456ab', '+212 0612345678'])(
    'refuses %j',
    (input) => expect(normalizePhone(input)).toBeNull(),
  );

  it('shows +212 6XX-XXXXXX', () => {
    expect(PHONE_PREFIX).toBe('+212');
    expect(formatPhone('612345678')).toBe('+212 612-345678');
    expect(formatPhone('0612345678')).toBe('+212 612-345678');
    expect(formatPhone('+212612345678')).toBe('+212 612-345678');
  });
  it('shows nothing for no phone, and keeps an odd value readable', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('12345')).toBe('+212 12345');
  });
  it('writes a Moroccan number in any spelling as the screens do, and claims no other value', () => {
    expect(DIALLED_PREFIX).toBe('00212');
    for (const spelling of ['612345678', '0612345678', '+212612345678', '00212 612-345678', '06 12 34 56 78']) {
      expect(internationalPhone(spelling)).toBe('+212 612-345678');
    }
    for (const other of ['', '12345', '+33612345678', 'call the desk', '=1+1']) expect(internationalPhone(other)).toBeNull();
  });
});
