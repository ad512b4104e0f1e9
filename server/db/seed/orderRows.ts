import { DEFAULT_DELIVERY_FEE, type OrderStatus } from '../../../src/domain/orders';
import { sumMoney, ZERO, type Centimes } from '../../../src/domain/money';
import { lineTotal } from '../../../src/domain/orderLines';
import type * as t from '../schema';
import type { OrderLine } from '../schema';
import type { Business } from './businesses';
import type { CatalogueItem } from './catalogue';
import type { GroceryProduct } from './easyMarket';
import type { Pack } from './packs';
import type { User } from './people';

export type OrderRow = typeof t.orders.$inferInsert;

/** What the demo orders are made of: the rows the seed inserted before them, by name or e-mail. */
export interface OrderSources {
  now: Date;
  client: User;
  users: Map<string, User>;
  riderIds: string[];
  businesses: Map<string, Business>;
  items: Map<string, CatalogueItem[]>;
  packs: Map<string, Pack>;
  groceries: Map<string, GroceryProduct>;
}

export const orderLine = (item: { _id: string; name: string; image: string; price: Centimes }, quantity: number): OrderLine => ({
  productId: item._id,
  name: item.name,
  image: item.image,
  prix: item.price,
  quantity,
  options: [],
  prixTotal: lineTotal(item.price, ZERO, quantity),
});

interface DemoOrder {
  kind: OrderRow['kind'];
  businessId?: string;
  lines: OrderLine[];
  status: OrderStatus;
  riderId: string | null;
  createdAt: Date;
}

/** The client's order of `lines`, delivered at the usual fee. */
export const orderRow = (client: User, { kind, businessId, lines, status, riderId, createdAt }: DemoOrder): OrderRow => ({
  kind,
  businessId,
  user_id: client._id,
  numberPhone: client.phone,
  orders: lines,
  deleveryFee: DEFAULT_DELIVERY_FEE,
  totalPrix: sumMoney([...lines.map((l) => l.prixTotal), DEFAULT_DELIVERY_FEE]),
  statusOrders: status,
  rider_id: riderId,
  createdAt: createdAt.toISOString(),
});

export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
