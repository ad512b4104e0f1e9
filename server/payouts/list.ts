import { and, asc, count, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import { maskRib } from '../../src/domain/legalIdentity';
import { toDirhams } from '../../src/domain/money';
import type { PayoutStatus } from '../../src/domain/payouts';
import type { BusinessType } from '../../src/domain/roles';
import { weekEndDay } from '../../src/domain/statements';
import type { Db } from '../db/client';
import { businesses, payouts, statements, users } from '../db/schema';
import { foldedContains } from '../listFilters';
import type { PayoutRow } from './answers';

export interface PayoutFilters {
  status?: PayoutStatus;
  type?: BusinessType;
  search?: string;
  weekStart?: string;
}

const columns = {
  statementId: statements._id,
  businessId: businesses._id,
  businessName: businesses.name,
  businessType: businesses.type,
  legalName: businesses.legalName,
  weekStart: statements.weekStart,
  net: statements.net,
  rib: businesses.rib,
  ribVerifiedAt: businesses.ribVerifiedAt,
  payoutId: payouts._id,
  amount: payouts.amount,
  bankReference: payouts.bankReference,
  recordedAt: payouts.recordedAt,
  recordedById: payouts.recordedBy,
  recordedByName: users.name,
};

function whereOf(filters: PayoutFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    filters.status === 'unpaid' ? isNull(payouts._id) : filters.status === 'paid' ? isNotNull(payouts._id) : undefined,
    filters.type ? eq(businesses.type, filters.type) : undefined,
    filters.weekStart ? eq(statements.weekStart, filters.weekStart) : undefined,
    search ? or(foldedContains(businesses.name, search), foldedContains(businesses.legalName, search)) : undefined,
  );
}

type Row = Awaited<ReturnType<typeof rowsQuery>>[number];
const rowsQuery = (db: Pick<Db, 'select'>, where: SQL | undefined) =>
  db
    .select(columns)
    .from(statements)
    .innerJoin(businesses, eq(businesses._id, statements.businessId))
    .leftJoin(payouts, eq(payouts.statementId, statements._id))
    .leftJoin(users, eq(users._id, payouts.recordedBy))
    .where(where)
    .orderBy(asc(statements.weekStart), asc(businesses.name), asc(statements._id));

const rowJson = (row: Row): Static<typeof PayoutRow> => ({
  statementId: row.statementId,
  businessId: row.businessId,
  businessName: row.businessName,
  businessType: row.businessType,
  legalName: row.legalName,
  weekStart: row.weekStart,
  weekEnd: weekEndDay(row),
  net: toDirhams(row.net),
  rib: row.rib === null ? null : { masked: maskRib(row.rib), verified: row.ribVerifiedAt !== null },
  payout:
    row.payoutId === null
      ? null
      : {
          _id: row.payoutId,
          amount: toDirhams(row.amount!),
          bankReference: row.bankReference!,
          recordedAt: new Date(row.recordedAt!).toISOString(),
          recordedBy: row.recordedById === null || row.recordedByName === null ? null : { _id: row.recordedById, name: row.recordedByName },
        },
});

/**
 * Closed statements with their partner and payout, oldest week first, then by the business's name: unpaid ones
 * (no payout row) are what the admin pays next.
 */
export async function payoutPage(db: Pick<Db, 'select'>, filters: PayoutFilters, page: number, pageSize: number) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    rowsQuery(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(statements)
      .innerJoin(businesses, eq(businesses._id, statements.businessId))
      .leftJoin(payouts, eq(payouts.statementId, statements._id))
      .where(where),
  ]);
  return { data: rows.map(rowJson), total: total!.n, page, pageSize };
}
