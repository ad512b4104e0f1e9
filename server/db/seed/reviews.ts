import { and, desc, eq } from 'drizzle-orm';
import { tagBits, type ReviewTag } from '../../../src/domain/reviews';
import * as t from '../schema';
import type { Business } from './businesses';
import type { Tx } from './columns';

const HOUR_MS = 3_600_000;

/** What the demo's customers said, newest order first: a mix of praise, complaints and silence. */
const SAID: { stars: number; tags: ReviewTag[]; comment: string; reply?: string }[] = [
  {
    stars: 5,
    tags: ['greatTaste', 'fastDelivery'],
    comment: 'Tajine parfait, encore chaud. Merci !',
    reply: 'Merci beaucoup, à bientôt chez Dar Zitoun !',
  },
  { stars: 2, tags: ['cold', 'late'], comment: 'Arrived 40 minutes late and the soup was cold.' },
  { stars: 4, tags: ['wellPacked'], comment: '' },
  { stars: 5, tags: ['greatTaste', 'generousPortions'], comment: 'أحسن كسكس في وجدة', reply: 'شكرا جزيلا على ثقتكم!' },
  {
    stars: 3,
    tags: ['missingItem'],
    comment: 'The bread was missing.',
    reply: 'Sorry about that: we have added a check before every bag leaves.',
  },
  { stars: 5, tags: [], comment: '' },
  { stars: 1, tags: ['wrongItem', 'poorPacking'], comment: 'Wrong dish and the sauce leaked everywhere.' },
  { stars: 4, tags: ['friendly', 'fastDelivery'], comment: 'Très bon, livreur sympa.' },
  { stars: 5, tags: ['greatTaste'], comment: '' },
  { stars: 4, tags: ['greatTaste', 'wellPacked'], comment: 'Good as always.' },
];

/** What the demo store's customers said this week: enough low ratings for the admins' alert to show. */
const STORE_SAID: (typeof SAID)[number][] = [
  { stars: 2, tags: ['missingItem'], comment: 'Two items were missing from the bag.' },
  { stars: 1, tags: ['late', 'wrongItem'], comment: 'Livré avec deux heures de retard, et pas la bonne marque.' },
  { stars: 3, tags: ['poorPacking'], comment: '' },
];
const REVIEWED_ORDERS = 24;

type Said = (typeof SAID)[number];
type Delivered = { _id: string; user: string | null; createdAt: string; lines: { productId: string; name: string }[] };

async function deliveredOrders(tx: Tx, businessId: string): Promise<Delivered[]> {
  return tx
    .select({ _id: t.orders._id, user: t.orders.user_id, createdAt: t.orders.createdAt, lines: t.orders.orders })
    .from(t.orders)
    .where(and(eq(t.orders.businessId, businessId), eq(t.orders.statusOrders, 'succes')))
    .orderBy(desc(t.orders.createdAt));
}

function reviewRow(business: Business, order: Delivered, said: Said, now: Date) {
  const deliveredAt = new Date(new Date(order.createdAt).getTime() + HOUR_MS);
  if (deliveredAt > now) return [];
  const ratedAt = new Date(Math.min(deliveredAt.getTime() + 2 * HOUR_MS, now.getTime())).toISOString();
  const first = order.lines[0];
  return [
    {
      orderId: order._id,
      businessId: business._id,
      userId: order.user,
      stars: said.stars,
      tagBits: tagBits(said.tags),
      comment: said.comment,
      items: first ? [{ productId: first.productId, name: first.name, thumb: said.stars >= 3 ? ('up' as const) : ('down' as const) }] : [],
      deliveredAt: deliveredAt.toISOString(),
      createdAt: ratedAt,
      updatedAt: ratedAt,
      ...(said.reply ? { reply: said.reply, repliedAt: ratedAt, replyUpdatedAt: ratedAt, repliedBy: business.name } : {}),
    },
  ];
}

/**
 * Ratings of the demo restaurant's delivered orders spread over its 90 days (so its periods and trend differ), and a
 * bad week for the demo store, so the Reviews screens and the admins' alert have something to show.
 */
export async function insertReviews(tx: Tx, businesses: Map<string, Business>, now: Date): Promise<void> {
  const all = [...businesses.values()];
  const resto = all.find((b) => b.name === 'Dar Zitoun') ?? all.find((b) => b.type === 'restaurant');
  const store = all.find((b) => b.type === 'store');
  const rows = [];
  if (resto) {
    const delivered = await deliveredOrders(tx, resto._id);
    const picked = Array.from(
      { length: Math.min(REVIEWED_ORDERS, delivered.length) },
      (_, k) => delivered[Math.floor((k * delivered.length) / REVIEWED_ORDERS)]!,
    );
    rows.push(...picked.flatMap((order, k) => reviewRow(resto, order, SAID[k % SAID.length]!, now)));
  }
  if (store) {
    const delivered = await deliveredOrders(tx, store._id);
    const done = delivered.filter((order) => new Date(order.createdAt).getTime() + HOUR_MS <= now.getTime());
    rows.push(...done.slice(0, STORE_SAID.length).flatMap((order, k) => reviewRow(store, order, STORE_SAID[k]!, now)));
  }
  if (rows.length) await tx.insert(t.reviews).values(rows);
}
