import { describe, expect, it } from 'vitest';
import { newPrice, priceChangeError } from '../../src/domain/bulkPrice';
import { MSG } from '../../src/domain/messages';
import { toCentimes as dh } from '../../src/domain/money';

describe('bulk price change', () => {
  it('a percentage, rounded to 0.01 dh (halves up)', () => {
    expect(newPrice(dh(12.5), { by: 'percent', value: 10, rounding: '0.01' })).toBe(dh(13.75));
    expect(newPrice(dh(9.99), { by: 'percent', value: 5, rounding: '0.01' })).toBe(dh(10.49)); // 10.4895
    expect(newPrice(dh(0.05), { by: 'percent', value: 10, rounding: '0.01' })).toBe(dh(0.06)); // 0.055: half up
    expect(newPrice(dh(20), { by: 'percent', value: -15, rounding: '0.01' })).toBe(dh(17));
  });

  it('a percentage, rounded to the nearest 0.50 dh', () => {
    expect(newPrice(dh(12.5), { by: 'percent', value: 10, rounding: '0.50' })).toBe(dh(14)); // 13.75 → 14.00
    expect(newPrice(dh(10), { by: 'percent', value: 12, rounding: '0.50' })).toBe(dh(11)); // 11.20 → 11.00
    expect(newPrice(dh(10), { by: 'percent', value: 2.5, rounding: '0.50' })).toBe(dh(10.5)); // 10.25 → 10.50 (half up)
    expect(newPrice(dh(33), { by: 'percent', value: 7, rounding: '0.50' })).toBe(dh(35.5)); // 35.31 → 35.50
  });

  it('an amount, up or down, rounded as chosen', () => {
    expect(newPrice(dh(12.3), { by: 'amount', value: 2, rounding: '0.01' })).toBe(dh(14.3));
    expect(newPrice(dh(12.3), { by: 'amount', value: 2, rounding: '0.50' })).toBe(dh(14.5));
    expect(newPrice(dh(12.3), { by: 'amount', value: -0.3, rounding: '0.01' })).toBe(dh(12));
    expect(newPrice(dh(1), { by: 'amount', value: -2, rounding: '0.01' })).toBe(dh(-1));
  });

  it('refuses out-of-range changes, unknown kinds and roundings, more than 2 decimals', () => {
    expect(priceChangeError({ by: 'percent', value: 10, rounding: '0.50' })).toBeNull();
    expect(priceChangeError({ by: 'amount', value: -5.25, rounding: '0.01' })).toBeNull();
    for (const bad of [
      { by: 'percent', value: -95, rounding: '0.50' },
      { by: 'percent', value: 501, rounding: '0.50' },
      { by: 'amount', value: 10_001, rounding: '0.01' },
      { by: 'amount', value: 1.234, rounding: '0.01' },
      { by: 'amount', value: Number.NaN, rounding: '0.01' },
      { by: 'double', value: 2, rounding: '0.01' },
      { by: 'percent', value: 2, rounding: '0.10' },
    ] as const)
      expect(priceChangeError(bad as never), JSON.stringify(bad)).toBe(MSG.bulkPriceInvalid);
    expect(priceChangeError(null)).toBe(MSG.bulkPriceInvalid);
  });
});
