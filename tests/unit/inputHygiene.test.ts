import { describe, expect, it } from 'vitest';
import { toPrice, validateProduct } from '../../src/domain/catalogue';
import { MSG } from '../../src/domain/messages';
import { isPrice, parsePrice } from '../../src/domain/money';

describe('money: exactly two decimals, no tolerance', () => {
  it('takes amounts from 0 to 100 000 with at most two decimals', () => {
    for (const ok of [0, 1, 12.5, 12.55, 65.5, 99999.99, 100000, 0.07, 0.1]) expect(isPrice(ok), String(ok)).toBe(true);
  });

  it('refuses what only rounds to two decimals: 12.000000001, 1e-320, 0.1 + 0.2, 12.555', () => {
    for (const bad of [12.000000001, 1e-320, 5e-324, 0.1 + 0.2, 12.555, 100000.01, -0.01, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isPrice(bad), String(bad)).toBe(false);
  });

  it('reads "65,50" and "65.50" as the messages say, and nothing else written as text', () => {
    expect(parsePrice('65,50')).toBe(65.5);
    expect(parsePrice(' 65.50 ')).toBe(65.5);
    expect(parsePrice('12')).toBe(12);
    for (const bad of ['65,505', '1e3', '0x10', '6 550', '65.', ',5', '', '-1', '١٢'])
      expect(parsePrice(bad), JSON.stringify(bad)).toBeUndefined();
    expect(toPrice('65,50')).toBe(65.5);
  });

  it('a product priced "65,50" is valid; 12.000000001 says the price message', () => {
    const product = { name: 'Tajine', description: 'Agneau', category: 'c1', options: [] };
    expect(validateProduct({ ...product, price: '65,50' }, 'add')).toEqual({});
    expect(validateProduct({ ...product, price: 12.000000001 }, 'add')).toEqual({ price: MSG.priceInvalid });
    expect(MSG.priceInvalid).toContain('65,50');
  });
});
