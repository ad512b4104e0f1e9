import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import { toDirhams } from '../../src/domain/money';
import {
  ALERT_PERIOD_DAYS,
  averageOfDays,
  periodDays,
  type RatingDay,
  editableUntil,
  isBelowThreshold,
  MIN_RATINGS_FOR_ALERT,
  REVIEW_PERIODS,
  REVIEW_TAGS,
  roundedAverage,
  STAR_VALUES,
  tagsOfBits,
  trendOf,
} from '../../src/domain/reviews';
import type { BusinessType } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import { businesses, orders, reviews } from '../db/schema';
import type { BusinessReview, PartnerRating, ReviewSummary } from './answers';
import { reviewDays } from '../db/schema';

type ReviewJson = Static<typeof BusinessReview>;
const iso = (moment: string | Date) => new Date(moment).toISOString();

export const REVIEW_SELECT = {
  review: reviews,
  order: {
    _id: orders._id,
    commandNumber: orders.commandNumber,
    kind: orders.kind,
    createdAt: orders.createdAt,
    total: orders.totalPrix,
    lines: orders.orders,
  },
  business: { _id: businesses._id, name: businesses.name },
};
type ReviewRow = {
  review: typeof reviews.$inferSelect;
  order: {
    _id: string;
    commandNumber: number;
    kind: ReviewJson['order']['kind'];
    createdAt: string;
    total: number;
    lines: { name: string; quantity: number }[];
  };
  business: { _id: string; name: string };
};

/** A review as its business reads it; an admin also reads a hidden comment's text (to decide to show it again). */
export function reviewJson(row: ReviewRow, forAdmin: boolean): ReviewJson {
  const r = row.review;
  const commentHidden = r.commentHiddenAt ? { at: iso(r.commentHiddenAt), reason: r.commentHiddenReason ?? '' } : null;
  return {
    _id: r._id,
    stars: r.stars,
    tags: tagsOfBits(r.tagBits),
    comment: commentHidden && !forAdmin ? '' : r.comment,
    commentHidden,
    items: r.items,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    reply:
      r.reply !== null && r.repliedAt
        ? {
            text: r.reply,
            repliedAt: iso(r.repliedAt),
            updatedAt: iso(r.replyUpdatedAt ?? r.repliedAt),
            by: r.repliedBy,
            editableUntil: editableUntil(new Date(r.repliedAt)).toISOString(),
            hidden: r.replyHiddenAt ? { at: iso(r.replyHiddenAt), reason: r.replyHiddenReason ?? '' } : null,
          }
        : null,
    order: {
      _id: row.order._id,
      commandNumber: row.order.commandNumber,
      kind: row.order.kind,
      createdAt: iso(row.order.createdAt),
      deliveredAt: iso(r.deliveredAt),
      total: toDirhams(row.order.total as never),
      lines: row.order.lines.map((l) => ({ name: l.name, quantity: l.quantity })),
    },
    business: row.business,
  };
}

export interface ReviewFilters {
  stars?: number;
  withComment?: boolean;
  unanswered?: boolean;
}

function filtersOf(businessId: string, f: ReviewFilters): SQL {
  return and(
    eq(reviews.businessId, businessId),
    f.stars ? eq(reviews.stars, f.stars) : undefined,
    f.withComment === undefined ? undefined : eq(reviews.hasComment, f.withComment),
    f.unanswered === undefined ? undefined : eq(reviews.answered, !f.unanswered),
  )!;
}

/** One page of a business's reviews, newest first, with their orders. */
export async function reviewPage(db: Db, businessId: string, filters: ReviewFilters, page: number, pageSize: number, forAdmin: boolean) {
  const where = filtersOf(businessId, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(REVIEW_SELECT)
      .from(reviews)
      .innerJoin(orders, eq(orders._id, reviews.orderId))
      .innerJoin(businesses, eq(businesses._id, reviews.businessId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews._id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Unfiltered, the daily sums count them (a row a day); filtered, the list's index does.
    filters.stars === undefined && filters.withComment === undefined && filters.unanswered === undefined
      ? db
          .select({ n: sql<number>`coalesce(sum(${reviewDays.count}), 0)::int` })
          .from(reviewDays)
          .where(eq(reviewDays.businessId, businessId))
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(reviews)
          .where(where),
  ]);
  return { data: (rows as ReviewRow[]).map((row) => reviewJson(row, forAdmin)), total: total!.n, page, pageSize };
}

export async function oneReview(db: Db, reviewId: string, forAdmin: boolean): Promise<ReviewJson | null> {
  const [row] = await db
    .select(REVIEW_SELECT)
    .from(reviews)
    .innerJoin(orders, eq(orders._id, reviews.orderId))
    .innerJoin(businesses, eq(businesses._id, reviews.businessId))
    .where(eq(reviews._id, reviewId));
  return row ? reviewJson(row as ReviewRow, forAdmin) : null;
}

/**
 * The Reviews screen's figures from the business's daily sums (review_days, kept by a trigger): at most 180 rows
 * whatever the number of reviews. A period of 7 days is today (UTC) and the 6 days before it.
 */
export async function reviewSummary(db: Db, businessId: string, now: Date): Promise<Static<typeof ReviewSummary>> {
  const longest = Math.max(...REVIEW_PERIODS);
  const days: RatingDay[] = (
    await db
      .select({ day: reviewDays.day, count: reviewDays.count, stars: reviewDays.stars, tags: reviewDays.tags })
      .from(reviewDays)
      .where(and(eq(reviewDays.businessId, businessId), gte(reviewDays.day, periodDays(now, longest).previousFrom)))
  ).map((d) => ({ ...d, day: String(d.day) }));
  const window = days.filter((d) => d.day >= periodDays(now, longest).from);
  const total = (pick: (d: RatingDay) => number) => window.reduce((n, d) => n + pick(d), 0);
  return {
    businessId,
    periods: REVIEW_PERIODS.map((period) => {
      const { from, previousFrom } = periodDays(now, period);
      const current = averageOfDays(days, from);
      const previous = averageOfDays(days, previousFrom, from);
      return {
        days: period,
        average: current.average,
        count: current.count,
        previousAverage: previous.average,
        trend: trendOf(current.average, previous.average),
      };
    }),
    distribution: [...STAR_VALUES].reverse().map((stars) => ({ stars, count: total((d) => d.stars[stars - 1] ?? 0) })),
    topTags: REVIEW_TAGS.map((tag, i) => ({ tag, count: total((d) => d.tags[i] ?? 0) }))
      .filter((t) => t.count > 0)
      .sort((a, b) => b.count - a.count),
  };
}

export interface PartnerFilters {
  type?: BusinessType;
  search?: string;
  belowOnly?: boolean;
}

interface PartnerRow {
  business_id: string;
  name: string;
  type: BusinessType;
  n7: number;
  s7: number;
  n30: number;
  s30: number;
  last_at: string | Date;
  total: number;
}

/**
 * Partners rated in the last 30 days, the lowest 30-day average first (a 7-day average under the threshold,
 * with enough ratings, is flagged): the admins' list and the overview's alert.
 */
export async function partnerRatings(db: Db, now: Date, threshold: number, filters: PartnerFilters, page: number, pageSize: number) {
  const from7 = periodDays(now, ALERT_PERIOD_DAYS).from;
  const from30 = periodDays(now, 30).from;
  const conditions: SQL[] = [sql`r.day >= ${from30}`];
  if (filters.type) conditions.push(sql`b.type = ${filters.type}`);
  if (filters.search) conditions.push(sql`b.name ilike ${`%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const starsOf = sql`(r.stars[1] + 2 * r.stars[2] + 3 * r.stars[3] + 4 * r.stars[4] + 5 * r.stars[5])`;
  const n7 = sql`coalesce(sum(r.count) filter (where r.day >= ${from7}), 0)`;
  const s7 = sql`coalesce(sum(${starsOf}) filter (where r.day >= ${from7}), 0)`;
  const below = filters.belowOnly
    ? sql`having ${n7} >= ${MIN_RATINGS_FOR_ALERT} and ${s7}::float / nullif(${n7}, 0) < ${threshold}`
    : sql`having sum(r.count) > 0`;
  const rows = rowsOf<PartnerRow>(
    await db.execute(sql`
      select b.id as business_id, b.name, b.type, ${n7}::int as n7, ${s7}::int as s7, sum(r.count)::int as n30,
             sum(${starsOf})::int as s30, max(r.day) filter (where r.count > 0) as last_at, count(*) over ()::int as total
      from ${reviewDays} r join ${businesses} b on b.id = r.business_id
      where ${sql.join(conditions, sql` and `)}
      group by b.id ${below}
      order by ${filters.belowOnly ? sql`${s7}::float / nullif(${n7}, 0)` : sql`sum(${starsOf})::float / nullif(sum(r.count), 0)`} asc, b.name asc, b.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  const data: Static<typeof PartnerRating>[] = rows.map((r) => {
    const average7 = roundedAverage(Number(r.s7), Number(r.n7));
    return {
      businessId: r.business_id,
      name: r.name,
      type: r.type,
      average7,
      count7: Number(r.n7),
      average30: roundedAverage(Number(r.s30), Number(r.n30)),
      count30: Number(r.n30),
      lastReviewAt: iso(r.last_at),
      belowThreshold: isBelowThreshold(Number(r.s7) / Math.max(1, Number(r.n7)), Number(r.n7), threshold),
    };
  });
  // A page past the end has no row to carry the total: count again only then.
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && page > 1) total = (await partnerRatings(db, now, threshold, filters, 1, 1)).total;
  return { data, total, page, pageSize };
}
