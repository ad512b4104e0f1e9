import { describe, expect, it } from 'vitest';
import {
  EM_CATEGORY_PRESET,
  EM_PRODUCT_PRESET,
  matchesProductSearch,
  validateEmCategory,
  validateEmProduct,
} from '../../src/domain/easyMarket';
import { MSG } from '../../src/domain/messages';
import {
  categoryPayload,
  categoryValuesOf,
  findCategory,
  mainHolding,
  PRODUCT_SORTS,
  productPayload,
  productSortOf,
  productValuesOf,
  productWithFlag,
} from '../../src/features/easy-market/emValues';
import type { EmCategory, EmProduct } from '../../src/features/easy-market/types';

const product = (over: Partial<EmProduct> = {}): EmProduct => ({
  _id: 'p1',
  categoryId: 'c1',
  name: 'Lait entier 1L',
  description: 'Lait frais',
  image: '/img.png',
  prix: 12,
  prixActual: 10.5,
  marque: 'Centrale',
  active: true,
  soldOut: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...over,
});

describe('Easy Market category rule', () => {
  it('needs name, description and image: "Please fill all fields."', () => {
    expect(MSG.emFillAllFields).toBe('Please fill all fields.');
    expect(validateEmCategory({})).toEqual({ name: MSG.emFillAllFields, description: MSG.emFillAllFields, image: MSG.emFillAllFields });
    expect(validateEmCategory({ name: '  ', description: 'd', image: 'i' })).toEqual({ name: MSG.emFillAllFields });
    expect(validateEmCategory({ name: 'n', description: 'd', image: '' })).toEqual({ image: MSG.emFillAllFields });
    expect(validateEmCategory({ name: 'n', description: 'd', image: 'i' })).toEqual({});
  });

  it('accepts a list of brands and refuses blank or non-text ones', () => {
    expect(validateEmCategory({ name: 'n', description: 'd', image: 'i', marque: ['Danone', 'Jaouda'] })).toEqual({});
    expect(validateEmCategory({ name: 'n', description: 'd', image: 'i', marque: ['Danone', ' '] }).marque).toBe(MSG.emFillAllFields);
    expect(validateEmCategory({ name: 'n', description: 'd', image: 'i', marque: 'Danone' }).marque).toBe(MSG.emFillAllFields);
    expect(validateEmCategory({ name: 'n', description: 'd', image: 'i', active: 'yes' }).active).toBe(MSG.emFillAllFields);
  });

  it('the form sends trimmed text, the brands only for a leaf category, without duplicates', () => {
    const values = {
      name: ' Laitiers ',
      description: ' Frais ',
      image: '/a.png',
      active: false,
      marque: [' Danone', 'Danone', 'Jaouda', ''],
    };
    expect(categoryPayload(values, 'cat')).toEqual({
      name: 'Laitiers',
      description: 'Frais',
      image: '/a.png',
      active: false,
      marque: ['Danone', 'Jaouda'],
    });
    expect(categoryPayload(values, 'sub')).not.toHaveProperty('marque');
    expect(categoryPayload({ ...values, image: undefined }, 'main').image).toBe('');
    // An empty form is reported by the shared rule, field by field.
    expect(Object.keys(validateEmCategory(categoryPayload(categoryValuesOf(), 'cat'))).sort()).toEqual(['description', 'image', 'name']);
  });
});

describe('Easy Market product rule', () => {
  const valid = { name: 'Lait', description: 'Frais', prix: 12, prixActual: 10 };

  it('needs name, prix, description and prixActual: "All fields are required."', () => {
    expect(MSG.emAllFields).toBe('All fields are required.');
    expect(validateEmProduct({})).toEqual({
      name: MSG.emAllFields,
      description: MSG.emAllFields,
      prix: MSG.emAllFields,
      prixActual: MSG.emAllFields,
    });
    expect(validateEmProduct(valid)).toEqual({});
    expect(validateEmProduct({ ...valid, prixActual: null })).toEqual({ prixActual: MSG.emAllFields });
    expect(validateEmProduct({ ...valid, description: '   ' })).toEqual({ description: MSG.emAllFields });
  });

  it('prices are non-negative amounts with at most two decimals; zero is a price', () => {
    expect(validateEmProduct({ ...valid, prix: -1 }).prix).toBe(MSG.emPriceInvalid);
    expect(validateEmProduct({ ...valid, prixActual: 1.234 }).prixActual).toBe(MSG.emPriceInvalid);
    expect(validateEmProduct({ ...valid, prix: '12' }).prix).toBe(MSG.emPriceInvalid);
    expect(validateEmProduct({ ...valid, prix: Number.NaN }).prix).toBe(MSG.emPriceInvalid);
    expect(validateEmProduct({ ...valid, prix: 0, prixActual: 9.99 })).toEqual({});
  });

  it('the form turns blank prices into missing fields and sends every field', () => {
    const body = productPayload({ ...productValuesOf(), name: ' Lait ', description: 'x' }, 'c9');
    expect(body).toMatchObject({
      name: 'Lait',
      prix: null,
      prixActual: null,
      marque: '',
      image: '',
      active: true,
      soldOut: false,
      categoryId: 'c9',
    });
    expect(validateEmProduct(body)).toEqual({ prix: MSG.emAllFields, prixActual: MSG.emAllFields });
    expect(productPayload(productValuesOf(product()))).not.toHaveProperty('categoryId');
  });

  it('a switch saves the whole product with only that flag changed', () => {
    const body = productWithFlag(product(), 'soldOut', true);
    expect(body).toEqual({
      name: 'Lait entier 1L',
      description: 'Lait frais',
      image: '/img.png',
      prix: 12,
      prixActual: 10.5,
      marque: 'Centrale',
      active: true,
      soldOut: true,
    });
    expect(validateEmProduct(body)).toEqual({});
    expect(productWithFlag(product(), 'active', false).active).toBe(false);
  });

  it('uses the easy_market and easy_product upload presets', () => {
    expect(EM_CATEGORY_PRESET).toBe('easy_market');
    expect(EM_PRODUCT_PRESET).toBe('easy_product');
  });
});

describe('Easy Market product search', () => {
  it('matches name or brand, ignoring case, accents and surrounding spaces', () => {
    expect(matchesProductSearch({ name: 'Crème fraîche', marque: 'Président' }, 'creme')).toBe(true);
    expect(matchesProductSearch({ name: 'Crème fraîche', marque: 'Président' }, ' PRESIDENT ')).toBe(true);
    expect(matchesProductSearch({ name: 'Crème fraîche', marque: 'Président' }, 'lait')).toBe(false);
    expect(matchesProductSearch({ name: 'Eau' }, '')).toBe(true);
    expect(matchesProductSearch({ name: 'Eau' }, 'sidi')).toBe(false);
  });

  it('finds a leaf category anywhere in the tree', () => {
    const cat = { _id: 'c2', name: 'Yaourts' } as EmCategory;
    const tree = [{ subCategories: [{ categories: [] }] }, { subCategories: [{ categories: [{ _id: 'c1' } as EmCategory, cat] }] }];
    expect(findCategory(tree, 'c2')).toBe(cat);
    expect(findCategory(tree, 'nope')).toBeUndefined();
    expect(findCategory(tree, null)).toBeUndefined();
    // ...and the main category holding it (a link to a category opens its main category).
    expect(mainHolding(tree, 'c2')).toBe(tree[1]);
    expect(mainHolding(tree, 'nope')).toBeUndefined();
    expect(mainHolding(tree, null)).toBeUndefined();
  });

  it("reads the products' order from the table's sorters, by name when it is none of the offered ones", () => {
    for (const [sort, sorter] of Object.entries(PRODUCT_SORTS)) expect(productSortOf([sorter])).toBe(sort);
    expect(productSortOf([{ field: 'prix', order: 'desc' }])).toBe('dearest');
    expect(productSortOf([])).toBe('name');
    expect(productSortOf([{ field: 'name', order: 'desc' }])).toBe('name');
  });
});
