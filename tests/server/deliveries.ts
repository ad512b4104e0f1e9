import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { catalogueItems } from '../../server/db/schema';
import type { loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;

/** The demo client's order of 3 of a plain product (no options, no stock, always available) of a restaurant. */
export async function placeOrder(built: BuiltApp, client: Session, restaurantId: string): Promise<{ id: string; goods: number }> {
  const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
  const item = items.find((i) => !i.active && !i.soldOut && i.options.length === 0 && i.stock === null && i.availability === null)!;
  const res = await built.app.inject({
    method: 'POST',
    url: '/api/client/orders',
    headers: client.headers,
    payload: { type: 'restaurant', businessId: restaurantId, lines: [{ productId: item._id, quantity: 3 }], numberPhone: '0612345678' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().order._id as string, goods: item.price * 3 };
}

const setStatus = (built: BuiltApp, admin: Session, id: string, status: string) =>
  built.app.inject({
    method: 'PUT',
    url: `/api/orders/admin/restaurant/${id}/${encodeURIComponent(status)}`,
    headers: admin.headers,
    payload: {},
  });

/** Accepted, taken, on its way: one step from delivered. */
export async function onItsWay(built: BuiltApp, admin: Session, id: string) {
  for (const status of ['confirmé', 'confirme', 'comming']) {
    const res = await setStatus(built, admin, id, status);
    expect(res.statusCode, res.body).toBe(200);
  }
}

export const deliver = (built: BuiltApp, admin: Session, id: string) => setStatus(built, admin, id, 'succes');

/** A restaurant order placed and delivered now (the app's clock). */
export async function deliveredOrder(built: BuiltApp, sessions: { admin: Session; client: Session }, restaurantId: string) {
  const order = await placeOrder(built, sessions.client, restaurantId);
  await onItsWay(built, sessions.admin, order.id);
  const res = await deliver(built, sessions.admin, order.id);
  expect(res.statusCode, res.body).toBe(200);
  return order;
}
