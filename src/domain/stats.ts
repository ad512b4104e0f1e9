import { sumMoney } from './money';

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

export interface SalesOverview {
  totalSales: number;
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
  totalPrix: number;
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

/**
 * Sales series and overviews from a business's orders: every bucket is present (zeros when empty);
 * an overview covers its series' window; sales count delivered orders only.
 */
export function buildSalesReport(orders: readonly OrderFact[], now: Date): SalesReport {
  const salesData = {} as Record<Period, SalesPoint[]>;
  const salesOverviewData = {} as Record<Period, SalesOverview>;
  for (const period of PERIODS) {
    const starts = bucketStarts(now, period);
    const points = new Map(starts.map((s) => [s, { date: iso(s), totalOrder: 0, success: 0, refused: 0 }]));
    const sales: number[] = [];
    let totalOrders = 0;
    for (const order of orders) {
      const ms = new Date(order.createdAt).getTime();
      if (ms < starts[0]! || ms > now.getTime()) continue;
      const point = points.get(bucketStart(ms, period));
      if (!point) continue;
      point.totalOrder += 1;
      totalOrders += 1;
      if (order.statusOrders === SUCCESS_STATUS) {
        point.success += 1;
        sales.push(order.totalPrix);
      } else if (order.statusOrders === REFUSED_STATUS) point.refused += 1;
    }
    const series = [...points.values()];
    salesData[period] = series;
    salesOverviewData[period] = {
      totalSales: sumMoney(sales),
      totalOrders,
      orderTypes: { success: series.reduce((n, p) => n + p.success, 0), refused: series.reduce((n, p) => n + p.refused, 0) },
    };
  }
  return { salesData, salesOverviewData };
}

export interface TopProduct {
  productId: string;
  productName: string;
  productImage: string;
  productPrix: number;
  /** Units sold. */
  totalOrdering: number;
  totalRevenue: number;
}

export interface LineFact {
  productId: string;
  name: string;
  image: string;
  prix: number;
  quantity: number;
  prixTotal: number;
}

/** Products of delivered orders, by revenue (then units); `current` gives today's name, image and price. */
export function rankTopProducts(
  lines: readonly LineFact[],
  current: ReadonlyMap<string, { name: string; image: string; price: number }> = new Map(),
): TopProduct[] {
  const byProduct = new Map<string, { units: number; revenue: number[]; last: LineFact }>();
  for (const line of lines) {
    const entry = byProduct.get(line.productId) ?? { units: 0, revenue: [], last: line };
    entry.units += line.quantity;
    entry.revenue.push(line.prixTotal);
    entry.last = line;
    byProduct.set(line.productId, entry);
  }
  return [...byProduct.entries()]
    .map(([productId, { units, revenue, last }]) => {
      const now = current.get(productId);
      return {
        productId,
        productName: now?.name ?? last.name,
        productImage: now?.image ?? last.image,
        productPrix: now?.price ?? last.prix,
        totalOrdering: units,
        totalRevenue: sumMoney(revenue),
      };
    })
    .sort((a, b) => b.totalRevenue - a.totalRevenue || b.totalOrdering - a.totalOrdering);
}

export function sortTopProducts(products: readonly TopProduct[], ranking: Ranking): TopProduct[] {
  const key = ranking === 'revenue' ? 'totalRevenue' : 'totalOrdering';
  return [...products].sort((a, b) => b[key] - a[key] || a.productName.localeCompare(b.productName));
}
