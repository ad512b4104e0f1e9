import type { FastifyReply } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { wallClockDate } from '../../src/domain/clock';
import { ZERO } from '../../src/domain/money';
import { transferReference } from '../../src/domain/payouts';
import { STATEMENT_CLOCK } from '../../src/domain/statements';
import { EXPORTS } from '../../src/i18n/exports';
import type { AppContext } from '../context';
import { businesses, payouts, statements } from '../db/schema';
import { readerOf, sendSpreadsheet, type CellValue } from '../spreadsheet';

/**
 * The bank transfer file of the selected statements that can be paid now: a positive net, a RIB an admin
 * verified, no payout yet (a statement paid already is never in it). One line per transfer: the beneficiary
 * (its legal name, else the business's), the RIB's digits, the amount in dh and a reference naming the week and
 * the business. CSV in the admin's language (separator, decimal mark), named by the day it was made.
 */
export async function sendTransferFile(ctx: AppContext, reply: FastifyReply, userId: string, statementIds: readonly string[]) {
  const rows = await ctx.db
    .select({
      legalName: businesses.legalName,
      name: businesses.name,
      rib: businesses.rib,
      net: statements.net,
      weekStart: statements.weekStart,
    })
    .from(statements)
    .innerJoin(businesses, eq(businesses._id, statements.businessId))
    .leftJoin(payouts, eq(payouts.statementId, statements._id))
    .where(
      and(
        inArray(statements._id, [...statementIds]),
        gt(statements.net, ZERO),
        isNotNull(businesses.rib),
        isNotNull(businesses.ribVerifiedAt),
        isNull(payouts._id),
      ),
    )
    .orderBy(asc(statements.weekStart), asc(businesses.name), asc(statements._id));
  const reader = await readerOf(ctx, userId);
  const words = EXPORTS[reader.locale];
  const lines: CellValue[][] = rows.map((row) => [row.legalName ?? row.name, row.rib, row.net, transferReference(row.weekStart, row.name)]);
  const day = wallClockDate(ctx.now(), STATEMENT_CLOCK)!.toISOString().slice(0, 10);
  return sendSpreadsheet(reply, {
    format: 'csv',
    ...reader,
    name: `transfers-${day}`,
    sheetName: words.sheets.transfers,
    columns: [
      { header: words.transfers.beneficiary, kind: 'text', width: 40 },
      { header: words.transfers.rib, kind: 'text', width: 28 },
      { header: words.transfers.amount, kind: 'money', width: 14 },
      { header: words.transfers.reference, kind: 'text', width: 36 },
    ],
    total: lines.length,
    batches: async function* () {
      yield lines;
    },
  });
}
