import { toCentimes } from '../../src/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, orders, users } from '../../server/db/schema';
import { csvSeparator } from '../../server/spreadsheet';
import { normalizePhone } from '../../src/domain/phone';
import { EXPORTS } from '../../src/i18n/exports';
import type { Locale } from '../../src/i18n/types';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
let built: BuiltApp;
let resto: Session;
let admin: Session;
let restaurantId: string;
let commandNumber: number;
let secondNumber: number;
let foreignNumber: number;
/** 15:05 in Oujda (UTC+1 in November), 14:05 UTC. */
const PLACED = '2026-11-16T14:05:00.000Z';

beforeAll(async () => {
  built = await createTestApp();
  [resto, admin] = await Promise.all([loginAs(built, DEMO_ACCOUNTS.restaurant), loginAs(built, DEMO_ACCOUNTS.admin)]);
  const [row] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, resto.user._id));
  restaurantId = row!._id;
  const [placed] = await built.ctx.db
    .insert(orders)
    .values({
      kind: 'restaurant',
      businessId: restaurantId,
      numberPhone: '+212611223344',
      totalPrix: toCentimes(1234.5),
      deleveryFee: toCentimes(10),
      statusOrders: 'succes',
      createdAt: PLACED,
    })
    .returning({ commandNumber: orders.commandNumber });
  commandNumber = placed!.commandNumber;
  const [second, foreign] = await built.ctx.db
    .insert(orders)
    .values([
      {
        kind: 'restaurant',
        businessId: restaurantId,
        numberPhone: '0699887766',
        totalPrix: toCentimes(80),
        statusOrders: 'succes',
        createdAt: '2026-11-16T13:00:00.000Z',
      },
      {
        kind: 'restaurant',
        businessId: restaurantId,
        numberPhone: '+33 6 12 34 56 78',
        totalPrix: toCentimes(45),
        statusOrders: 'succes',
        createdAt: '2026-11-16T12:00:00.000Z',
      },
    ])
    .returning({ commandNumber: orders.commandNumber });
  secondNumber = second!.commandNumber;
  foreignNumber = foreign!.commandNumber;
}, 180_000);
afterAll(() => built?.app.close());

const setAccount = (language: string, timeZone: string) =>
  built.ctx.db
    .update(users)
    .set({ language: language as 'fr', timeZone: timeZone as 'UTC' })
    .where(eq(users._id, resto.user._id));
const exportOf = (query: string, session = resto) =>
  built.app.inject({
    method: 'GET',
    url: `/api/orders/restaurant/${restaurantId}/export?status=succes&${query}`,
    headers: session.headers,
  });

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('exports in the reader’s language and clock', () => {
  it('writes a French CSV with a BOM, ";" between cells, French words and whole phone numbers', async () => {
    await setAccount('fr', 'UTC');
    const response = await exportOf('format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="orders-restaurant-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const rows = response.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Commande;Date (UTC);Heure (UTC);Type;Statut;Client;Téléphone du client;Articles;Frais de livraison;Total');
    const row = rows.find((r) => r.startsWith(`${commandNumber};`))!.split(';');
    expect(row.slice(1, 5)).toEqual(['16/11/2026', '14:05', 'Commande', 'Livrée']);
    expect(row[6]).toBe('00212 611-223344');
    expect(row.slice(-2)).toEqual(['10,00', '1234,50']);
    expect(rows.find((r) => r.startsWith(`${secondNumber};`))!.split(';')[6]).toBe('00212 699-887766');
  });

  it('keeps ",", English words and a dot for decimals in English', async () => {
    await setAccount('en', 'UTC');
    const rows = (await exportOf('')).body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Order,Date (UTC),Time (UTC),Type,Status,Customer,Customer phone,Items,Delivery fee,Total');
    expect(rows.find((r) => r.startsWith(`${commandNumber},`))!.endsWith(',10.00,1234.50')).toBe(true);
  });

  it('writes an XLSX read back by exceljs: French header, the phone as text, dates as dates on Morocco time, numbers as numbers', async () => {
    await setAccount('fr', 'Africa/Casablanca');
    const response = await exportOf('format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
    expect(sheet.name).toBe('Commandes');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Commande',
      'Date (heure du Maroc)',
      'Heure (heure du Maroc)',
      'Type',
      'Statut',
      'Client',
      'Téléphone du client',
      'Articles',
      'Frais de livraison',
      'Total',
    ]);
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === commandNumber) found = row;
    });
    expect(found).toBeDefined();
    const phone = found!.getCell(7);
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe('+212 611-223344');
    const day = found!.getCell(2).value as Date;
    const time = found!.getCell(3).value as Date;
    expect(day).toBeInstanceOf(Date);
    expect(day.toISOString()).toBe('2026-11-16T15:05:00.000Z');
    expect(found!.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(time.toISOString().slice(11, 16)).toBe('15:05');
    expect(found!.getCell(5).value).toBe('Livrée');
    expect(found!.getCell(10).value).toBe(1234.5);
    expect(found!.getCell(10).type).toBe(ExcelJS.ValueType.Number);
    expect(Number(response.headers['x-total-count'])).toBe(sheet.rowCount - 1);
  });

  it('writes the Arabic workbook right to left, and the rider journal as XLSX too', async () => {
    await built.ctx.db.update(users).set({ language: 'ar' }).where(eq(users._id, admin.user._id));
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/orders/admin/succes/restaurant/export?format=xlsx`,
      headers: admin.headers,
    });
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('الطلب');
    expect(sheet.views[0]?.rightToLeft).toBe(true);

    const rider = await loginAs(built, DEMO_ACCOUNTS.rider);
    const journal = await built.app.inject({
      method: 'GET',
      url: `/api/data/journal/rider/${rider.user._id}/export?format=xlsx`,
      headers: admin.headers,
    });
    expect(journal.statusCode).toBe(200);
    const journalSheet = (await workbookOf(journal.rawPayload)).worksheets[0]!;
    expect(journalSheet.name).toBe('السجل');
    expect((journalSheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      'الطلب',
      'التاريخ (توقيت UTC)',
      'الساعة (توقيت UTC)',
      'القائمة',
    ]);
    expect(Number(journal.headers['x-total-count'])).toBe(journalSheet.rowCount - 1);
  });

  it.each(['en', 'fr', 'ar'] as const)(
    'writes every phone whole in a %s CSV: dialable, visible characters only, never a formula',
    async (locale) => {
      await setAccount(locale, 'UTC');
      const response = await exportOf('format=csv');
      expect(response.statusCode).toBe(200);
      const text = response.body.slice(1);
      // No invisible format character (left-to-right mark, isolate, zero-width space…) anywhere after the BOM.
      expect(text).not.toMatch(/\p{Cf}/u);
      const sep = csvSeparator(locale);
      const rows = text
        .trimEnd()
        .split('\r\n')
        .map((r) => r.split(sep));
      const column = rows[0]!.indexOf(EXPORTS[locale].orders.phone);
      expect(column).toBe(6);
      const phoneOf = (number: number) => rows.find((r) => r[0] === String(number))![column]!;
      for (const [number, national] of [
        [commandNumber, '611223344'],
        [secondNumber, '699887766'],
      ] as const) {
        const cell = phoneOf(number);
        expect(cell).toBe(`00212 ${national.slice(0, 3)}-${national.slice(3)}`);
        expect(cell).toMatch(/^[0-9 -]+$/);
        expect(normalizePhone(cell)).toBe(national);
      }
      // Not a Moroccan number: kept as typed, with no +212 added, and its leading "+" defused as in any text.
      expect(phoneOf(foreignNumber)).toBe("'+33 6 12 34 56 78");
    },
  );

  it.each(['en', 'fr', 'ar'] as const)(
    'writes every phone whole in a %s XLSX: text as on the screens, left to right',
    async (locale: Locale) => {
      await setAccount(locale, 'Africa/Casablanca');
      const response = await exportOf('format=xlsx');
      expect(response.statusCode).toBe(200);
      const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
      expect(sheet.views[0]?.rightToLeft).toBe(locale === 'ar');
      const column = (sheet.getRow(1).values as unknown[]).indexOf(EXPORTS[locale].orders.phone);
      expect(column).toBe(7);
      expect(sheet.getRow(1).getCell(column).alignment?.readingOrder).toBeUndefined();
      const phoneOf = (number: number) => {
        let cell: ExcelJS.Cell | undefined;
        sheet.eachRow((row) => {
          if (row.getCell(1).value === number) cell = row.getCell(column);
        });
        return cell!;
      };
      for (const [number, shown] of [
        [commandNumber, '+212 611-223344'],
        [secondNumber, '+212 699-887766'],
        [foreignNumber, '+33 6 12 34 56 78'],
      ] as const) {
        const cell = phoneOf(number);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(shown);
        expect(cell.value).toMatch(/^[+0-9 -]+$/);
        expect(cell.numFmt).toBe('@');
        expect(cell.alignment?.readingOrder).toBe('ltr');
      }
    },
  );

  it('refuses another format with 400, and anonymous callers with 401', async () => {
    expect((await exportOf('format=pdf')).statusCode).toBe(400);
    const anonymous = await built.app.inject({ method: 'GET', url: `/api/orders/restaurant/${restaurantId}/export?format=xlsx` });
    expect(anonymous.statusCode).toBe(401);
  });
});
