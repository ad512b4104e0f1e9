import { csvRows } from '../../src/domain/csv';
import { EM_HEADER } from '../../src/domain/easyMarketFile';

/**
 * An Easy Market file of `count` products in a main category of their own (`main`), over 2 sub-categories
 * and 10 categories, as the export writes it. `priceShift` moves every selling price (a price rise).
 */
export function groceryRows(count: number, { priceShift = 0, main = 'Wholesale' } = {}): string[][] {
  const rows = [[...EM_HEADER]];
  for (let i = 0; i < count; i++) {
    rows.push([
      main,
      `Shelf ${i % 2}`,
      `Aisle ${String(i % 10).padStart(2, '0')}`,
      `Article ${i}`,
      `Brand ${i % 40}`,
      `Description of article ${i}`,
      (4 + (i % 200) / 4 + priceShift).toFixed(2),
      (3 + (i % 200) / 4).toFixed(2),
      i % 9 === 0 ? 'no' : 'yes',
      i % 13 === 0 ? 'yes' : 'no',
      '',
    ]);
  }
  return rows;
}

/** Rows as CSV text (UTF-8 BOM), with commas as an export writes them or another separator as a spreadsheet may. */
export const groceryCsv = (rows: string[][], separator = ',') =>
  '\uFEFF' + (separator === ',' ? csvRows(rows) : rows.map((r) => r.join(separator)).join('\r\n'));
