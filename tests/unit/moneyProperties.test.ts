import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  centimes,
  CURRENCY,
  CURRENCY_AR,
  divideRounded,
  formatMoney,
  MAX_PRICE,
  parseMoney,
  shareOf,
  sumMoney,
  toCentimes,
  toDirhams,
  type Centimes,
} from '../../src/domain/money';
import { lineTotal, priceOptions, type CatalogueOption } from '../../src/domain/orderLines';
import { DEFAULT_DELIVERY_FEE } from '../../src/domain/orders';

/**
 * Properties of money, checked against a reference that shares nothing with src/domain/money.ts: amounts written as
 * decimal text ("65.50"), added and multiplied as BigInt.
 */
const reference = (text: string) => {
  const [whole, decimals = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(decimals.padEnd(2, '0'));
};
/** A price as a person could type it: up to MAX_PRICE, at most two decimals. */
const priceText = fc
  .tuple(fc.integer({ min: 0, max: MAX_PRICE - 1 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(0, 1, 2))
  .map(([whole, cents, decimals]) => (decimals === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').slice(0, decimals)}`));
const priceOf = (text: string) => toCentimes(Number(text));

const LANGUAGES = { en: CURRENCY, fr: CURRENCY, ar: CURRENCY_AR } as const;

describe('amounts in centimes', () => {
  it('dh from the wire become centimes and back without losing a centime', () => {
    fc.assert(
      fc.property(priceText, (text) => {
        const amount = priceOf(text);
        expect(BigInt(amount)).toBe(reference(text));
        // What JSON carries: the answer's number, serialised and read back.
        expect(toCentimes(JSON.parse(JSON.stringify(toDirhams(amount))) as number)).toBe(amount);
      }),
    );
  });

  it('a third decimal is refused, never rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 9 }), (whole, third) => {
        const value = Number(`${whole}.12${third}`);
        expect(parseMoney(value)).toBeUndefined();
        expect(() => toCentimes(value)).toThrow(RangeError);
      }),
    );
  });

  it('typed prices read the same with a point or a comma, one or two decimals, spaces around', () => {
    fc.assert(
      fc.property(priceText, fc.boolean(), (text, comma) => {
        const typed = ` ${comma ? text.replace('.', ',') : text} `;
        expect(parseMoney(typed)).toBe(priceOf(text));
      }),
    );
  });

  it('formatting in each language reads back as the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(...(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])),
        (n, language) => {
          const amount = centimes(n);
          const shown = formatMoney(amount, LANGUAGES[language]);
          expect(shown.endsWith(`\u00a0${LANGUAGES[language]}`)).toBe(true);
          const digits = shown.slice(0, -LANGUAGES[language].length - 1).replaceAll('\u00a0', '');
          expect(digits).toMatch(/^-?\d+,\d{2}$/);
          expect(BigInt(digits.replace(',', '').replace(/^(-?)0+(?=\d)/, '$1'))).toBe(BigInt(n));
          expect(BigInt(amountText(amount).replace('.', ''))).toBe(BigInt(n));
        },
      ),
    );
  });

  it('sums are exact, in any order', () => {
    fc.assert(
      fc.property(fc.array(priceText, { maxLength: 200 }), (texts) => {
        const amounts = texts.map(priceOf);
        const expected = texts.reduce((sum, t) => sum + reference(t), 0n);
        expect(BigInt(sumMoney(amounts))).toBe(expected);
        expect(sumMoney([...amounts].reverse())).toBe(sumMoney(amounts));
      }),
    );
  });

  it('a share is the nearest centime, halves up, as BigInt division says', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (n, basisPoints) => {
        const exact = BigInt(n) * BigInt(basisPoints);
        // floor((2x + d) / 2d) in BigInt: BigInt division truncates, so floor it for negatives.
        const twice = 2n * exact + 10_000n;
        const floor = twice >= 0n ? twice / 20_000n : -((-twice + 19_999n) / 20_000n);
        expect(BigInt(shareOf(centimes(n), basisPoints, 10_000))).toBe(floor);
        expect(divideRounded(n * 2, 2)).toBe(n);
      }),
    );
  });
});

/** A catalogue item and what a customer picks of it, all prices typed as text. */
const option = fc.record({
  name: fc.constantFrom('Size', 'Extras', 'Sauce'),
  multiple: fc.boolean(),
  is_required: fc.boolean(),
  option: fc.uniqueArray(fc.record({ name: fc.constantFrom('A', 'B', 'C', 'D'), price: priceText }), {
    minLength: 1,
    maxLength: 4,
    selector: (c) => c.name,
  }),
});
const line = fc.record({
  price: priceText,
  options: fc.uniqueArray(option, { maxLength: 3, selector: (o) => o.name }),
  quantity: fc.integer({ min: 1, max: 50 }),
  seed: fc.nat(),
});

describe('an order is the exact sum of its parts', () => {
  it('for any lines, options and quantities (a pack is a line of quantity 1), plus the delivery fee', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), (lines) => {
        let expected = BigInt(DEFAULT_DELIVERY_FEE);
        const totals: Centimes[] = [];
        for (const l of lines) {
          const defined: CatalogueOption<Centimes>[] = l.options.map((o) => ({
            ...o,
            option: o.option.map((c) => ({ ...c, price: priceOf(c.price) })),
          }));
          // Every required option answered; several choices only where allowed.
          const picks = l.options
            .filter((o, i) => o.is_required || (l.seed >> i) % 2 === 1)
            .map((o) => ({ name: o.name, choices: o.multiple ? o.option.map((c) => c.name) : [o.option[l.seed % o.option.length]!.name] }));
          const picked = priceOptions('Item', defined, picks);
          if (!picked.ok) throw new Error(picked.message);
          const extraText = picks.flatMap((p) =>
            p.choices.map((name) => l.options.find((o) => o.name === p.name)!.option.find((c) => c.name === name)!.price),
          );
          const unit = reference(l.price) + extraText.reduce((sum, t) => sum + reference(t), 0n);
          expected += unit * BigInt(l.quantity);
          totals.push(lineTotal(priceOf(l.price), picked.extra, l.quantity));
        }
        expect(BigInt(sumMoney([...totals, DEFAULT_DELIVERY_FEE]))).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
