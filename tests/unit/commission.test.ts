import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  termsStartedBy,
  BASIS_POINTS,
  DEFAULT_COMMISSION_TAX_RATE,
  deliveryEntries,
  MAX_COMMISSION_FEE,
  percentToRate,
  rateText,
  rateToPercent,
  validateCommissionTerms,
} from '../../src/domain/commission';
import { centimes, type Centimes } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';

const NOW = new Date('2026-11-25T12:00:00Z');
const order = (total: number, fee: number) => ({ totalPrix: centimes(total), deleveryFee: centimes(fee) });
const terms = (rate: number, fixedFee = 0) => ({ rate, fixedFee: centimes(fixedFee) as Centimes });

/** A share of a non-negative amount rounded halves up, in BigInt: shares nothing with src/domain/money.ts. */
const reference = (amount: bigint, rate: bigint) => (2n * amount * rate + 10_000n) / 20_000n;

describe('delivery entries', () => {
  it('takes the sales without the delivery fee, the commission and its TVA, signed from the partner side', () => {
    // 65,50 dh of goods + 10 dh delivery; 15 % is 9,825 → 9,83 dh; + 2 dh fee = 11,83; TVA 20 % = 2,366 → 2,37.
    expect(deliveryEntries(order(7550, 1000), terms(1500, 200), 2000)).toEqual({ sales: 6550, commission: -1183, commission_tax: -237 });
  });

  it('rounds halves up', () => {
    // 1 % of 50 centimes is 0,5 → 1; TVA 20 % of 1 centime is 0,2 → 0.
    expect(deliveryEntries(order(50, 0), terms(100), 2000)).toEqual({ sales: 50, commission: -1, commission_tax: -0 });
    // 10 % of 25 is 2,5 → 3 (not banker's 2); TVA 50 % of 3 is 1,5 → 2.
    expect(deliveryEntries(order(25, 0), terms(1000), 5000)).toEqual({ sales: 25, commission: -3, commission_tax: -2 });
  });

  it('charges a fixed fee even on an order whose goods cost less', () => {
    expect(deliveryEntries(order(1100, 1000), terms(0, 500), 2000)).toEqual({ sales: 100, commission: -500, commission_tax: -100 });
  });

  it('matches a BigInt reference to the centime, every amount a safe integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: BASIS_POINTS }),
        fc.integer({ min: 0, max: MAX_COMMISSION_FEE }),
        fc.integer({ min: 0, max: BASIS_POINTS }),
        (sales, deliveryFee, rate, fee, taxRate) => {
          const entries = deliveryEntries(order(sales + deliveryFee, deliveryFee), terms(rate, fee), taxRate);
          const commission = reference(BigInt(sales), BigInt(rate)) + BigInt(fee);
          expect(entries.sales).toBe(sales);
          expect(BigInt(-entries.commission)).toBe(commission);
          expect(BigInt(-entries.commission_tax)).toBe(reference(commission, BigInt(taxRate)));
          for (const amount of Object.values(entries)) expect(Number.isSafeInteger(amount)).toBe(true);
        },
      ),
    );
  });

  it('never takes more than the sales in commission and 20 % TVA without a fixed fee, at any rate up to 100 % ÷ 1.2', () => {
    const highest = Math.floor((BASIS_POINTS * BASIS_POINTS) / (BASIS_POINTS + DEFAULT_COMMISSION_TAX_RATE));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: highest }), (sales, rate) => {
        const entries = deliveryEntries(order(sales + 1000, 1000), terms(rate), DEFAULT_COMMISSION_TAX_RATE);
        expect(entries.commission).toBeLessThanOrEqual(0);
        expect(entries.commission_tax).toBeLessThanOrEqual(0);
        expect(-entries.commission - entries.commission_tax).toBeLessThanOrEqual(entries.sales);
      }),
      { numRuns: 5000 },
    );
  });

  it('may pass the sales by a rounded centime at a higher TVA: 50 % of 1 centime is 1, and 50 % TVA of it 1 more', () => {
    expect(deliveryEntries(order(1001, 1000), terms(5000), 5000)).toEqual({ sales: 1, commission: -1, commission_tax: -1 });
  });

  it('can exceed the sales at a rate above 100 % ÷ (1 + TVA): 100 % plus 20 % TVA is 120 %', () => {
    const entries = deliveryEntries(order(2000, 1000), terms(BASIS_POINTS), DEFAULT_COMMISSION_TAX_RATE);
    expect(-entries.commission - entries.commission_tax).toBe(1200);
  });
});

describe('new commission terms', () => {
  it('accepts 0 to 100 % in whole basis points, a fee of 0 to 1 000 dh, a start now or later', () => {
    expect(validateCommissionTerms({ rate: 0 }, NOW)).toEqual({});
    expect(validateCommissionTerms({ rate: 10_000, fixedFee: 1000, effectiveFrom: NOW.toISOString() }, NOW)).toEqual({});
    expect(validateCommissionTerms({ rate: 1500, fixedFee: 2.5, effectiveFrom: '2027-01-01T00:00:00Z' }, NOW)).toEqual({});
  });

  it('says what is wrong with each field', () => {
    expect(validateCommissionTerms({ rate: 10_001, fixedFee: 1000.01, effectiveFrom: '2026-11-25T11:59:59Z' }, NOW)).toEqual({
      rate: SERVER_MSG.commissionRateInvalid,
      fixedFee: SERVER_MSG.commissionFeeInvalid,
      effectiveFrom: SERVER_MSG.commissionStartInPast,
    });
    expect(validateCommissionTerms({ rate: 15.5, fixedFee: 1.234, effectiveFrom: 'soon' }, NOW)).toEqual({
      rate: SERVER_MSG.commissionRateInvalid,
      fixedFee: SERVER_MSG.commissionFeeInvalid,
      effectiveFrom: SERVER_MSG.commissionStartInPast,
    });
    expect(validateCommissionTerms({ rate: -1, fixedFee: -1 }, NOW)).toMatchObject({
      rate: SERVER_MSG.commissionRateInvalid,
      fixedFee: SERVER_MSG.commissionFeeInvalid,
    });
    expect(validateCommissionTerms({}, NOW)).toEqual({ rate: SERVER_MSG.commissionRateInvalid });
  });
});

describe('a rate typed as a percentage', () => {
  it('reads the decimal text, not the binary value', () => {
    expect(percentToRate(12.5)).toBe(1250);
    expect(percentToRate(0.29)).toBe(29);
    expect(percentToRate(1.15)).toBe(115);
    expect(percentToRate(0.57)).toBe(57);
    expect(percentToRate(100)).toBe(BASIS_POINTS);
    expect(percentToRate(0)).toBe(0);
  });

  it('refuses a third decimal, a sign and what cannot be read', () => {
    for (const wrong of [12.345, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(percentToRate(wrong)).toBeNull();
  });

  it('writes basis points back with up to two decimals, and reads them again the same', () => {
    expect(rateText(1500)).toBe('15');
    expect(rateText(1250, ',')).toBe('12,5');
    expect(rateText(1205)).toBe('12.05');
    expect(rateText(7)).toBe('0.07');
    fc.assert(fc.property(fc.integer({ min: 0, max: BASIS_POINTS }), (rate) => percentToRate(rateToPercent(rate)) === rate));
  });
});

describe('the terms in force at a moment', () => {
  const row = (id: string, effectiveFrom: string, createdAt: string) => ({ id, effectiveFrom, createdAt });
  const history = [
    row('a', '2026-11-01T00:00:00Z', '2026-10-30T09:00:00Z'),
    row('b', '2026-11-10T00:00:00Z', '2026-11-02T09:00:00Z'),
    row('c', '2026-11-10T00:00:00Z', '2026-11-05T09:00:00Z'),
    row('d', '2026-12-01T00:00:00Z', '2026-11-06T09:00:00Z'),
  ];
  it('are the latest started by then, the later written of two starting together, none before the first', () => {
    expect(termsStartedBy(history, new Date('2026-10-31T23:59:59Z'))).toBeNull();
    expect(termsStartedBy(history, new Date('2026-11-01T00:00:00Z'))?.id).toBe('a');
    expect(termsStartedBy(history, new Date('2026-11-20T00:00:00Z'))?.id).toBe('c');
    expect(termsStartedBy([...history].reverse(), new Date('2026-11-20T00:00:00Z'))?.id).toBe('c');
    expect(termsStartedBy(history, new Date('2026-12-01T00:00:00Z'))?.id).toBe('d');
  });
});
