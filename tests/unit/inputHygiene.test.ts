import { describe, expect, it } from 'vitest';
import { categoryNameKey, toPrice, validateProduct } from '../../src/domain/catalogue';
import { hasControlCharacters, inputProblem, isInvisibleOnly, lookalikeKey, normalizeTexts } from '../../src/domain/input';
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

describe('text: control characters refused, invisible-only names refused, stored NFC', () => {
  it('refuses control characters but tab, line feed and carriage return', () => {
    for (const bad of ['a\u0001b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', '\u009b'])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const ok of ['Harira', 'deux\tcolonnes', 'ligne\nsuivante', 'a\r\nb', 'مرحبا', 'Café'])
      expect(hasControlCharacters(ok), JSON.stringify(ok)).toBe(false);
    expect(inputProblem({ description: 'x\u0002' })).toEqual({ field: 'description', problem: 'control' });
    // NUL keeps its own message; a password is checked by its own rules, as typed.
    expect(inputProblem({ name: 'a\u0000\u0001' })).toEqual({ field: 'name', problem: 'nul' });
    expect(inputProblem({ password: 'Pa\u0001ss' })).toBeNull();
  });

  it('refuses a name made only of zero-width or other invisible characters, wherever a name sits', () => {
    for (const bad of ['\u200b', '\u200b\u200b\u200c', '\u2060 \ufeff', '\u3164', '\u2800\u200d', '\u00ad'])
      expect(isInvisibleOnly(bad), JSON.stringify(bad)).toBe(true);
    for (const ok of ['a\u200b', 'Tajine', '', '   ', 'ب']) expect(isInvisibleOnly(ok), JSON.stringify(ok)).toBe(false);
    expect(inputProblem({ name: '\u200b\u200b' })).toEqual({ field: 'name', problem: 'invisible' });
    expect(inputProblem({ options: [{ name: 'Size', option: [{ name: '\u200c' }] }] })).toEqual({
      field: 'options.0.option.0.name',
      problem: 'invisible',
    });
    // A blank name is the required-field rule's to word, not this one's.
    expect(inputProblem({ name: '   ' })).toBeNull();
  });

  it('stores texts NFC, passwords as typed, and keeps the shape', () => {
    const decomposed = 'Cafe\u0301';
    const out = normalizeTexts({
      name: decomposed,
      password: decomposed,
      options: [{ name: decomposed, price: 5 }],
      n: 1,
      ok: true,
      none: null,
    });
    expect(out).toEqual({ name: 'Café', password: decomposed, options: [{ name: 'Café', price: 5 }], n: 1, ok: true, none: null });
    expect(out.name).toHaveLength(4);
  });

  it('a category name that only looks different is the same name: case, spaces, invisible characters, other scripts', () => {
    const key = categoryNameKey('Jus frais');
    for (const same of ['jus  FRAIS', ' Jus frais ', 'Jus\u200b frais', 'Jus fr\u0430\u0456s', 'Ｊｕｓ frais'])
      expect(categoryNameKey(same), same).toBe(key);
    expect(categoryNameKey('Jus chauds')).not.toBe(key);
    expect(lookalikeKey('Café')).toBe(lookalikeKey('Cafe\u0301'));
    expect(lookalikeKey('عصير')).toBe('عصير');
  });
});
