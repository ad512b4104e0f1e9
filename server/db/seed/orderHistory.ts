import { ORDER_HISTORY } from './demoData';
import { orderLine, orderRow, type OrderRow, type OrderSources } from './orderRows';
import { random } from './random';

const DELIVERY_MINUTES = 45;

/** At `hour`:`minute` UTC, `daysAgo` days before `now`. */
function at(now: Date, daysAgo: number, hour: number, minute: number) {
  const d = new Date(now.getTime() - daysAgo * 86400_000);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
}

/** Months of delivered and refused orders for the sales dashboards, drawn from a fixed seed. */
export function historyOrders({ now, client, riderIds, businesses, items }: OrderSources): OrderRow[] {
  const { randomSeed, days, linesPerOrder, quantityPerLine, refusedShare, hours } = ORDER_HISTORY;
  const rnd = random(randomSeed);
  const rows: OrderRow[] = [];
  for (const { business, ordersPerDay } of ORDER_HISTORY.businesses) {
    const { _id, type } = businesses.get(business)!;
    const menu = items.get(business)!;
    for (let day = days; day >= 1; day--) {
      const count = rnd.int(...ordersPerDay);
      for (let k = 0; k < count; k++) {
        // The draws keep this order (lines, refusal, rider, hour, minute): the same seed gives the same orders.
        const lines = Array.from({ length: rnd.int(...linesPerOrder) }, () => orderLine(rnd.pick(menu), rnd.int(...quantityPerLine)));
        const refused = rnd.next() < refusedShare;
        const riderId = refused ? null : rnd.pick(riderIds);
        const createdAt = at(now, day, rnd.int(...hours), rnd.int(0, 59));
        const row = orderRow(client, { kind: type, businessId: _id, lines, status: refused ? 'refusée' : 'succes', riderId, createdAt });
        // Answered or delivered within the hour: the moment a statement dates the delivery by.
        rows.push({ ...row, updatedAt: new Date(createdAt.getTime() + DELIVERY_MINUTES * 60_000).toISOString() });
      }
    }
  }
  return rows;
}
