import * as t from '../schema';
import type { Tx } from './columns';
import { historyOrders } from './orderHistory';
import type { OrderSources } from './orderRows';
import { todayOrders } from './todayOrders';

/** Inserts the demo orders oldest first, so their command numbers follow the order they were placed in. */
export async function insertOrders(tx: Tx, sources: OrderSources): Promise<void> {
  const rows = [...historyOrders(sources), ...todayOrders(sources)];
  rows.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(t.orders).values(rows.slice(i, i + 500));
}
