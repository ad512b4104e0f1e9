import { eq, sql } from 'drizzle-orm';
import { centimes, toDirhams } from '../../src/domain/money';
import { invoiceNumber, invoiceYear, weekEndDay } from '../../src/domain/statements';
import type { AppContext } from '../context';
import { rowsOf, type Db } from '../db/client';
import { invoices, statements, type InvoiceParty } from '../db/schema';
import { lockClosings, takeInvoiceNumbers } from './close';
import { dayText } from './queries';

interface InvoiceRow {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  business_id: string;
  statement_id: string;
  week_start: string | Date;
  issued_at: string | Date;
  commission: string | number;
  tax: string | number;
  total: string | number;
  tax_rate: number;
  issuer: InvoiceParty;
  customer: InvoiceParty;
  credits_id: string | null;
  credits_number: string | null;
  credited_by_id: string | null;
  credited_by_number: string | null;
  reason: string | null;
}

const dh = (value: string | number) => toDirhams(centimes(Number(value)));
const party = (p: InvoiceParty) => ({
  name: p.name,
  address: p.address,
  ice: p.ice ?? null,
  ...(p.taxId !== undefined ? { taxId: p.taxId } : {}),
  ...(p.tradeRegister !== undefined ? { tradeRegister: p.tradeRegister } : {}),
});

/** An invoice or credit note as the API answers it, with the one it cancels or the one cancelling it; null when missing. */
export async function invoiceJson(db: Pick<Db, 'execute'>, id: string) {
  const [row] = rowsOf<InvoiceRow>(
    await db.execute(sql`
      select i.*, s.week_start, c.number as credits_number, x.id as credited_by_id, x.number as credited_by_number
      from ${invoices} i join ${statements} s on s.id = i.statement_id
      left join ${invoices} c on c.id = i.credits_id
      left join ${invoices} x on x.credits_id = i.id
      where i.id = ${id}`),
  );
  if (!row) return null;
  const weekStart = dayText(row.week_start);
  return {
    _id: row.id,
    number: row.number,
    kind: row.kind,
    businessId: row.business_id,
    statementId: row.statement_id,
    weekStart,
    weekEnd: weekEndDay({ weekStart }),
    issuedAt: new Date(row.issued_at).toISOString(),
    commission: dh(row.commission),
    tax: dh(row.tax),
    total: dh(row.total),
    taxRate: Number(row.tax_rate),
    issuer: party(row.issuer),
    customer: party(row.customer),
    credits: row.credits_id ? { _id: row.credits_id, number: row.credits_number! } : null,
    creditedBy: row.credited_by_id ? { _id: row.credited_by_id, number: row.credited_by_number! } : null,
    reason: row.reason,
  };
}

/**
 * Cancels an invoice by a credit note: the same parties and amounts, negated, with a number of its own from the
 * year's sequence. Once per invoice (a unique key on what it credits); a credit note itself is not cancelled.
 */
export async function creditInvoice(ctx: AppContext, invoiceId: string, reason: string) {
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockClosings(tx);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices._id, invoiceId));
    if (!invoice) return 'missing' as const;
    if (invoice.kind === 'credit_note') return 'creditNote' as const;
    const [already] = await tx.select({ _id: invoices._id }).from(invoices).where(eq(invoices.creditsId, invoice._id));
    if (already) return 'credited' as const;
    const issuedAt = ctx.now();
    const year = invoiceYear(issuedAt);
    const sequence = await takeInvoiceNumbers(tx, year, 1);
    const [note] = await tx
      .insert(invoices)
      .values({
        number: invoiceNumber(year, sequence),
        year,
        sequence,
        kind: 'credit_note',
        businessId: invoice.businessId,
        statementId: invoice.statementId,
        creditsId: invoice._id,
        reason,
        commission: centimes(-invoice.commission),
        tax: centimes(-invoice.tax),
        total: centimes(-invoice.total),
        taxRate: invoice.taxRate,
        issuer: invoice.issuer,
        customer: invoice.customer,
        issuedAt: issuedAt.toISOString(),
      })
      .returning({ _id: invoices._id });
    return note!._id;
  });
  if (outcome === 'missing' || outcome === 'creditNote' || outcome === 'credited') return outcome;
  return (await invoiceJson(ctx.db, outcome))!;
}
