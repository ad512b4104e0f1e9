import { DEFAULT_DELIVERY_FEE } from '../../../src/domain/orders';
import { sumMoney, timesMoney } from '../../../src/domain/money';
import { type DemoLines, TODAY_ORDERS } from './demoData';
import { minutesBefore, orderLine, orderRow, type OrderRow, type OrderSources } from './orderRows';

/** The data's `{ item: quantity }` as [item, quantity] pairs, in the data's order. */
const quantities = (lines: DemoLines) => Object.entries(lines).map(([name, quantity]) => [name, quantity!] as const);

/** Today's orders in every status, pack orders and grocery orders, so every board and column has some. */
export function todayOrders({ now, client, users, businesses, items, packs, groceries }: OrderSources): OrderRow[] {
  const riderId = (email?: string) => (email ? users.get(email)!._id : null);
  const rows: OrderRow[] = [];
  for (const { business, orders } of TODAY_ORDERS.businessOrders) {
    const { _id, type } = businesses.get(business)!;
    const menu = new Map(items.get(business)!.map((item) => [item.name, item]));
    for (const order of orders) {
      const lines = quantities(order.lines).map(([name, quantity]) => orderLine(menu.get(name)!, quantity));
      const createdAt = minutesBefore(now, order.minutesAgo);
      rows.push(orderRow(client, { kind: type, businessId: _id, lines, status: order.status, riderId: riderId(order.rider), createdAt }));
    }
  }
  for (const order of TODAY_ORDERS.packOrders) {
    const pack = packs.get(order.pack)!;
    rows.push({
      kind: pack.business_Type as OrderRow['kind'],
      type_order: 'pack',
      businessId: pack.business_id,
      packId: pack._id,
      user_id: client._id,
      numberPhone: client.phone,
      message: order.message,
      deleveryFee: DEFAULT_DELIVERY_FEE,
      totalPrix: sumMoney([pack.price, DEFAULT_DELIVERY_FEE]),
      statusOrders: order.status,
      createdAt: minutesBefore(now, order.minutesAgo).toISOString(),
    });
  }
  for (const order of TODAY_ORDERS.groceryOrders) {
    const picked = quantities(order.lines).map(([name, quantity]) => [groceries.get(name)!, quantity] as const);
    const lines = picked.map(([p, quantity]) => orderLine({ ...p, price: p.prix }, quantity));
    const createdAt = minutesBefore(now, order.hoursAgo * 60);
    rows.push({
      ...orderRow(client, { kind: 'grocery', lines, status: order.status, riderId: riderId(order.rider), createdAt }),
      prixActual: sumMoney(picked.map(([p, quantity]) => timesMoney(p.prixActual, quantity))),
    });
  }
  return rows;
}
