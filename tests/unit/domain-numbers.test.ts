import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '../../src/domain/numbers';
import { isPrice, MAX_PRICE } from '../../src/domain/money';

describe('numbers typed with a comma or a dot', () => {
  it.each([
    ['65,50', 65.5],
    ['65.50', 65.5],
    [' 65,5 ', 65.5],
    ['65', 65],
    ['0,07', 0.07],
    [',5', 0.5],
    ['65,', 65],
    ['65,500', 65.5],
    ['1 250,50', 1250.5],
    ['1\u202f250,50 dh', 1250.5],
    ['1.250,50', 1250.5],
    ['1,250.50', 1250.5],
    ['12 DH', 12],
    ['-1,9086', -1.9086],
    ['34.6814', 34.6814],
  ])('%j reads as %d', (text, value) => expect(parseDecimal(text)).toBe(value));

  it('an empty text is no number at all', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
  });

  it.each(['abc', '65,5,0', '1.2.3', '6 5x', ',', '-', '12,50,', '1,25.5', '1e3', '65..5', 'dh'])(
    '%j is refused, not read as another number',
    (text) => expect(parseDecimal(text)).toBeNaN(),
  );

  it('shows a number back with the decimals asked for', () => {
    expect(formatDecimal(65.5, 2)).toBe('65.50');
    expect(formatDecimal(-1.9086)).toBe('-1.9086');
    expect(formatDecimal(null, 2)).toBe('');
    expect(formatDecimal(Number.NaN, 2)).toBe('');
  });
});

describe('a price stays within a sane range', () => {
  it('refuses a price above MAX_PRICE and accepts 65,50 read as 65.5', () => {
    expect(isPrice(MAX_PRICE)).toBe(true);
    expect(isPrice(MAX_PRICE + 0.01)).toBe(false);
    expect(isPrice(655000)).toBe(false);
    expect(isPrice(parseDecimal('65,50'))).toBe(true);
  });
});
