import { dayIn, momentOfWallClock, type TimeZone } from './clock';
/**
 * Paged lists (server mode): the query both sides speak. `?page=1&pageSize=20&sort=createdAt&order=desc`;
 * a list asked without `page` answers whole, as the spec's endpoints always did.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** The admin's partner tables show 10 partners a page (SPEC). */
export const PARTNER_PAGE_SIZE = 10;
export const ORDER_SORT_FIELDS = ['createdAt', 'commandNumber', 'totalPrix'] as const;
/** An order history opens on its newest orders (its screen, and its first page asked ahead of it, agree). */
export const ORDER_HISTORY_SORT = { field: 'createdAt', order: 'desc' } as const;
export const PARTNER_SORT_FIELDS = ['name', 'createdAt'] as const;
export const RIDER_SORT_FIELDS = ['Number_Rider', 'name'] as const;
export const JOURNAL_SORT_FIELDS = ['createdAt', 'commandNumber'] as const;
export const PRODUCT_SORT_FIELDS = ['name', 'prix', 'createdAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** A list's search text (`?q`): at most this many characters. */
export const MAX_SEARCH_CHARS = 100;

export interface ListPaging<F extends string = string> {
  page: number;
  pageSize: number;
  sort?: F;
  order?: SortOrder;
}

/**
 * Order lists count their rows up to this many: a count reads every matching row while a page reads twenty,
 * so past it a list says "10,000+" (500 pages of 20) and counts exactly only when the reader asks.
 */
export const COUNT_CAP = 10_000;

/** A paged answer: the page's rows and how many match in all. */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The paging of a query string; null without `page`; a message for anything it cannot read. */
export function parseListPaging<F extends string>(query: Query, sortFields: readonly F[]): ListPaging<F> | null | string {
  const page = one(query.page);
  if (page === undefined || page === '') return null;
  if (!/^\d{1,7}$/.test(page) || Number(page) < 1) return "'page' must be a whole number from 1";
  const sizeText = one(query.pageSize) ?? String(DEFAULT_PAGE_SIZE);
  if (!/^\d{1,4}$/.test(sizeText) || Number(sizeText) < 1 || Number(sizeText) > MAX_PAGE_SIZE)
    return `'pageSize' must be between 1 and ${MAX_PAGE_SIZE}`;
  const sort = one(query.sort);
  if (sort !== undefined && sort !== '' && !(sortFields as readonly string[]).includes(sort))
    return `'sort' must be one of ${sortFields.join(', ')}`;
  const order = one(query.order);
  if (order !== undefined && order !== '' && order !== 'asc' && order !== 'desc') return "'order' must be asc or desc";
  return {
    page: Number(page),
    pageSize: Number(sizeText),
    sort: (sort || undefined) as F | undefined,
    order: (order || undefined) as SortOrder | undefined,
  };
}

/** "1–20 of 12,408" parts: the first and last row shown (0 and 0 when empty). */
export function pageRange(page: number, pageSize: number, total: number): [number, number] {
  if (total === 0) return [0, 0];
  const start = (page - 1) * pageSize + 1;
  return [Math.min(start, total), Math.min(page * pageSize, total)];
}

export const DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
const DAY = 86_400_000;

/** A preset's first and last calendar days ("YYYY-MM-DD") on the reader's clock, weeks from Monday. */
export function presetDays(preset: DatePreset, now: Date, zone: TimeZone): [string, string] {
  const today = Date.parse(`${dayIn(now, zone)}T00:00:00Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  switch (preset) {
    case 'today':
      return [day(today), day(today)];
    case 'yesterday':
      return [day(today - DAY), day(today - DAY)];
    case 'thisWeek':
      return [day(today - ((new Date(today).getUTCDay() + 6) % 7) * DAY), day(today)];
    case 'thisMonth':
      return [`${day(today).slice(0, 8)}01`, day(today)];
  }
}

/**
 * Two picked calendar days → the instants bounding them on the reader's clock: the first day's midnight and
 * the last moment of the last day (UTC days by default; Morocco's days when the account reads Morocco time).
 */
export function dayRange(firstDay: string, lastDay: string, zone: TimeZone): [string, string] {
  const first = momentOfWallClock(Date.parse(`${firstDay}T00:00:00Z`), zone);
  const nextMidnight = momentOfWallClock(Date.parse(`${lastDay}T00:00:00Z`) + DAY, zone);
  return [first.toISOString(), new Date(nextMidnight.getTime() - 1).toISOString()];
}
