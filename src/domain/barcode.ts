/**
 * Product barcodes a store scans or types: EAN-13, EAN-8 and UPC-A (12 digits). All three end with a
 * check digit computed the same way (GS1 mod 10), so a mistyped digit is caught before it is saved.
 */

export type BarcodeKind = 'EAN-13' | 'EAN-8' | 'UPC-A';

export type BarcodeProblem = 'barcodeLength' | 'barcodeCheckDigit';

const KIND_BY_LENGTH: Record<number, BarcodeKind> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13' };

/** The GS1 check digit of a code's digits without their last: weights 3, 1, 3… from the right. */
export function gs1CheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const digit = payload.charCodeAt(payload.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A barcode as typed, without the spaces and dashes people put between groups of digits. */
export function normalizeBarcode(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}

/** Which kind of barcode this is, or undefined when it is none of them (length or check digit wrong). */
export function barcodeKind(value: string): BarcodeKind | undefined {
  return barcodeProblem(value) ? undefined : KIND_BY_LENGTH[normalizeBarcode(value).length];
}

/** What is wrong with a barcode, or undefined when it is a valid EAN-13, EAN-8 or UPC-A. */
export function barcodeProblem(value: string): BarcodeProblem | undefined {
  const code = normalizeBarcode(value);
  if (!/^\d+$/.test(code) || !KIND_BY_LENGTH[code.length]) return 'barcodeLength';
  const check = code.charCodeAt(code.length - 1) - 48;
  return gs1CheckDigit(code.slice(0, -1)) === check ? undefined : 'barcodeCheckDigit';
}

export const isBarcode = (value: string): boolean => barcodeProblem(value) === undefined;

/**
 * The codes a scanned or typed value may be stored under: a UPC-A is the EAN-13 with a leading 0, and a
 * scanner set to EAN-13 reads it so; a search for either finds the other.
 */
export function barcodeVariants(value: string): string[] {
  const code = normalizeBarcode(value);
  if (code.length === 12) return [code, `0${code}`];
  if (code.length === 13 && code.startsWith('0')) return [code, code.slice(1)];
  return [code];
}
