import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { barcodeKind, barcodeProblem, barcodeVariants, gs1CheckDigit, isBarcode, normalizeBarcode } from '../../src/domain/barcode';

describe('barcode check digits', () => {
  it('accepts real EAN-13, EAN-8 and UPC-A codes', () => {
    expect(barcodeKind('6111242100992')).toBe('EAN-13'); // a Moroccan (611) product
    expect(barcodeKind('4006381333931')).toBe('EAN-13');
    expect(barcodeKind('96385074')).toBe('EAN-8');
    expect(barcodeKind('036000291452')).toBe('UPC-A');
    expect(barcodeKind(' 4006 3813-33931 ')).toBe('EAN-13');
  });

  it('refuses a wrong check digit and says so', () => {
    expect(barcodeProblem('4006381333932')).toBe('barcodeCheckDigit');
    expect(barcodeProblem('96385075')).toBe('barcodeCheckDigit');
    expect(barcodeProblem('036000291453')).toBe('barcodeCheckDigit');
    expect(isBarcode('6111242100993')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    for (const value of ['', '123', '1234567', '12345678901', '12345678901234', '40063813339a1', 'abcdefgh'])
      expect(barcodeProblem(value)).toBe('barcodeLength');
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 11, 12),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payloadLength, digits, position, shift) => {
          const payload = digits.slice(0, payloadLength).join('');
          const code = payload + String(gs1CheckDigit(payload));
          expect(isBarcode(code)).toBe(true);
          const at = position % code.length;
          const typo = code.slice(0, at) + String((Number(code[at]) + shift) % 10) + code.slice(at + 1);
          expect(isBarcode(typo)).toBe(false);
        },
      ),
    );
  });

  it('finds a UPC-A under its EAN-13 form and back', () => {
    expect(barcodeVariants('036000291452')).toEqual(['036000291452', '0036000291452']);
    expect(barcodeVariants('0036000291452')).toEqual(['0036000291452', '036000291452']);
    expect(barcodeVariants('96385074')).toEqual(['96385074']);
    expect(normalizeBarcode(' 9638-5074 ')).toBe('96385074');
  });
});
