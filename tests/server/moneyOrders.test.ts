import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueCategories, orders, users } from '../../server/db/schema';
import { formatAmount, MAX_PRICE, sumMoney, toCentimes } from '../../src/domain/money';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

/**
 * Random orders placed through the API as a customer would, priced by the server from products an owner typed in:
 * what is stored, answered, shown and exported is the exact sum of the parts. The reference adds the typed decimal
 * text as BigInt, sharing nothing with the server's arithmetic.
 */
type Session = Awaited<ReturnType<typeof loginAs>>;
let built: BuiltApp;
let resto: Session;
let client: Session;
let restaurantId: string;
let categoryId: string;
const placed = new Map<number, bigint>();

const reference = (text: string) => {
  const [whole, decimals = ''] = text.replace(',', '.').split('.');
  return BigInt(whole!) * 100n + BigInt(decimals.padEnd(2, '0'));
};
const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: unknown) =>
  built.app.inject({ method, url: `/api${url}`, headers: session.headers, payload: payload as never });

/** A price as an owner types it: "65", "65.5" or "65,50", up to 10 000 dh so that 50 × 50 lines stay readable. */
const priceText = fc
  .tuple(fc.integer({ min: 0, max: Math.min(MAX_PRICE, 10_000) - 1 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom('', '.', ','))
  .map(([whole, cents, mark]) => (mark ? `${whole}${mark}${String(cents).padStart(2, '0')}` : String(whole)));
const product = fc.record({
  price: priceText,
  options: fc.uniqueArray(
    fc.record({
      name: fc.constantFrom('Size', 'Extras'),
      multiple: fc.boolean(),
      choices: fc.uniqueArray(fc.record({ name: fc.constantFrom('A', 'B', 'C'), price: priceText }), {
        minLength: 1,
        maxLength: 3,
        selector: (c) => c.name,
      }),
    }),
    { maxLength: 2, selector: (o) => o.name },
  ),
  quantity: fc.integer({ min: 1, max: 50 }),
});

beforeAll(async () => {
  built = await createTestApp();
  [resto, client] = await Promise.all([loginAs(built, DEMO_ACCOUNTS.restaurant), loginAs(built, DEMO_ACCOUNTS.client)]);
  const [business] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, resto.user._id));
  restaurantId = business!._id;
  const [category] = await built.ctx.db
    .select({ _id: catalogueCategories._id })
    .from(catalogueCategories)
    .where(eq(catalogueCategories.businessId, restaurantId))
    .limit(1);
  categoryId = category!._id;
}, 180_000);
afterAll(() => built?.app.close());

describe('money through the API', () => {
  it('an order placed from typed prices is stored, answered and listed as the exact sum of its lines and fee', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(product, { minLength: 1, maxLength: 3 }), async (items) => {
        const lines = [];
        let expected = 0n;
        for (const item of items) {
          const created = await call('POST', `/menu/addOne/${restaurantId}`, resto, {
            name: `Plat ${++n}`,
            price: item.price.includes(',') ? item.price : Number(item.price),
            description: 'Fait maison',
            category: categoryId,
            options: item.options.map((o) => ({
              name: o.name,
              multiple: o.multiple,
              is_required: true,
              option: o.choices.map((c) => ({ name: c.name, price: c.price })),
            })),
          });
          expect(created.statusCode, created.body).toBe(201);
          const picks = item.options.map((o) => ({ name: o.name, choices: o.multiple ? o.choices : o.choices.slice(0, 1) }));
          const unit = picks.flatMap((p) => p.choices).reduce((sum, c) => sum + reference(c.price), reference(item.price));
          expected += unit * BigInt(item.quantity);
          lines.push({
            productId: created.json().product._id,
            quantity: item.quantity,
            options: picks.map((p) => ({ name: p.name, choices: p.choices.map((c) => c.name) })),
          });
        }
        const answer = await call('POST', '/client/orders', client, {
          type: 'restaurant',
          businessId: restaurantId,
          lines,
          numberPhone: '0612345678',
        });
        expect(answer.statusCode, answer.body).toBe(201);
        const order = answer.json().order as { _id: string; commandNumber: number; totalPrix: number; deleveryFee: number };
        const fee = toCentimes(order.deleveryFee);
        expect(BigInt(toCentimes(order.totalPrix))).toBe(expected + BigInt(fee));

        const [row] = await built.ctx.db.select().from(orders).where(eq(orders._id, order._id));
        expect(BigInt(row!.totalPrix)).toBe(expected + BigInt(fee));
        expect(row!.totalPrix).toBe(sumMoney([...row!.orders.map((l) => l.prixTotal), row!.deleveryFee]));
        placed.set(order.commandNumber, expected + BigInt(fee));
      }),
      { numRuns: 12 },
    );
    expect(placed.size).toBe(12);

    // The owner's list shows the same figures the database keeps.
    const list = await call('GET', `/orders/restaurant/${restaurantId}?status=new&page=1&pageSize=100`, resto);
    expect(list.statusCode).toBe(200);
    const shown = (list.json().data as { commandNumber: number; totalPrix: number }[]).filter((o) => placed.has(o.commandNumber));
    expect(shown).toHaveLength(placed.size);
    for (const o of shown) expect(BigInt(toCentimes(o.totalPrix))).toBe(placed.get(o.commandNumber));
  });

  it('CSV and XLSX exports show every total as the screens do, in English and French', async () => {
    expect(placed.size).toBeGreaterThan(0);
    const exportOf = (format: string) => call('GET', `/orders/restaurant/${restaurantId}/export?status=new&format=${format}`, resto);
    const setLanguage = (language: 'en' | 'fr') => built.ctx.db.update(users).set({ language }).where(eq(users._id, resto.user._id));
    // What a screen shows: "1 234,50 dh"; its digits without the groups' spaces are what a French file says.
    const screen = (amount: bigint) => formatAmount(toCentimes(Number(amount) / 100)).replaceAll('\u00a0', '');

    for (const [language, separator] of [
      ['en', ','],
      ['fr', ';'],
    ] as const) {
      await setLanguage(language);
      const rows = (await exportOf('csv')).body.slice(1).trimEnd().split('\r\n').slice(1);
      const totals = new Map(rows.map((r) => r.split(separator)).map((cells) => [Number(cells[0]), cells.at(-1)!]));
      for (const [number, total] of placed) {
        const cell = totals.get(number)!;
        expect(reference(cell)).toBe(total);
        expect(cell.replace('.', ',')).toBe(screen(total));
      }
    }

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportOf('xlsx')).rawPayload as unknown as ArrayBuffer);
    const cells = new Map<number, ExcelJS.Cell>();
    workbook.worksheets[0]!.eachRow((row) => cells.set(Number(row.getCell(1).value), row.getCell(row.cellCount)));
    for (const [number, total] of placed) {
      const cell = cells.get(number)!;
      expect(cell.type).toBe(ExcelJS.ValueType.Number);
      expect(BigInt(toCentimes(cell.value as number))).toBe(total);
      expect(cell.numFmt).toBe('0.00');
    }
    const stored = await built.ctx.db
      .select({ number: orders.commandNumber, total: orders.totalPrix })
      .from(orders)
      .where(inArray(orders.commandNumber, [...placed.keys()]));
    expect(new Map(stored.map((o) => [o.number, BigInt(o.total)]))).toEqual(placed);
  });
});
