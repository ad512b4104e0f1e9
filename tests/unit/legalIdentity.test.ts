import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIce,
  isRib,
  maskRib,
  normalizeRib,
  ribKey,
  storedIce,
  storedLegalText,
  validateBankDetails,
} from '../../src/domain/legalIdentity';
import { SERVER_MSG } from '../../src/domain/serverMessages';

/** The key by the rule's own arithmetic, written apart from legalIdentity.ts: 97 − (digits × 100 mod 97), piece by piece. */
function referenceKey(first22: string): number {
  let rest = 0;
  for (const digit of `${first22}00`) rest = (rest * 10 + Number(digit)) % 97;
  return 97 - rest;
}
const digitsOf = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const validRib = digitsOf(22).map((first22) => first22 + String(referenceKey(first22)).padStart(2, '0'));

describe('a Moroccan RIB', () => {
  it('is 24 digits whose key makes the whole number a multiple of 97; spaces typed are dropped', () => {
    const first22 = '0117800000123456789012';
    expect(ribKey(first22)).toBe(String(referenceKey(first22)).padStart(2, '0'));
    const rib = first22 + ribKey(first22);
    expect(isRib(rib)).toBe(true);
    expect(isRib('011 780 0000123456789012 ' + ribKey(first22))).toBe(true);
    expect(normalizeRib(' 011 780 0000123456789012 ' + ribKey(first22) + ' ')).toBe(rib);
    expect(BigInt(rib) % 97n).toBe(0n);
  });

  it('refuses anything else: other lengths, letters, separators other than spaces, non-text', () => {
    const rib = validRibExample();
    for (const bad of [
      rib.slice(1),
      `${rib}0`,
      `${rib.slice(0, 23)}A`,
      rib.replace(/(\d{3})/, '$1-'),
      rib.replace(/(\d{3})/, '$1\t'),
      rib.replace(/(\d{3})/, '$1\u00a0'),
      '',
      ' ',
      null,
      undefined,
      12,
      {},
    ])
      expect(isRib(bad), String(bad)).toBe(false);
    // A multiple of 97 whose key is not one a bank computes (98 for the key 01).
    const first22 = [...Array(1000).keys()].map((n) => String(n).padStart(22, '1')).find((d) => referenceKey(d) === 1)!;
    expect(isRib(`${first22}01`)).toBe(true);
    expect(BigInt(`${first22}98`) % 97n).toBe(0n);
    expect(isRib(`${first22}98`)).toBe(false);
  });

  it('accepts every RIB with its key (property)', () => {
    fc.assert(fc.property(validRib, (rib) => isRib(rib) && isRib(rib.replace(/(\d{4})/g, '$1 '))));
  });

  it('refuses a RIB with a wrong key (property)', () => {
    fc.assert(
      fc.property(digitsOf(22), fc.integer({ min: 0, max: 99 }), (first22, key) => {
        fc.pre(key !== referenceKey(first22));
        return !isRib(first22 + String(key).padStart(2, '0'));
      }),
    );
  });

  it('refuses a RIB with one digit changed (property: the key catches any single substitution)', () => {
    fc.assert(
      fc.property(validRib, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 9 }), (rib, at, shift) => {
        const changed = rib.slice(0, at) + String((Number(rib[at]) + shift) % 10) + rib.slice(at + 1);
        return changed !== rib && !isRib(changed);
      }),
    );
  });

  it('is masked to its last 4 digits, in six groups of four', () => {
    expect(maskRib('011780000012345678903456')).toBe('•••• •••• •••• •••• •••• 3456');
    expect(maskRib('011 780 0000123456789034 56')).toBe('•••• •••• •••• •••• •••• 3456');
    fc.assert(
      fc.property(validRib, (rib) => {
        const masked = maskRib(rib);
        return masked.replace(/[•\s]/g, '') === rib.slice(-4) && masked.split(' ').length === 6;
      }),
    );
  });
});

function validRibExample(): string {
  const first22 = '1234567890123456789012';
  return first22 + String(referenceKey(first22)).padStart(2, '0');
}

describe('an ICE', () => {
  it('is exactly 15 digits', () => {
    expect(isIce('001234567000089')).toBe(true);
    expect(isIce('001 234 567 000 089')).toBe(true);
    expect(isIce('001234567000089\f')).toBe(false);
    for (const bad of ['00123456700008', '0012345670000890', '00123456700008A', '', null, 1234567890123456]) expect(isIce(bad)).toBe(false);
  });
});

describe('bank details', () => {
  it('accept a full, valid change and an empty one', () => {
    expect(
      validateBankDetails({
        legalName: 'Dar Zitoun SARL',
        legalAddress: '12 rue Ibn Sina\nOujda',
        ice: '001234567000089',
        rib: validRibExample(),
      }),
    ).toEqual({});
    expect(validateBankDetails({})).toEqual({});
  });

  it('let a blank legal name or address, or a null or blank ICE, clear the field', () => {
    expect(validateBankDetails({ legalName: '', legalAddress: '  ', ice: null })).toEqual({});
    expect(validateBankDetails({ ice: '' })).toEqual({});
    expect(validateBankDetails({ ice: '\f' })).toEqual({ ice: SERVER_MSG.iceInvalid });
    expect(storedLegalText('  ')).toBeNull();
    expect(storedLegalText(' Dar Zitoun SARL ')).toBe('Dar Zitoun SARL');
    expect(storedIce(null)).toBeNull();
    expect(storedIce(' ')).toBeNull();
    expect(storedIce('001 234 567 000 089')).toBe('001234567000089');
  });

  it('say what is wrong with each field', () => {
    expect(
      validateBankDetails({
        legalName: 'x'.repeat(121),
        legalAddress: 'y'.repeat(301),
        ice: '12345',
        rib: validRibExample().replace(/.$/, (d) => String((Number(d) + 1) % 10)),
      }),
    ).toEqual({
      legalName: SERVER_MSG.legalNameTooLong,
      legalAddress: SERVER_MSG.legalAddressTooLong,
      ice: SERVER_MSG.iceInvalid,
      rib: SERVER_MSG.ribInvalid,
    });
    expect(validateBankDetails({ legalName: 'x'.repeat(120), legalAddress: 'y'.repeat(300) })).toEqual({});
  });

  it('refuse control characters in any text, a line break in the name, and a name of invisible characters', () => {
    expect(validateBankDetails({ legalName: 'Dar\u0007Zitoun', legalAddress: 'rue\u001b' })).toEqual({
      legalName: SERVER_MSG.textHasControl,
      legalAddress: SERVER_MSG.textHasControl,
    });
    expect(validateBankDetails({ legalName: 'Dar\nZitoun' })).toEqual({ legalName: SERVER_MSG.legalNameOneLine });
    expect(validateBankDetails({ legalName: '\u200b\u200b' })).toEqual({ legalName: SERVER_MSG.nameInvisible });
  });

  it('refuse a RIB that is not text, and a null RIB (a RIB is replaced, never removed)', () => {
    expect(validateBankDetails({ rib: 123 })).toEqual({ rib: SERVER_MSG.ribInvalid });
    expect(validateBankDetails({ rib: null })).toEqual({ rib: SERVER_MSG.ribInvalid });
  });
});
