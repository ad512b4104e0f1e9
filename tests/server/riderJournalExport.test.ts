import { toCentimes } from '../../src/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, orders, users } from '../../server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
let built: BuiltApp;
let admin: Session;
let rider: Session;
let commandNumber: number;
/** 15:05 in Oujda (UTC+1 in November), 14:05 UTC. */
const PLACED = '2026-11-16T14:05:00.000Z';

beforeAll(async () => {
  built = await createTestApp();
  [admin, rider] = await Promise.all([loginAs(built, DEMO_ACCOUNTS.admin), loginAs(built, DEMO_ACCOUNTS.rider)]);
  const [business] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.type, 'restaurant')).limit(1);
  const [placed] = await built.ctx.db
    .insert(orders)
    .values({
      kind: 'restaurant',
      businessId: business!._id,
      rider_id: rider.user._id,
      numberPhone: '+212611223344',
      totalPrix: toCentimes(1234.5),
      deleveryFee: toCentimes(12.5),
      statusOrders: 'succes',
      createdAt: PLACED,
    })
    .returning({ commandNumber: orders.commandNumber });
  commandNumber = placed!.commandNumber;
}, 180_000);
afterAll(() => built?.app.close());

const setAdmin = (language: 'en' | 'fr' | 'ar', timeZone: 'UTC' | 'Africa/Casablanca') =>
  built.ctx.db.update(users).set({ language, timeZone }).where(eq(users._id, admin.user._id));
const exportOf = (query = '', session: Session | null = admin, riderId = rider.user._id) =>
  built.app.inject({
    method: 'GET',
    url: `/api/data/journal/rider/${riderId}/current/export${query}`,
    headers: session?.headers ?? {},
  });
/** What the journal screen says the rider is owed now. */
async function totalToPay(): Promise<number> {
  const journal = await built.app.inject({ method: 'GET', url: `/api/data/journal/rider/${rider.user._id}`, headers: admin.headers });
  return (journal.json() as { totalToPay: number }).totalToPay;
}

describe("the rider's journal since the last payment, written by the server", () => {
  it('is an English CSV on UTC: the orders list by list, then the rider, the period, the fees and the total to pay', async () => {
    await setAdmin('en', 'UTC');
    const response = await exportOf();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="journal-rider-101-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Order,Date (UTC),Time (UTC),List,Status,Total,Delivery fee,Rider fee');
    expect(lines).toContain(`${commandNumber},16/11/2026,14:05,Restaurant,Delivered,1234.50,12.50,12.50`);
    const rows = lines.slice(1, lines.indexOf(''));
    expect(rows.length).toBe(Number(response.headers['x-total-count']));
    expect(lines).toContain('Rider Rachid Rider (#101)');
    expect(lines.some((l) => /^Since the payment of \d\d\/\d\d\/\d{4} \d\d:\d\d \(UTC\)$|^Since the first order/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe(`Total to pay,,,,,,,${(await totalToPay()).toFixed(2)}`);
  });

  it('follows the reader: French words, ";", decimal commas and Morocco time once the account asks for it', async () => {
    await setAdmin('fr', 'Africa/Casablanca');
    const lines = (await exportOf('?format=csv')).body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Commande;Date (heure du Maroc);Heure (heure du Maroc);Liste;Statut;Total;Frais de livraison;Frais du livreur');
    expect(lines).toContain(`${commandNumber};16/11/2026;15:05;Restaurant;Livrée;1234,50;12,50;12,50`);
    expect(lines.at(-1)).toBe(`Total à payer;;;;;;;${(await totalToPay()).toFixed(2).replace('.', ',')}`);
  });

  it('is an XLSX read back by exceljs: Arabic header on Morocco time, a real date, the total as a number', async () => {
    await setAdmin('ar', 'Africa/Casablanca');
    const response = await exportOf('?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('السجل');
    expect(sheet.getRow(1).getCell(3).value).toBe('الساعة (توقيت المغرب)');
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === commandNumber) found = row;
    });
    expect((found!.getCell(2).value as Date).toISOString()).toBe('2026-11-16T15:05:00.000Z');
    expect(found!.getCell(8).value).toBe(12.5);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('المجموع المستحق');
    expect(last.getCell(8).value).toBeCloseTo(await totalToPay(), 2);
  });

  it('answers only an admin: 401 without a token, 403 for a rider, 404 for no such rider, 400 for another format', async () => {
    expect((await exportOf('', null)).statusCode).toBe(401);
    expect((await exportOf('', rider)).statusCode).toBe(403);
    expect((await exportOf('', admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await exportOf('?format=pdf')).statusCode).toBe(400);
  });
});
