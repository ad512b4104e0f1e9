import { describe, expect, it } from 'vitest';
import {
  canRemoveChoice,
  cataloguePrefixOf,
  emptyOption,
  normalizeOptions,
  optionSummary,
  optionsError,
  optionsPreview,
  prefixFitsType,
  removeChoice,
  validateCategory,
  validatePack,
  validateProduct,
  type ProductOption,
} from '../../src/domain/catalogue';
import { MSG } from '../../src/domain/messages';
import { firstError } from '../../src/domain/validation';

const size: ProductOption = {
  name: 'Size',
  multiple: false,
  is_required: true,
  option: [
    { name: 'Regular', price: 0 },
    { name: 'Large', price: 12 },
  ],
};
const extras: ProductOption = { name: 'Extras', multiple: true, is_required: false, option: [{ name: 'Cheese', price: 5 }] };
const product = { name: 'Pizza', price: 45, category: 'cat-1', description: 'Tomato and mozzarella', options: [size] };

describe('catalogue prefix', () => {
  it('is products for stores and menu for restaurants and services', () => {
    expect(cataloguePrefixOf('store')).toBe('products');
    expect(cataloguePrefixOf('restaurant')).toBe('menu');
    expect(cataloguePrefixOf('services')).toBe('menu');
    expect(prefixFitsType('menu', 'store')).toBe(false);
    expect(prefixFitsType('products', 'store')).toBe(true);
  });
});

describe('validateCategory', () => {
  it('requires a name', () => {
    expect(validateCategory({ name: '  ' })).toEqual({ name: MSG.categoryNameRequired });
    expect(validateCategory({})).toEqual({ name: MSG.categoryNameRequired });
    expect(validateCategory({ name: 'Tagines' })).toEqual({});
  });
});

describe('validateProduct', () => {
  it('accepts a complete product', () => {
    expect(validateProduct(product, 'add')).toEqual({});
  });

  it("says 'Choose a category' first when adding without a category", () => {
    const errors = validateProduct({ ...product, category: '', name: '' }, 'add');
    expect(firstError(errors)).toBe(MSG.noCategory);
    expect(errors.name).toBe(MSG.fillAllFields);
  });

  it("says 'Please fill all fields' for a missing category when updating", () => {
    expect(validateProduct({ ...product, category: undefined }, 'update').category).toBe(MSG.fillAllFields);
  });

  it.each(['name', 'price', 'description'] as const)("requires %s ('Please fill all fields')", (field) => {
    expect(validateProduct({ ...product, [field]: '' }, 'add')[field]).toBe(MSG.fillAllFields);
  });

  it('takes prices of 0 or more with at most 2 decimals, as numbers or numeric text', () => {
    expect(validateProduct({ ...product, price: 0 }, 'add')).toEqual({});
    expect(validateProduct({ ...product, price: '12.50' }, 'add')).toEqual({});
    expect(validateProduct({ ...product, price: -1 }, 'add').price).toBe(MSG.priceInvalid);
    expect(validateProduct({ ...product, price: 1.005 }, 'add').price).toBe(MSG.priceInvalid);
    expect(validateProduct({ ...product, price: 'abc' }, 'add').price).toBe(MSG.priceInvalid);
  });

  it('checks the options', () => {
    expect(validateProduct({ ...product, options: [{ ...size, option: [] }] }, 'add').options).toBe(MSG.optionNeedsChoice);
  });
});

describe('options rules', () => {
  it('need at least one choice per option', () => {
    expect(optionsError([{ ...size, option: [] }])).toBe(MSG.optionNeedsChoice);
    expect(optionsError([size, extras])).toBeUndefined();
  });

  it('need a name on every option and every choice', () => {
    expect(optionsError([{ ...size, name: ' ' }])).toBe(MSG.optionNameRequired);
    expect(optionsError([{ ...size, option: [{ name: '', price: 0 }] }])).toBe(MSG.choiceNameRequired);
  });

  it('take choice prices of 0 or more with at most 2 decimals; a missing price is 0', () => {
    expect(optionsError([{ ...size, option: [{ name: 'XL', price: -1 }] }])).toBe(MSG.priceInvalid);
    expect(optionsError([{ ...size, option: [{ name: 'XL', price: 0.123 }] }])).toBe(MSG.priceInvalid);
    expect(optionsError([{ name: 'Size', option: [{ name: 'XL' }] }])).toBeUndefined();
  });

  it('refuse what is not a list of options', () => {
    expect(optionsError('Size')).toBe(MSG.optionsInvalid);
    expect(optionsError([{ ...size, multiple: 'yes' }])).toBe(MSG.optionsInvalid);
    expect(optionsError(undefined)).toBeUndefined();
  });

  it('normalise: choice price defaults to 0, names trimmed, flags false unless true', () => {
    expect(normalizeOptions([{ name: ' Size ', option: [{ name: ' S ' }, { name: 'L', price: '4.5' }] }])).toEqual([
      {
        name: 'Size',
        multiple: false,
        is_required: false,
        option: [
          { name: 'S', price: 0 },
          { name: 'L', price: 4.5 },
        ],
      },
    ]);
    expect(normalizeOptions(null)).toEqual([]);
  });

  it('a new option starts with one empty choice priced 0', () => {
    expect(emptyOption()).toEqual({ name: '', multiple: false, is_required: false, option: [{ name: '', price: 0 }] });
  });

  it('refuse removing the last choice of an option, and allow removing any other', () => {
    expect(canRemoveChoice(extras)).toBe(false);
    expect(canRemoveChoice(size)).toBe(true);
    const options = [size, extras];
    expect(removeChoice(options, 1, 0)).toBe(options);
    expect(removeChoice(options, 0, 1)[0]!.option).toEqual([{ name: 'Regular', price: 0 }]);
    expect(removeChoice(options, 0, 1)[1]).toBe(extras);
  });

  it('summarise an option for a card', () => {
    expect(optionSummary(size)).toBe('Size: Regular, Large');
  });
});

describe('pack list preview', () => {
  it("shows the first 2 options and counts the rest ('+N more')", () => {
    expect(optionsPreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(optionsPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(optionsPreview([])).toEqual({ shown: [], more: 0 });
  });
});

describe('validatePack', () => {
  const pack = { name: 'Family pack', price: 180, description: 'For four', options: [size] };
  it('adding needs name, price and description', () => {
    expect(validatePack(pack, 'add')).toEqual({});
    expect(validatePack({ ...pack, description: '' }, 'add')).toEqual({ description: MSG.fillAllFields });
    expect(validatePack({ ...pack, name: '' }, 'add').name).toBe(MSG.fillAllFields);
    expect(validatePack({ ...pack, price: undefined }, 'add').price).toBe(MSG.fillAllFields);
  });
  it('updating needs name and price only', () => {
    expect(validatePack({ ...pack, description: '' }, 'update')).toEqual({});
    expect(validatePack({ ...pack, price: '' }, 'update').price).toBe(MSG.fillAllFields);
  });
  it('checks prices and options', () => {
    expect(validatePack({ ...pack, price: -3 }, 'add').price).toBe(MSG.priceInvalid);
    expect(validatePack({ ...pack, options: [{ ...size, option: [] }] }, 'add').options).toBe(MSG.optionNeedsChoice);
  });
});
