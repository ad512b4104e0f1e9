import { gs1CheckDigit } from '../../src/domain/barcode';
import { csvRows } from '../../src/domain/csv';
import { headerCells } from '../../src/domain/catalogueFile';

/** A valid EAN-13 from a number: the 611 prefix (Morocco), nine digits, the check digit. */
export function ean13(n: number): string {
  const payload = `611${String(n).padStart(9, '0')}`;
  return payload + String(gs1CheckDigit(payload));
}

/**
 * A store's catalogue file of `count` products over 25 categories, as an export writes it: every column,
 * a barcode on each product, options on one in ten. `priceShift` moves every price (a price rise).
 */
export function storeCatalogueRows(count: number, { priceShift = 0, prefix = 'Item' } = {}): string[][] {
  const rows = [headerCells()];
  for (let i = 0; i < count; i++) {
    rows.push([
      `Aisle ${String(i % 25).padStart(2, '0')}`,
      `${prefix} ${i}`,
      `Description of product ${i}, 1 unit`,
      (5 + (i % 300) / 4 + priceShift).toFixed(2),
      i % 10 === 0 ? 'Size (required): Small = 0.00, Large = 4.50' : '',
      i % 7 === 0 ? 'no' : 'yes',
      i % 11 === 0 ? 'yes' : 'no',
      i % 3 === 0 ? '' : String(i % 50),
      ean13(i + 1),
      '',
    ]);
  }
  return rows;
}

/** The same rows as the CSV text of an export (UTF-8 BOM). */
export const csvText = (rows: string[][]) => '\uFEFF' + csvRows(rows);
