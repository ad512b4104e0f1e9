import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { auditLog, businesses, catalogueItems, ledgerEntries, payouts, statementEntries, statements, users } from '../../server/db/schema';
import { closeWeeksThrough } from '../../server/statements/close';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { ribKey } from '../../src/domain/legalIdentity';
import { centimes, toCentimes, type Centimes } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { weekStartingOn } from '../../src/domain/statements';
import { payoutPushIn } from '../../src/i18n/pushes';
import {
  createTestApp,
  createTestDatabase,
  DEMO_ACCOUNTS,
  jobDone,
  loginAs,
  loginSteppedUp,
  OPEN_HOURS_NOW,
  TEST_BACKEND,
} from './helpers';
import { demoStaff, demoTenant, STAFF_PASSWORD } from './tenant';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

const APP_START_MS = 180_000;
let built: BuiltApp;
/** Another node on the same database (PostgreSQL), or the same app (PGlite: one process holds the database). */
let second: BuiltApp;
let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
let clock = OPEN_HOURS_NOW;
let admin: Session, resto: Session, store: Session, services: Session, manager: Session;
let restaurantId: string, storeId: string, servicesId: string;

const RIB = (() => {
  const first22 = '0117800000123456789012';
  return first22 + ribKey(first22);
})();
const masked = (rib: string) => `•••• •••• •••• •••• •••• ${rib.slice(-4)}`;

/**
 * A closed week's statement, as closing the week writes it (server/statements/close.ts): a row that never
 * changes. Written directly so that each test chooses its net; weeks of 2025, long before the demo's history.
 */
async function closedStatement(businessId: string, weekStart: string, net: number): Promise<string> {
  const week = weekStartingOn(weekStart)!;
  const amount = toCentimes(net);
  const [row] = await built.ctx.db
    .insert(statements)
    .values({
      businessId,
      weekStart,
      periodStart: week.start.toISOString(),
      periodEnd: week.end.toISOString(),
      orders: 1,
      sales: amount,
      commission: centimes(0),
      commissionTax: centimes(0),
      refunds: centimes(0),
      adjustments: centimes(0),
      net: amount,
      closedAt: week.end.toISOString(),
    })
    .returning({ _id: statements._id });
  return row!._id;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: Session, payload?: unknown, app = built) =>
  app.app.inject({ method, url: `/api${url}`, headers: session?.headers, payload: payload as never });
const list = async (query: string) => {
  const res = await call('GET', `/admin/payouts?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Json[]; total: number; page: number; pageSize: number };
};
const record = (statementIds: string[], bankReference = 'VIR-2025-0001', session = admin, app = built) =>
  call('POST', '/admin/payouts', session, { statementIds, bankReference }, app);
const outcomes = (res: { json: () => Json }) => Object.fromEntries((res.json().results as Json[]).map((r) => [r.statementId, r.outcome]));

const payoutRows = (ids: string[]) => built.ctx.db.select().from(payouts).where(inArray(payouts.statementId, ids));
const payoutEntries = (ids: string[]) => built.ctx.db.select().from(ledgerEntries).where(inArray(ledgerEntries.payoutOf, ids));
const balanceOf = async (businessId: string) => (await call('GET', `/ledger/${businessId}/balance`, admin)).json().balance as number;

async function setBank(businessId: string, values: { rib?: string | null; verified?: boolean; legalName?: string | null }) {
  await built.ctx.db
    .update(businesses)
    .set({
      ...(values.rib !== undefined ? { rib: values.rib } : {}),
      ...(values.legalName !== undefined ? { legalName: values.legalName } : {}),
      ribVerifiedAt: values.verified ? clock.toISOString() : null,
    })
    .where(eq(businesses._id, businessId));
}

interface SentMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}
/** The outbox's messages to `to`, oldest first, once the background work is done. */
async function mailsTo(to: string): Promise<SentMail[]> {
  await built.ctx.background.settled();
  await second.ctx.background.settled();
  const dirs = [...new Set([built.ctx.filesDir, second.ctx.filesDir])].map((dir) => path.join(dir, 'outbox'));
  const mails: SentMail[] = [];
  for (const dir of dirs) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
    for (const name of names) mails.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as SentMail);
  }
  return mails.filter((mail) => mail.to === to);
}

beforeAll(async () => {
  // The outbox mailer prints every message; the tests read its files instead.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  database = TEST_BACKEND === 'postgres' ? await createTestDatabase() : null;
  built = await createTestApp({ now: () => clock, ...(database ? { databaseUrl: database.url } : {}) });
  second = database
    ? await createTestApp({ now: () => clock, databaseUrl: database.url, seed: false, filesDir: `.data-test/${process.pid}-second` })
    : built;
  // The one-time backfill writes the demo's entries in the background: done first, so balances move only by payouts here.
  await jobDone(built, LEDGER_BACKFILL_JOB);
  [admin, resto, store, services] = await Promise.all([
    loginSteppedUp(built, DEMO_ACCOUNTS.admin),
    loginSteppedUp(built, DEMO_ACCOUNTS.restaurant),
    loginSteppedUp(built, DEMO_ACCOUNTS.store),
    loginSteppedUp(built, DEMO_ACCOUNTS.services),
  ]);
  const ids = await demoTenant(built);
  restaurantId = ids.resto!;
  storeId = ids.store!;
  servicesId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, services.user._id)))[0]!._id;
  const { emails } = await demoStaff(built, ids);
  manager = await loginAs(built, emails.restoManager!, STAFF_PASSWORD);
  // The owners read French and Arabic, the admin French: e-mails and the transfer file follow.
  await built.ctx.db.update(users).set({ language: 'fr' }).where(eq(users._id, resto.user._id));
  await built.ctx.db.update(users).set({ language: 'ar' }).where(eq(users._id, store.user._id));
  await built.ctx.db.update(users).set({ language: 'fr' }).where(eq(users._id, admin.user._id));
}, APP_START_MS);

afterAll(async () => {
  if (second && second !== built) await second.app.close();
  await built?.app.close();
  await database?.drop();
  for (const app of [built, second]) if (app) await rm(app.ctx.filesDir, { recursive: true, force: true });
});

describe('the Payouts list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await setBank(restaurantId, { rib: RIB, verified: true, legalName: 'Zitoun Restauration SARL' });
    ids = {
      restoW1: await closedStatement(restaurantId, '2025-01-06', 1234.5),
      storeW1: await closedStatement(storeId, '2025-01-06', -20),
      restoW2: await closedStatement(restaurantId, '2025-01-13', 10),
      servicesW1: await closedStatement(servicesId, '2025-01-06', 0),
    };
  });

  it('lists closed statements oldest week first, then by name, with the net, the masked RIB and no payout yet', async () => {
    const page = await list('status=unpaid&weekStart=2025-01-06');
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.businessName)).toEqual(
      [...page.data.map((r) => r.businessName as string)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const row = page.data.find((r) => r.statementId === ids.restoW1)!;
    expect(row).toEqual({
      statementId: ids.restoW1,
      businessId: restaurantId,
      businessName: 'Dar Zitoun',
      businessType: 'restaurant',
      legalName: 'Zitoun Restauration SARL',
      weekStart: '2025-01-06',
      weekEnd: '2025-01-12',
      net: 1234.5,
      rib: { masked: masked(RIB), verified: true },
      payout: null,
    });
    expect(page.data.find((r) => r.statementId === ids.storeW1)).toMatchObject({ net: -20, rib: null });
    const both = await list('status=unpaid&search=zitoun&pageSize=1');
    // The demo's own closed weeks come later (2026): these two are the oldest.
    expect([both.total >= 2, both.pageSize, both.data[0]!.statementId]).toEqual([true, 1, ids.restoW1]);
    expect((await list('status=unpaid&search=zitoun&pageSize=1&page=2')).data[0]!.statementId).toBe(ids.restoW2);
  });

  it('filters by type, by business or legal name (case and accents folded), by week and by status', async () => {
    expect((await list('weekStart=2025-01-06&type=store')).data.map((r) => r.statementId)).toEqual([ids.storeW1]);
    expect((await list('weekStart=2025-01-06&search=RESTAURATION')).data.map((r) => r.statementId)).toEqual([ids.restoW1]);
    expect((await list('weekStart=2025-01-06&search=marche')).data.map((r) => r.statementId)).toEqual([ids.storeW1]);
    expect((await list('weekStart=2025-01-06&search=%25')).total).toBe(0);
    expect((await list('weekStart=2025-01-06&status=paid')).total).toBe(0);
    expect((await list('weekStart=2025-01-20')).total).toBe(0);
  });

  it('refuses a wrong filter with a message, and anyone but an admin', async () => {
    for (const query of ['status=open', 'type=grocery', 'weekStart=06-01-2025', 'page=0', 'pageSize=1000']) {
      const res = await call('GET', `/admin/payouts?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    for (const session of [resto, manager]) expect((await call('GET', '/admin/payouts', session)).statusCode).toBe(403);
    expect((await call('GET', '/admin/payouts')).statusCode).toBe(401);
  });
});

describe('recording payouts', () => {
  it('refuses a wrong request with the rule’s words, writing nothing', async () => {
    const id = await closedStatement(restaurantId, '2025-02-03', 50);
    const cases: [unknown, string][] = [
      [{ statementIds: [], bankReference: 'VIR-1' }, SERVER_MSG.payoutStatementsInvalid],
      [{ statementIds: Array.from({ length: 201 }, () => id), bankReference: 'VIR-1' }, SERVER_MSG.payoutStatementsInvalid],
      [{ statementIds: [id, id], bankReference: 'VIR-1' }, SERVER_MSG.payoutStatementsInvalid],
      [{ statementIds: id, bankReference: 'VIR-1' }, SERVER_MSG.payoutStatementsInvalid],
      [{ statementIds: [id], bankReference: '' }, SERVER_MSG.bankReferenceInvalid],
      [{ statementIds: [id], bankReference: '   ' }, SERVER_MSG.bankReferenceInvalid],
      [{ statementIds: [id], bankReference: 'x'.repeat(65) }, SERVER_MSG.bankReferenceInvalid],
      [{ statementIds: [id], bankReference: 'VIR\n1' }, SERVER_MSG.bankReferenceInvalid],
      [{ statementIds: [id], bankReference: '\u200b' }, SERVER_MSG.bankReferenceInvalid],
      [{ statementIds: [id] }, SERVER_MSG.bankReferenceInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/payouts', admin, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect((await call('POST', '/admin/payouts', admin, { statementIds: ['not-an-id'], bankReference: 'VIR-1' })).statusCode).toBe(400);
    // An id that names no statement: nothing of the request is recorded.
    const unknown = await record([id, '00000000-0000-4000-8000-000000000000']);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, SERVER_MSG.payoutStatementUnknown]);
    for (const session of [resto, manager]) expect((await record([id], 'VIR-1', session)).statusCode).toBe(403);
    expect((await call('POST', '/admin/payouts', undefined, { statementIds: [id], bankReference: 'VIR-1' })).statusCode).toBe(401);
    expect(await payoutRows([id])).toEqual([]);
    expect(await payoutEntries([id])).toEqual([]);
  });

  it('pays a positive net once to a verified RIB: one payout, one ledger entry of −net, an audit line, the owner told in French', async () => {
    await setBank(restaurantId, { rib: RIB, verified: true });
    const id = await closedStatement(restaurantId, '2025-03-03', 1234.5);
    const balance = await balanceOf(restaurantId);
    const res = await record([id], ' VIR-2025-0303 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ results: [{ statementId: id, outcome: 'paid' }] });

    const [payout] = await payoutRows([id]);
    expect(payout).toMatchObject({
      businessId: restaurantId,
      amount: 123_450,
      bankReference: 'VIR-2025-0303',
      rib: RIB,
      recordedBy: admin.user._id,
    });
    expect(new Date(payout!.recordedAt)).toEqual(clock);
    const entries = await payoutEntries([id]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ businessId: restaurantId, kind: 'payout', amount: -123_450, orderId: null, payoutOf: id });
    expect(new Date(entries[0]!.occurredAt)).toEqual(clock);
    expect(await balanceOf(restaurantId)).toBe(Math.round((balance - 1234.5) * 100) / 100);

    const [line] = await built.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.record'), eq(auditLog.targetId, restaurantId)));
    expect(line).toMatchObject({
      actorId: admin.user._id,
      targetType: 'restaurant',
      targetLabel: 'Dar Zitoun',
      after: {
        statementId: id,
        weekStart: '2025-03-03',
        outcome: 'paid',
        amount: 1234.5,
        bankReference: 'VIR-2025-0303',
        rib: masked(RIB),
      },
    });
    expect(JSON.stringify(line)).not.toContain(RIB.slice(0, 20));

    const listed = (await list('status=paid&weekStart=2025-03-03')).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.payout).toEqual({
      _id: payout!._id,
      amount: 1234.5,
      bankReference: 'VIR-2025-0303',
      recordedAt: clock.toISOString(),
      recordedBy: { _id: admin.user._id, name: expect.any(String) },
    });
    expect((await list('status=unpaid&weekStart=2025-03-03')).total).toBe(0);

    const mail = (await mailsTo(DEMO_ACCOUNTS.restaurant)).at(-1)!;
    expect(mail.subject).toBe('Virement de 1\u00a0234,50\u00a0dh pour la semaine du 03/03/2025 au 09/03/2025');
    expect(mail.text).toContain('VIR-2025-0303');
    expect(mail.text).toContain('Dar Zitoun');
    expect(mail.link).toMatch(new RegExp(`/payments/statements/${id}$`));

    // Paying it again: already paid, nothing more written, nobody told twice.
    const mails = (await mailsTo(DEMO_ACCOUNTS.restaurant)).length;
    const again = await record([id], 'VIR-OTHER');
    expect(outcomes(again)).toEqual({ [id]: 'alreadyPaid' });
    expect(await payoutRows([id])).toHaveLength(1);
    expect(await payoutEntries([id])).toHaveLength(1);
    expect(await mailsTo(DEMO_ACCOUNTS.restaurant)).toHaveLength(mails);
  });

  it('refuses a positive net without a RIB (ribMissing) or to an unverified one (ribUnverified), recording the others', async () => {
    await setBank(storeId, { rib: null });
    await setBank(servicesId, { rib: RIB, verified: false });
    await setBank(restaurantId, { rib: RIB, verified: true });
    const noRib = await closedStatement(storeId, '2025-04-07', 80);
    const unverified = await closedStatement(servicesId, '2025-04-07', 90);
    const fine = await closedStatement(restaurantId, '2025-04-07', 100);
    const res = await record([noRib, unverified, fine]);
    expect(res.json().results).toEqual([
      { statementId: noRib, outcome: 'ribMissing' },
      { statementId: unverified, outcome: 'ribUnverified' },
      { statementId: fine, outcome: 'paid' },
    ]);
    expect((await payoutRows([noRib, unverified, fine])).map((p) => p.statementId)).toEqual([fine]);
    expect((await payoutEntries([noRib, unverified, fine])).map((e) => e.payoutOf)).toEqual([fine]);
    // Once the RIB is verified, the same request pays it.
    await setBank(servicesId, { rib: RIB, verified: true });
    expect(outcomes(await record([unverified]))).toEqual({ [unverified]: 'paid' });
  });

  it('collects a negative net without a RIB, told in Arabic; records a zero net as paid without telling anyone', async () => {
    await setBank(storeId, { rib: null });
    const owing = await closedStatement(storeId, '2025-05-05', -45.25);
    const zero = await closedStatement(storeId, '2025-05-12', 0);
    const mails = (await mailsTo(DEMO_ACCOUNTS.store)).length;
    const balance = await balanceOf(storeId);
    expect(outcomes(await record([owing, zero], 'ENC-0505'))).toEqual({ [owing]: 'collected', [zero]: 'paid' });
    expect((await payoutRows([owing])).map((p) => [p.amount, p.rib])).toEqual([[-4525, null]]);
    expect((await payoutEntries([owing, zero])).map((e) => [e.payoutOf, e.amount]).sort()).toEqual(
      [
        [owing, 4525],
        [zero, 0],
      ].sort(),
    );
    expect(await balanceOf(storeId)).toBe(Math.round((balance + 45.25) * 100) / 100);
    const sent = await mailsTo(DEMO_ACCOUNTS.store);
    expect(sent).toHaveLength(mails + 1);
    expect(sent.at(-1)!.subject).toBe('تحصيل 45,25\u00a0د.م. عن الأسبوع من 05/05/2025 إلى 11/05/2025');
  });

  it('words the owner’s push in the owner’s language, the amount as the screens write it', () => {
    const facts = { business: 'Dar Zitoun', amount: centimes(123_450) as Centimes, from: '03/03/2025', to: '09/03/2025' };
    expect(payoutPushIn('fr', 'payoutPaid', facts)).toEqual({
      title: 'Virement de 1\u00a0234,50\u00a0dh',
      body: 'Dar Zitoun · semaine du 03/03/2025 au 09/03/2025',
    });
    expect(payoutPushIn('en', 'payoutCollected', facts).title).toBe('1\u00a0234,50\u00a0dh collected');
  });
});

describe('two admins paying the same statements at once', () => {
  it(`records each once: one payout, one ledger entry, the other admin told it is already paid (${TEST_BACKEND === 'postgres' ? 'two nodes on one PostgreSQL' : 'concurrent requests on one database'})`, async () => {
    await setBank(restaurantId, { rib: RIB, verified: true });
    await setBank(storeId, { rib: null });
    const ids = [
      await closedStatement(restaurantId, '2025-06-02', 300),
      await closedStatement(restaurantId, '2025-06-09', 400),
      await closedStatement(storeId, '2025-06-02', -15),
    ];
    const otherAdmin = await loginSteppedUp(second, DEMO_ACCOUNTS.admin);
    for (let round = 0; round < 3; round++) {
      const batch = round === 0 ? ids : [await closedStatement(restaurantId, ['2025-07-07', '2025-07-14'][round - 1]!, 10 + round)];
      const [a, b] = await Promise.all([
        record(batch, `VIR-A-${round}`, admin, built),
        record(batch, `VIR-B-${round}`, otherAdmin, second),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      for (const id of batch) {
        const told = [outcomes(a)[id], outcomes(b)[id]].sort();
        expect(told, id).toEqual([...(id === ids[2] ? ['alreadyPaid', 'collected'] : ['alreadyPaid', 'paid'])].sort());
      }
      const rows = await payoutRows(batch);
      expect(rows).toHaveLength(batch.length);
      expect(await payoutEntries(batch)).toHaveLength(batch.length);
      // The payout recorded is the winner's: its reference is the one told 'paid' or 'collected'.
      for (const row of rows) {
        const winner = outcomes(a)[row.statementId] === 'alreadyPaid' ? `VIR-B-${round}` : `VIR-A-${round}`;
        expect(row.bankReference).toBe(winner);
      }
    }
  });
});

describe('the bank transfer file', () => {
  it('holds the selected statements that can be paid now (positive net, verified RIB, unpaid), in the admin’s language', async () => {
    const other22 = '2301100000987654321098';
    const storeRib = other22 + ribKey(other22);
    await setBank(restaurantId, { rib: RIB, verified: true, legalName: 'Zitoun Restauration SARL' });
    await setBank(storeId, { rib: storeRib, verified: true, legalName: null });
    await setBank(servicesId, { rib: RIB, verified: false });
    const payable = await closedStatement(restaurantId, '2025-09-01', 1234.5);
    const payableStore = await closedStatement(storeId, '2025-09-01', 99.9);
    const negative = await closedStatement(storeId, '2025-09-08', -10);
    const unverified = await closedStatement(servicesId, '2025-09-01', 70);
    const paid = await closedStatement(restaurantId, '2025-09-08', 20);
    expect(outcomes(await record([paid]))).toEqual({ [paid]: 'paid' });

    const selected = [payable, payableStore, negative, unverified, paid];
    const res = await call('GET', `/admin/payouts/transfer-file?statementIds=${selected.join(',')}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transfers-2026-11-25.csv"');
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFBénéficiaire;RIB;Montant (dh);Référence',
      `Zitoun Restauration SARL;${RIB};1234,50;2025-09-01 Dar Zitoun`,
      `Marché Al Amal;${storeRib};99,90;2025-09-01 Marché Al Amal`,
      '',
    ]);

    // The same selection by repeating the parameter; in English for an English reader.
    await built.ctx.db.update(users).set({ language: 'en' }).where(eq(users._id, admin.user._id));
    try {
      const repeated = await call('GET', `/admin/payouts/transfer-file?${selected.map((id) => `statementIds=${id}`).join('&')}`, admin);
      expect(repeated.body.split('\r\n').slice(0, 2)).toEqual([
        '\uFEFFBeneficiary,RIB,Amount (dh),Reference',
        `Zitoun Restauration SARL,${RIB},1234.50,2025-09-01 Dar Zitoun`,
      ]);
    } finally {
      await built.ctx.db.update(users).set({ language: 'fr' }).where(eq(users._id, admin.user._id));
    }
  });

  it('refuses a wrong selection, an unknown statement, and anyone but an admin', async () => {
    const id = await closedStatement(restaurantId, '2025-10-06', 5);
    const file = (query: string, session: Session | null = admin) =>
      call('GET', `/admin/payouts/transfer-file?${query}`, session ?? undefined);
    for (const query of [
      '',
      'statementIds=',
      'statementIds=x',
      `statementIds=${id},`,
      `statementIds=${Array(201).fill(id).join('&statementIds=')}`,
    ])
      expect((await file(query)).statusCode, query.slice(0, 60)).toBe(400);
    const unknown = await file(`statementIds=${id},00000000-0000-4000-8000-000000000000`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, SERVER_MSG.payoutStatementUnknown]);
    for (const session of [resto, manager]) expect((await file(`statementIds=${id}`, session)).statusCode).toBe(403);
    expect((await file(`statementIds=${id}`, null)).statusCode).toBe(401);
  });
});

describe('a week closed by the closing job, then paid', () => {
  it("pays the statement of the week's delivered orders: its entries and the payout's sum to zero", async () => {
    await jobDone(built, LEDGER_BACKFILL_JOB);
    await setBank(restaurantId, { rib: RIB, verified: true });
    const client = await loginSteppedUp(built, DEMO_ACCOUNTS.client);
    const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
    const item = items.find((i) => !i.active && !i.soldOut && i.options.length === 0 && i.stock === null && i.availability === null)!;
    const placed = await call('POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: item._id, quantity: 2 }],
      numberPhone: '0612345678',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order._id as string;
    for (const status of ['confirmé', 'confirme', 'comming', 'succes']) {
      const res = await call('PUT', `/orders/admin/restaurant/${orderId}/${encodeURIComponent(status)}`, admin, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    const orderEntries = await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(orderEntries.map((e) => e.kind).sort()).toEqual(['commission', 'commission_tax', 'sales']);

    // A week later the week of 23 November 2026 has ended: closing it writes Dar Zitoun's statement.
    const week = weekStartingOn('2026-11-23')!;
    clock = new Date('2026-12-02T13:00:00+01:00');
    try {
      await closeWeeksThrough(built.ctx, week);
      const row = (await list(`status=unpaid&weekStart=${week.weekStart}&search=${encodeURIComponent('Dar Zitoun')}`)).data[0]!;
      const statementId = row.statementId as string;
      const onIt = await built.ctx.db
        .select({ id: statementEntries.entryId, amount: ledgerEntries.amount })
        .from(statementEntries)
        .innerJoin(ledgerEntries, eq(ledgerEntries._id, statementEntries.entryId))
        .where(eq(statementEntries.statementId, statementId));
      expect(onIt.map((e) => e.id)).toEqual(expect.arrayContaining(orderEntries.map((e) => e._id)));
      const net = onIt.reduce((sum, e) => sum + e.amount, 0);
      expect(toCentimes(row.net as number)).toBe(net);
      expect(net).toBeGreaterThan(0);

      const file = await call('GET', `/admin/payouts/transfer-file?statementIds=${statementId}`, admin);
      expect(file.body.split('\r\n')[1]).toContain(`;${RIB};`);
      expect(outcomes(await record([statementId], 'VIR-2026-1123'))).toEqual({ [statementId]: 'paid' });
      const [payout] = await payoutEntries([statementId]);
      expect(payout!.amount + net).toBe(0);
      expect((await list(`status=paid&weekStart=${week.weekStart}&search=${encodeURIComponent('Dar Zitoun')}`)).total).toBe(1);
    } finally {
      clock = OPEN_HOURS_NOW;
    }
  });
});
