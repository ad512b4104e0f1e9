import { describe, expect, it } from 'vitest';
import { amountText, centimes, type Centimes } from '../../src/domain/money';
import {
  EM_HEADER,
  emEntryCells,
  emHeaderCells,
  planEmImport,
  readEmSheet,
  type EmEntry,
  type EmReadRow,
} from '../../src/domain/easyMarketFile';

const milk: EmEntry = {
  _id: 'p1',
  mainCategory: 'Épicerie',
  subCategory: 'Crèmerie',
  category: 'Lait',
  name: 'Lait entier 1L',
  brand: 'Centrale',
  description: 'Lait frais',
  price: centimes(1200),
  currentPrice: centimes(1050),
  active: true,
  soldOut: false,
  image: '',
};
const tree = [['Épicerie'], ['Épicerie', 'Crèmerie'], ['Épicerie', 'Crèmerie', 'Lait']];
const read = (rows: string[][]) => readEmSheet(rows) as EmReadRow[];
/** A row as a CSV export writes it: prices (money cells, in centimes) in dh. */
const fileRow = (cells: readonly (string | Centimes)[]) => cells.map((cell) => (typeof cell === 'number' ? amountText(cell) : cell));

describe('an Easy Market file', () => {
  it('an export row reads back as the same product, unchanged', () => {
    const rows = read([[...EM_HEADER], fileRow(emEntryCells(milk))]);
    expect(rows[0]!.product).toMatchObject({ name: 'Lait entier 1L', price: 1200, currentPrice: 1050, active: true, brand: 'Centrale' });
    expect(planEmImport(rows, [milk], tree).counts).toEqual({ new: 0, changed: 0, unchanged: 1, error: 0 });
  });

  it('each language’s export row, with its headers and yes/no words, reads back unchanged', () => {
    for (const language of ['fr', 'ar'] as const) {
      const rows = read([emHeaderCells(language), fileRow(emEntryCells(milk, language))]);
      expect(rows[0]!.product).toMatchObject({ name: 'Lait entier 1L', price: 1200, currentPrice: 1050, active: true, soldOut: false });
      expect(planEmImport(rows, [milk], tree).counts).toEqual({ new: 0, changed: 0, unchanged: 1, error: 0 });
    }
    expect(emEntryCells(milk, 'ar').slice(8, 10)).toEqual(['نعم', 'لا']);
  });

  it('reads French headers, decimal commas, "dh" and oui/non; matches the category by name whatever the case and spaces', () => {
    const rows = read([
      ['Catégorie principale', 'Sous-catégorie', 'Catégorie', 'Nom', 'Prix', 'Prix actuel', 'Épuisé'],
      ['  épicerie', 'CRÈMERIE', 'lait ', 'Lait entier 1L', '12,50 dh', '10,5', 'oui'],
    ]);
    const plan = planEmImport(rows, [milk], tree);
    expect(plan.rows[0]).toMatchObject({ status: 'changed', productId: 'p1', changes: ['price', 'soldOut'] });
    expect(plan.rows[0]!.next).toMatchObject({ mainCategory: 'Épicerie', category: 'Lait', description: 'Lait frais', price: 1250 });
    expect(plan.newCategories).toEqual([]);
  });

  it('says which required column is missing, and refuses an empty file', () => {
    expect(readEmSheet([['Main category', 'Sub-category', 'Category', 'Name', 'Price']])).toEqual({ code: 'emptyFile' });
    expect(
      readEmSheet([
        ['Main category', 'Sub-category', 'Category', 'Name', 'Price'],
        ['a', 'b', 'c', 'd', '1'],
      ]),
    ).toEqual({
      code: 'missingColumn',
      column: 'currentPrice',
    });
  });

  it('a level only rows in error would create is not created', () => {
    const rows = read([
      [...EM_HEADER],
      ['Frozen', 'Ice cream', 'Cones', 'Vanilla', '', '', '3', '2', '', '', ''],
      ['Épicerie', 'Crèmerie', 'Beurre', 'Beurre 250 g', '', 'Doux', '20', '18', '', '', ''],
    ]);
    const plan = planEmImport(rows, [milk], tree);
    expect(plan.rows.map((r) => r.status)).toEqual(['error', 'new']);
    expect(plan.rows[0]!.error).toEqual({ code: 'missingValue', column: 'description' });
    expect(plan.newCategories).toEqual(['Épicerie › Crèmerie › Beurre']);
  });
});
