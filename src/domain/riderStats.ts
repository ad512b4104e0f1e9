import { momentOfWallClock, offsetMinutes, type TimeZone } from './clock';

/**
 * The admin's rider list (SPEC §3 "Rider (admin list)"): availability and order totals.
 *
 * A rider's totals count the orders the rider delivered (statusOrders 'succes'), by the time the order
 * was placed, in calendar periods of the reader's clock (UTC by default): today, this week (from Monday),
 * this month, and all time. Each
 * is split into grocery (Easy Market), restaurant (services orders count with restaurants) and store;
 * pack orders count with their business's kind.
 */

export const RIDER_AVAILABILITIES = ['available', 'on_delivery', 'unavailable'] as const;
export type RiderAvailability = (typeof RIDER_AVAILABILITIES)[number];

/** 'available' and 'on_delivery' as stored; anything else reads as 'unavailable'. */
export function riderAvailability(value: string | null | undefined): RiderAvailability {
  return value === 'available' || value === 'on_delivery' ? value : 'unavailable';
}

export const TOTAL_PERIODS = ['day', 'week', 'month', 'allTime'] as const;
export type TotalPeriod = (typeof TOTAL_PERIODS)[number];

export const TOTAL_KINDS = ['grocery', 'restaurant', 'store'] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];

export type KindCounts = Record<TotalKind, number>;
export type RiderTotals = Record<TotalPeriod, KindCounts>;

/** Which column of the totals an order kind counts in. */
export function totalKindOf(kind: string): TotalKind {
  if (kind === 'grocery') return 'grocery';
  return kind === 'store' ? 'store' : 'restaurant';
}

/**
 * Start of the day, of the week (Monday) and of the month that contain `now` on the reader's clock (UTC
 * unless they chose Morocco time), as moments.
 */
export function periodStarts(now: Date, zone: TimeZone = 'UTC'): { day: Date; week: Date; month: Date } {
  const wall = new Date(now.getTime() + offsetMinutes(now, zone) * 60_000);
  const day = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const week = day - sinceMonday * 86_400_000;
  const month = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1);
  return { day: momentOfWallClock(day, zone), week: momentOfWallClock(week, zone), month: momentOfWallClock(month, zone) };
}

export function emptyTotals(): RiderTotals {
  const zero = (): KindCounts => ({ grocery: 0, restaurant: 0, store: 0 });
  return { day: zero(), week: zero(), month: zero(), allTime: zero() };
}

/** Adds one order kind's counts per period (as the database counted them) into a rider's totals. */
export function addKindCounts(totals: RiderTotals, kind: string, counts: Record<TotalPeriod, number>): RiderTotals {
  const column = totalKindOf(kind);
  for (const period of TOTAL_PERIODS) totals[period][column] += counts[period];
  return totals;
}

/** A rider's search: by number (exact or prefix of the digits) and by name (any part, any case). */
export function matchesRiderSearch(rider: { Number_Rider: number | string; name: string }, number: string, name: string): boolean {
  const n = number.trim();
  const q = name.trim().toLowerCase();
  if (n && !String(rider.Number_Rider).startsWith(n.replace(/^#/, ''))) return false;
  if (q && !rider.name.toLowerCase().includes(q)) return false;
  return true;
}
