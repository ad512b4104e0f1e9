import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueItems, emProducts, orders, packs } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

let built: BuiltApp;
let url: string;
let admin: Session, resto: Session, store: Session, client: Session, rider: Session, rider2: Session;
let restaurantId: string, storeId: string;
const sockets: Socket[] = [];

async function connect(session: Session, join?: [string, string?]): Promise<{ socket: Socket; events: { name: string; payload: Json }[] }> {
  const socket = io(url, { auth: { token: session.token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const events: { name: string; payload: Json }[] = [];
  socket.onAny((name: string, payload: Json) => events.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  if (join) {
    const answer = await new Promise<{ ok: boolean }>((resolve) =>
      join[1] === undefined ? socket.emit(join[0], resolve) : socket.emit(join[0], join[1], resolve),
    );
    expect(answer.ok).toBe(true);
  }
  return { socket, events };
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for an event');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const call = (method: 'GET' | 'POST' | 'PUT', path: string, session?: Session, payload?: unknown) =>
  built.app.inject({ method, url: `/api${path}`, headers: session?.headers, payload: payload as never });

async function menuItem(businessId: string, filter: (i: typeof catalogueItems.$inferSelect) => boolean) {
  const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, businessId));
  return items.find(filter)!;
}

const orderCount = async () => (await built.ctx.db.select({ n: count() }).from(orders))[0]!.n;

async function placeRestaurantOrder(extra: Json = {}) {
  const item = await menuItem(restaurantId, (i) => !i.active && !i.soldOut && i.options.length === 0);
  const res = await call('POST', '/client/orders', client, {
    type: 'restaurant',
    businessId: restaurantId,
    lines: [{ productId: item._id, quantity: 2 }],
    numberPhone: '0612345678',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return { order: res.json().order as Json, item };
}

beforeAll(async () => {
  built = await createTestApp();
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  [admin, resto, store, client, rider, rider2] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.client),
    loginAs(built, DEMO_ACCOUNTS.rider),
    loginAs(built, 'rider2@demo.ma'),
  ]);
  const [r] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
  const [s] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, store.user._id));
  restaurantId = r!._id;
  storeId = s!._id;
});

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await built?.app.close();
});

describe('POST /api/client/orders', () => {
  it('prices the order from the catalogue, adds the delivery fee, stores it new and tells the business room and the admins only', async () => {
    const owner = await connect(resto, ['joinRestaurantRoom', restaurantId]);
    const otherOwner = await connect(store, ['joinStoreRoom', storeId]);
    const admins = await connect(admin, ['joinAdminRoom']);
    const item = await menuItem(restaurantId, (i) => i.name === 'Margherita');
    const res = await call('POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [
        {
          productId: item._id,
          quantity: 2,
          prix: 1,
          prixTotal: 2,
          options: [
            { name: 'Size', choices: ['Large'] },
            { name: 'Extras', choices: ['Cheese', 'Olives'] },
          ],
        },
      ],
      numberPhone: '+212 612-345678',
      totalPrix: 1,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    // (40 + 12 + 5 + 3) × 2 = 120, plus the 10 dh fee.
    expect(order).toMatchObject({
      statusOrders: 'new',
      type_order: 'order',
      deleveryFee: 10,
      totalPrix: 130,
      numberPhone: '612345678',
      restaurant_id: restaurantId,
      rider_id: null,
    });
    expect(order.orders[0]).toMatchObject({
      product: { _id: { _id: item._id, name: 'Margherita', prix: 40 } },
      quantity: 2,
      prixTotal: 120,
    });
    expect(order.orders[0].options).toEqual([
      { name: 'Size', choices: [{ name: 'Large', price: 12 }] },
      {
        name: 'Extras',
        choices: [
          { name: 'Cheese', price: 5 },
          { name: 'Olives', price: 3 },
        ],
      },
    ]);
    await waitFor(() => owner.events.some((e) => e.name === 'orderCreated' && e.payload._id === order._id));
    await waitFor(() => admins.events.some((e) => e.name === 'newOrdeAdmin' && e.payload._id === order._id));
    expect(owner.events.find((e) => e.name === 'orderCreated')!.payload.totalPrix).toBe(130);
    // The admin is told which business the order is for, and its lists say it too.
    expect(order.business).toEqual({ _id: restaurantId, name: 'Dar Zitoun', type: 'restaurant' });
    expect(admins.events.find((e) => e.name === 'newOrdeAdmin' && e.payload._id === order._id)!.payload.business).toMatchObject({
      name: 'Dar Zitoun',
    });
    const listed = (await call('GET', '/orders/admin/new/restaurant', admin)).json() as { orders: Json[] };
    expect(listed.orders.find((o) => o._id === order._id)?.business).toMatchObject({ _id: restaurantId, name: 'Dar Zitoun' });
    await new Promise((r) => setTimeout(r, 100));
    expect(otherOwner.events.filter((e) => e.name === 'orderCreated')).toHaveLength(0);
  });

  it('places pack orders at the pack price with the chosen options in the message', async () => {
    const [pack] = await built.ctx.db
      .select()
      .from(packs)
      .where(and(eq(packs.business_id, restaurantId), eq(packs.name, 'Family pack')));
    const res = await call('POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      packId: pack!._id,
      options: [{ name: 'Pizzas', choices: ['Margherita', 'Seafood'] }],
      numberPhone: '0612345678',
      message: 'Ring twice',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      type_order: 'pack',
      totalPrix: 210,
      price: 180,
      message: 'Pizzas: Margherita, Seafood. Ring twice',
      pack: { name: 'Family pack' },
    });
  });

  it('places grocery orders from Easy Market, told to admins', async () => {
    const admins = await connect(admin, ['joinAdminRoom']);
    const [product] = await built.ctx.db.select().from(emProducts).where(eq(emProducts.name, 'Bananas 1 kg'));
    const res = await call('POST', '/client/orders', client, {
      type: 'grocery',
      lines: [{ productId: product!._id, quantity: 3 }],
      numberPhone: '0612345678',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({ kind: 'grocery', totalPrix: 52, statusOrders: 'new', business: null });
    expect(order.orders[0]).toMatchObject({ product: { name: 'Bananas 1 kg', price: 14 }, qty: 3 });
    await waitFor(() => admins.events.some((e) => e.name === 'newOrdeAdmin' && e.payload._id === order._id));
  });

  it('refuses hidden, sold-out, unknown and foreign products, bad quantities, phones and missing options, writing nothing', async () => {
    const before = await orderCount();
    const hidden = await menuItem(restaurantId, (i) => i.active);
    const soldOut = await menuItem(restaurantId, (i) => i.soldOut);
    const foreign = await menuItem(storeId, () => true);
    const margherita = await menuItem(restaurantId, (i) => i.name === 'Margherita');
    const plain = await menuItem(restaurantId, (i) => !i.active && !i.soldOut && i.options.length === 0);
    const base = { type: 'restaurant', businessId: restaurantId, numberPhone: '0612345678' };
    const cases: [Json, number, RegExp][] = [
      [{ ...base, lines: [{ productId: hidden._id, quantity: 1 }] }, 409, /not available/],
      [{ ...base, lines: [{ productId: soldOut._id, quantity: 1 }] }, 409, /not available/],
      [{ ...base, lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 400, /unknown product/],
      [{ ...base, lines: [{ productId: foreign._id, quantity: 1 }] }, 400, /unknown product/],
      [{ ...base, lines: [{ productId: plain._id, quantity: 0 }] }, 400, /quantity/],
      [{ ...base, lines: [{ productId: plain._id, quantity: 1.5 }] }, 400, /quantity/],
      [{ ...base, lines: [] }, 400, /at least one line/],
      [{ ...base, numberPhone: '12', lines: [{ productId: plain._id, quantity: 1 }] }, 400, /phone/],
      [{ ...base, lines: [{ productId: margherita._id, quantity: 1 }] }, 400, /choose 'Size'/],
      [
        { ...base, lines: [{ productId: margherita._id, quantity: 1, options: [{ name: 'Size', choices: ['Regular', 'Large'] }] }] },
        400,
        /only one/,
      ],
      [{ ...base, lines: [{ productId: margherita._id, quantity: 1, options: [{ name: 'Size', choices: ['Huge'] }] }] }, 400, /no choice/],
      [{ ...base, type: 'shop', lines: [{ productId: plain._id, quantity: 1 }] }, 400, /type/],
      [{ ...base, businessId: storeId, lines: [{ productId: plain._id, quantity: 1 }] }, 404, /Business not found/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call('POST', '/client/orders', client, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it('needs a client: 401 without a token, 403 for an owner', async () => {
    const payload = { type: 'grocery', lines: [], numberPhone: '0612345678' };
    expect((await call('POST', '/client/orders', undefined, payload)).statusCode).toBe(401);
    expect((await call('POST', '/client/orders', resto, payload)).statusCode).toBe(403);
  });
});

describe('owner desk', () => {
  it('lists new orders and pack orders apart, and current orders by status', async () => {
    const { order } = await placeRestaurantOrder();
    const res = await call('GET', `/orders/restaurant/${restaurantId}?status=new`, resto);
    expect(res.statusCode).toBe(200);
    const { orders: list, ordersPack } = res.json();
    expect(list.map((o: Json) => o._id)).toContain(order._id);
    expect(list.every((o: Json) => o.statusOrders === 'new' && o.type_order === 'order')).toBe(true);
    expect(ordersPack.length).toBeGreaterThan(0);
    expect(ordersPack.every((o: Json) => o.type_order === 'pack')).toBe(true);

    const current = (await call('GET', `/orders/restaurant/${restaurantId}?status=confirme&status=waiting&status=comming`, resto)).json();
    const statuses = new Set(current.orders.map((o: Json) => o.statusOrders));
    expect([...statuses].sort()).toEqual(['comming', 'confirme', 'waiting']);
    const withRider = current.orders.find((o: Json) => o.rider_id);
    expect(withRider.rider_id).toMatchObject({
      user_id: { name: expect.any(String), phone: expect.any(String) },
      currentLocation: { type: 'Point' },
    });
  });

  it('refuses other owners (403), strangers (401) and unknown statuses (400)', async () => {
    expect((await call('GET', `/orders/restaurant/${restaurantId}?status=new`, store)).statusCode).toBe(403);
    expect((await call('GET', `/orders/restaurant/${restaurantId}?status=new`)).statusCode).toBe(401);
    expect((await call('GET', `/orders/restaurant/${restaurantId}?status=lost`, resto)).statusCode).toBe(400);
    expect((await call('GET', `/orders/restaurant/${restaurantId}?status=new`, admin)).statusCode).toBe(200);
  });

  it("accepting ('confirmé') stores 'waiting' so the order moves to current orders; the room hears it", async () => {
    const owner = await connect(resto, ['joinRestaurantRoom', restaurantId]);
    const { order } = await placeRestaurantOrder();
    const res = await call('PUT', `/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'confirmé', type: 'restaurant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'The order has been successfully updated.', order: { statusOrders: 'waiting' } });
    await waitFor(() =>
      owner.events.some((e) => e.name === 'orderUpdated' && e.payload._id === order._id && e.payload.statusOrders === 'waiting'),
    );
    const current = (await call('GET', `/orders/restaurant/${restaurantId}?status=confirme&status=waiting&status=comming`, resto)).json();
    expect(current.orders.map((o: Json) => o._id)).toContain(order._id);
    const again = await call('PUT', `/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'refusée', type: 'restaurant' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An order that is 'waiting' cannot become 'refusée'.");
  });

  it('refuses a new order with "refused." and keeps it in the done list', async () => {
    const { order } = await placeRestaurantOrder();
    const res = await call('PUT', `/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'refusée', type: 'restaurant' });
    expect(res.json()).toMatchObject({ msg: MSG.orderRefused, order: { statusOrders: 'refusée' } });
    const done = (await call('GET', `/orders/restaurant/${restaurantId}?status=succes&status=refusée`, resto)).json();
    expect(done.orders.find((o: Json) => o._id === order._id)).toBeTruthy();
  });

  it("refuses another owner's order (403), a rider's move (403), unknown statuses (400), no token (401)", async () => {
    const { order } = await placeRestaurantOrder();
    const path = `/orders/restaurant/updatestatue/${order._id}`;
    expect((await call('PUT', path, store, { status: 'confirmé' })).statusCode).toBe(403);
    expect((await call('PUT', `/orders/store/updatestatue/${order._id}`, store, { status: 'confirmé' })).statusCode).toBe(404);
    expect((await call('PUT', path, resto, { status: 'succes' })).statusCode).toBe(403);
    const unknown = await call('PUT', path, resto, { status: 'done' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "Unknown order status 'done'.", code: 'unknownOrderStatus' });
    // The contract lists the statuses, yet a stranger hears whose order it is not before any word on the body.
    expect((await call('PUT', path, store, { status: 'done' })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/orders/restaurant/updatestatue/00000000-0000-4000-8000-000000000000`, resto, { status: 'done' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', path, undefined, { status: 'confirmé' })).statusCode).toBe(401);
    const [row] = await built.ctx.db.select().from(orders).where(eq(orders._id, order._id));
    expect(row!.statusOrders).toBe('new');
  });

  it('decides on pack orders through /orderPack/changeStatus', async () => {
    const { ordersPack } = (await call('GET', `/orders/restaurant/${restaurantId}?status=new`, resto)).json();
    const pack = ordersPack[0];
    expect((await call('PUT', `/orders/restaurant/updatestatue/${pack._id}`, resto, { status: 'confirmé' })).statusCode).toBe(404);
    expect((await call('PUT', `/orderPack/changeStatus/${pack._id}`, store, { status: 'confirmé', type: 'restaurant' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/orderPack/changeStatus/${pack._id}`, store, { status: 'done', type: 'restaurant' })).statusCode).toBe(403);
    const res = await call('PUT', `/orderPack/changeStatus/${pack._id}`, resto, { status: 'confirmé', type: 'restaurant' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.statusOrders).toBe('waiting');
  });
});

describe('admin desk', () => {
  it('lists new, current and done orders of each type', async () => {
    for (const type of ['grocery', 'restaurant', 'store']) {
      for (const status of ['new', 'waiting', 'comming', 'confirme', 'succes', 'refusée']) {
        const res = await call('GET', `/orders/admin/${encodeURIComponent(status)}/${type}`, admin);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect([...body.orders, ...body.ordersPack].every((o: Json) => o.statusOrders === status && o.kind === type)).toBe(true);
      }
    }
    expect((await call('GET', '/orders/admin/new/restaurant', admin)).json().orders.length).toBeGreaterThan(0);
    expect((await call('GET', '/orders/admin/new/restaurant', resto)).statusCode).toBe(403);
    expect((await call('GET', '/orders/admin/new/restaurant')).statusCode).toBe(401);
    expect((await call('GET', '/orders/admin/new/bakery', admin)).statusCode).toBe(400);
  });

  it('changes any order along the state machine and answers { msg }', async () => {
    const owner = await connect(resto, ['joinRestaurantRoom', restaurantId]);
    const { order } = await placeRestaurantOrder();
    const res = await call('PUT', `/orders/admin/restaurant/${order._id}/${encodeURIComponent('confirmé')}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('The order has been successfully updated.');
    await waitFor(() => owner.events.some((e) => e.name === 'orderUpdated' && e.payload._id === order._id));
    expect((await call('PUT', `/orders/admin/restaurant/${order._id}/new`, admin)).statusCode).toBe(400);
    expect((await call('PUT', `/orders/admin/restaurant/${order._id}/succes`, admin)).statusCode).toBe(409);
    expect((await call('PUT', `/orders/admin/restaurant/${order._id}/confirme`, admin)).statusCode).toBe(200);
    expect((await call('PUT', `/orders/admin/store/${order._id}/comming`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/orders/admin/restaurant/${order._id}/comming`, resto)).statusCode).toBe(403);
  });

  it('decides on pack orders through /orders/admin/pack', async () => {
    const { ordersPack } = (await call('GET', '/orders/admin/new/store', admin)).json();
    const res = await call('PUT', `/orders/admin/pack/${ordersPack[0]._id}/${encodeURIComponent('refusée')}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(MSG.orderRefused);
  });

  it('handles Easy Market grocery orders: the new list, edit and /grocery/order', async () => {
    const list = (await call('GET', '/easyMarket/orders/getALL/new', admin)).json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((o: Json) => o.kind === 'grocery' && o.statusOrders === 'new')).toBe(true);
    const [a, b] = list;
    const edit = await call('PUT', `/easyMarket/orders/edit/${a._id}/${encodeURIComponent('confirmé')}`, admin);
    expect(edit.json()).toMatchObject({ msg: 'The order has been successfully updated.', order: { statusOrders: 'waiting' } });
    const refuse = await call('PUT', `/grocery/order/${b._id}`, admin, { status: 'refusée' });
    expect(refuse.json().order.statusOrders).toBe('refusée');
    expect((await call('PUT', `/grocery/order/${b._id}`, admin, { status: 'confirmé' })).statusCode).toBe(409);
    expect((await call('PUT', `/grocery/order/${b._id}`, resto, { status: 'confirmé' })).statusCode).toBe(403);
    expect((await call('GET', '/easyMarket/orders/getALL/new', resto)).statusCode).toBe(403);
    expect((await call('GET', '/easyMarket/orders/getALL/new')).statusCode).toBe(401);
  });
});

describe('rider side', () => {
  it('takes a waiting order, carries it and delivers it; the business hears orderToDeliver', async () => {
    const owner = await connect(resto, ['joinRestaurantRoom', restaurantId]);
    const { order } = await placeRestaurantOrder();
    expect((await call('PUT', `/rider/orders/${order._id}/confirme`, rider)).statusCode).toBe(409);
    expect((await call('PUT', `/rider/orders/${order._id}/${encodeURIComponent('confirmé')}`, rider)).statusCode).toBe(403);
    await call('PUT', `/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'confirmé' });
    const free = (await call('GET', '/rider/orders?status=waiting', rider)).json();
    expect(free.orders.map((o: Json) => o._id)).toContain(order._id);

    const take = await call('PUT', `/rider/orders/${order._id}/confirme`, rider);
    expect(take.statusCode).toBe(200);
    expect(take.json().order.rider_id.user_id.name).toBe('Rachid Rider');
    await waitFor(() => owner.events.some((e) => e.name === 'orderToDeliver' && e.payload._id === order._id));
    expect((await call('PUT', `/rider/orders/${order._id}/comming`, rider2)).statusCode).toBe(403);
    expect((await call('PUT', `/rider/orders/${order._id}/comming`, rider)).json().order.statusOrders).toBe('comming');
    expect((await call('PUT', `/rider/orders/${order._id}/succes`, rider)).json().order.statusOrders).toBe('succes');
    expect((await call('PUT', `/rider/orders/${order._id}/succes`, rider)).statusCode).toBe(409);
    expect((await call('PUT', `/rider/orders/${order._id}/succes`, resto)).statusCode).toBe(403);
    expect((await call('PUT', `/rider/orders/${order._id}/succes`)).statusCode).toBe(401);
  });
});
