import { describe, expect, it } from 'vitest';
import { timesMoney, toCentimes } from '../../src/domain/money';
import { bucketStart, bucketStarts, buildSalesReport, rankTopProducts, sortTopProducts } from '../../src/domain/stats';

const now = new Date('2026-11-22T10:00:00Z'); // a Sunday

describe('buckets', () => {
  it('weeks start on Monday (UTC), months on the 1st', () => {
    expect(new Date(bucketStart(now.getTime(), 'weekly')).toISOString().slice(0, 10)).toBe('2026-11-16');
    expect(new Date(bucketStart(Date.parse('2026-11-16T00:00:00Z'), 'weekly')).toISOString().slice(0, 10)).toBe('2026-11-16');
    expect(new Date(bucketStart(now.getTime(), 'monthly')).toISOString().slice(0, 10)).toBe('2026-11-01');
  });
  it('ends each series with the current bucket and crosses the year boundary', () => {
    const months = bucketStarts(now, 'monthly').map((ms) => new Date(ms).toISOString().slice(0, 7));
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe('2026-11');
    expect(months[0]).toBe('2025-12');
    expect(bucketStarts(now, 'daily')).toHaveLength(30);
  });
});

describe('buildSalesReport', () => {
  const orders = [
    { createdAt: '2026-11-22T09:00:00Z', statusOrders: 'succes', totalPrix: toCentimes(10.1) },
    { createdAt: '2026-11-22T08:00:00Z', statusOrders: 'succes', totalPrix: toCentimes(20.2) },
    { createdAt: '2026-11-21T23:59:59Z', statusOrders: 'refusée', totalPrix: toCentimes(99) },
    { createdAt: '2026-11-20T12:00:00Z', statusOrders: 'waiting', totalPrix: toCentimes(5) },
    { createdAt: '2026-09-01T00:00:00Z', statusOrders: 'succes', totalPrix: toCentimes(7) },
    { createdAt: '2026-11-22T11:00:00Z', statusOrders: 'succes', totalPrix: toCentimes(1000) }, // in the future: ignored
  ];
  const report = buildSalesReport(orders, now);
  it('puts each order in its UTC day, with zeros elsewhere', () => {
    const today = report.salesData.daily.at(-1)!;
    expect(today).toEqual({ date: '2026-11-22', totalOrder: 2, success: 2, refused: 0 });
    expect(report.salesData.daily.at(-2)).toEqual({ date: '2026-11-21', totalOrder: 1, success: 0, refused: 1 });
    expect(report.salesData.daily.at(-4)).toEqual({ date: '2026-11-19', totalOrder: 0, success: 0, refused: 0 });
  });
  it('sums delivered sales to the centime over each window', () => {
    expect(report.salesOverviewData.daily.totalSales).toBe(30.3);
    expect(report.salesOverviewData.daily.totalOrders).toBe(4);
    expect(report.salesOverviewData.monthly.totalSales).toBe(37.3);
    expect(report.salesOverviewData.monthly.orderTypes).toEqual({ success: 3, refused: 1 });
  });
});

describe('top products', () => {
  const line = (productId: string, quantity: number, prix: number) => ({
    productId,
    name: productId,
    image: '',
    prix: toCentimes(prix),
    quantity,
    prixTotal: timesMoney(toCentimes(prix), quantity),
  });
  const top = rankTopProducts(
    [line('a', 10, 5), line('b', 2, 40), line('a', 1, 5)],
    new Map([['b', { name: 'Pizza B', image: 'b.png', price: toCentimes(45) }]]),
  );
  it('groups lines by product, ranks by revenue and uses the current name and price', () => {
    expect(top.map((p) => p.productId)).toEqual(['b', 'a']);
    expect(top[0]).toMatchObject({ productName: 'Pizza B', productPrix: 45, totalOrdering: 2, totalRevenue: 80 });
    expect(top[1]).toMatchObject({ totalOrdering: 11, totalRevenue: 55 });
  });
  it('can rank by units ordered instead', () => {
    expect(sortTopProducts(top, 'orders').map((p) => p.productId)).toEqual(['a', 'b']);
  });
});
