import { sumMoney, toDirhams, ZERO, type Centimes, type Dirhams } from './money';

/** SPEC §9: dashboard periods, chart types, product ranking. */
export const PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];
export const CHART_TYPES = ['line', 'bar', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const RANKINGS = ['revenue', 'orders'] as const;
export type Ranking = (typeof RANKINGS)[number];

/** How many buckets each series shows: 30 days, 12 weeks, 12 months, the current one last. */
export const PERIOD_LENGTH: Record<Period, number> = { daily: 30, weekly: 12, monthly: 12 };

export interface SalesPoint {
  /** The bucket's first day, YYYY-MM-DD (UTC); weeks start on Monday. */
  date: string;
  totalOrder: number;
  success: number;
  refused: number;
}

/** A period's overview as the API answers it (`M`: dh, typed as the server writes them or as a screen reads them). */
export interface SalesOverview<M extends number = Dirhams> {
  /** Delivered sales. */
  totalSales: M;
  totalOrders: number;
  orderTypes: { success: number; refused: number };
}

export interface SalesReport {
  salesData: Record<Period, SalesPoint[]>;
  salesOverviewData: Record<Period, SalesOverview>;
}

export interface OrderFact {
  createdAt: string | Date;
  statusOrders: string;
  totalPrix: Centimes;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC start of the bucket holding `ms`. */
export function bucketStart(ms: number, period: Period): number {
  const d = new Date(ms);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'daily') return day;
  if (period === 'weekly') return day - ((d.getUTCDay() + 6) % 7) * DAY;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The bucket starts of a period's series, oldest first, ending with the bucket of `now`. */
export function bucketStarts(now: Date, period: Period): number[] {
  const last = bucketStart(now.getTime(), period);
  const n = PERIOD_LENGTH[period];
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    if (period === 'daily') return last - back * DAY;
    if (period === 'weekly') return last - back * 7 * DAY;
    const d = new Date(last);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
  });
}

/** Where the longest series starts: orders older than this never count. */
export function reportWindowStart(now: Date): Date {
  return new Date(Math.min(...PERIODS.map((p) => bucketStarts(now, p)[0]!)));
}

export const SUCCESS_STATUS = 'succes';
export const REFUSED_STATUS = 'refusée';

/** Where a period's series starts: its oldest bucket (the overview and top products cover the same window). */
export function periodWindowStart(now: Date, period: Period): Date {
  return new Date(bucketStarts(now, period)[0]!);
}

/** One bucket's figures as the database groups them (`date` the bucket's first day, YYYY-MM-DD UTC). */
export interface BucketFact {
  date: string;
  totalOrder: number;
  success: number;
  refused: number;
  /** Delivered sales in the bucket. */
  sales: Centimes;
}

/**
 * Sales series and overviews from per-bucket figures of each period: every bucket is present (zeros when
 * empty); an overview covers its series' window; sales count delivered orders only.
 */
export function salesReportFromBuckets(buckets: Record<Period, readonly BucketFact[]>, now: Date): SalesReport {
  const salesData = {} as Record<Period, SalesPoint[]>;
  const salesOverviewData = {} as Record<Period, SalesOverview>;
  for (const period of PERIODS) {
    const known = new Map(buckets[period].map((b) => [b.date, b]));
    const rows = bucketStarts(now, period).map(
      (s) => known.get(iso(s)) ?? { date: iso(s), totalOrder: 0, success: 0, refused: 0, sales: ZERO },
    );
    salesData[period] = rows.map(({ date, totalOrder, success, refused }) => ({ date, totalOrder, success, refused }));
    salesOverviewData[period] = {
      totalSales: toDirhams(sumMoney(rows.map((r) => r.sales))),
      totalOrders: rows.reduce((n, r) => n + r.totalOrder, 0),
      orderTypes: { success: rows.reduce((n, r) => n + r.success, 0), refused: rows.reduce((n, r) => n + r.refused, 0) },
    };
  }
  return { salesData, salesOverviewData };
}

/** The same report from loaded orders (the server groups in SQL; this serves samples and checks). */
export function buildSalesReport(orders: readonly OrderFact[], now: Date): SalesReport {
  const buckets = {} as Record<Period, BucketFact[]>;
  for (const period of PERIODS) {
    const first = bucketStarts(now, period)[0]!;
    const byDate = new Map<string, BucketFact & { amounts: Centimes[] }>();
    for (const order of orders) {
      const ms = new Date(order.createdAt).getTime();
      if (ms < first || ms > now.getTime()) continue;
      const date = iso(bucketStart(ms, period));
      const b = byDate.get(date) ?? { date, totalOrder: 0, success: 0, refused: 0, sales: ZERO, amounts: [] };
      b.totalOrder += 1;
      if (order.statusOrders === SUCCESS_STATUS) {
        b.success += 1;
        b.amounts.push(order.totalPrix);
      } else if (order.statusOrders === REFUSED_STATUS) b.refused += 1;
      byDate.set(date, b);
    }
    buckets[period] = [...byDate.values()].map(({ amounts, ...b }) => ({ ...b, sales: sumMoney(amounts) }));
  }
  return salesReportFromBuckets(buckets, now);
}

/** A product of the ranking as the API answers it (amounts in dh, `M` as for SalesOverview). */
export interface TopProduct<M extends number = Dirhams> {
  productId: string;
  productName: string;
  productImage: string;
  productPrix: M;
  /** Units sold. */
  totalOrdering: number;
  totalRevenue: M;
}

export interface LineFact {
  productId: string;
  name: string;
  image: string;
  prix: Centimes;
  quantity: number;
  prixTotal: Centimes;
}

/** One product's delivered figures as the database groups them; name, image, price of its latest line. */
export interface ProductFact {
  productId: string;
  name: string;
  image: string;
  prix: Centimes;
  units: number;
  revenue: Centimes;
}

/** Grouped product figures → top products by revenue (then units); `current` gives today's name, image and price. */
export function topProductsFromFacts(
  facts: readonly ProductFact[],
  current: ReadonlyMap<string, { name: string; image: string; price: Centimes }> = new Map(),
): TopProduct[] {
  return facts
    .map((f) => {
      const now = current.get(f.productId);
      return {
        productId: f.productId,
        productName: now?.name ?? f.name,
        productImage: now?.image ?? f.image,
        price: now?.price ?? f.prix,
        totalOrdering: f.units,
        revenue: f.revenue,
      };
    })
    .sort((a, b) => b.revenue - a.revenue || b.totalOrdering - a.totalOrdering)
    .map(({ price, revenue, ...p }) => ({ ...p, productPrix: toDirhams(price), totalRevenue: toDirhams(revenue) }));
}

/** Products of delivered order lines, grouped here (samples and checks; the server groups in SQL). */
export function rankTopProducts(
  lines: readonly LineFact[],
  current: ReadonlyMap<string, { name: string; image: string; price: Centimes }> = new Map(),
): TopProduct[] {
  const byProduct = new Map<string, { units: number; revenue: Centimes[]; last: LineFact }>();
  for (const line of lines) {
    const entry = byProduct.get(line.productId) ?? { units: 0, revenue: [], last: line };
    entry.units += line.quantity;
    entry.revenue.push(line.prixTotal);
    entry.last = line;
    byProduct.set(line.productId, entry);
  }
  const facts = [...byProduct.entries()].map(([productId, { units, revenue, last }]) => ({
    productId,
    name: last.name,
    image: last.image,
    prix: last.prix,
    units,
    revenue: sumMoney(revenue),
  }));
  return topProductsFromFacts(facts, current);
}

export function sortTopProducts<P extends TopProduct<number>>(products: readonly P[], ranking: Ranking): P[] {
  const key = ranking === 'revenue' ? 'totalRevenue' : 'totalOrdering';
  return [...products].sort((a, b) => b[key] - a[key] || a.productName.localeCompare(b.productName));
}
