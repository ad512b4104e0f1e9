import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@refinedev/core';
import type { Socket } from 'socket.io-client';
import { createLiveProvider } from '../../src/providers/liveProvider';
import { callEndpoint } from '../../src/providers/dataProvider';
import { ordersEndpoints } from '../../src/providers/endpoints/orders';

/** A stand-in socket: records what the page emits, lets the test play the server. */
function fakeSocket() {
  const handlers = new Map<string, ((...a: unknown[]) => void)[]>();
  const emitted: unknown[][] = [];
  const socket = {
    connected: false,
    on(name: string, fn: (...a: unknown[]) => void) {
      handlers.set(name, [...(handlers.get(name) ?? []), fn]);
      return socket;
    },
    emit(...args: unknown[]) {
      emitted.push(args);
      return socket;
    },
    disconnect() {},
    serverSays(name: string, ...args: unknown[]) {
      if (name === 'connect') socket.connected = true;
      if (name === 'disconnect') socket.connected = false;
      (handlers.get(name) ?? []).forEach((fn) => fn(...args));
    },
  };
  return { socket, emitted };
}

function setup() {
  const { socket, emitted } = fakeSocket();
  const live = createLiveProvider({ getToken: () => 'token', socketFactory: () => socket as unknown as Socket });
  return { live, socket, emitted };
}

describe('live provider, order events', () => {
  it('turns orderCreated / newOrdeAdmin into created events on resources/orders and orderUpdated into updated ones', () => {
    const { live, socket } = setup();
    const created = vi.fn();
    const updated = vi.fn();
    const other = vi.fn();
    live.subscribe({ channel: 'resources/orders', types: ['created'], callback: created });
    live.subscribe({ channel: 'resources/orders', types: ['updated'], callback: updated });
    live.subscribe({ channel: 'resources/packs', types: ['*'], callback: other });
    socket.serverSays('connect');
    socket.serverSays('orderCreated', { _id: 'o1', totalPrix: 85, commandNumber: 7 });
    socket.serverSays('newOrdeAdmin', { _id: 'o2', totalPrix: 20 });
    socket.serverSays('orderUpdated', { _id: 'o1', statusOrders: 'waiting' });
    socket.serverSays('orderToDeliver', { _id: 'o1', statusOrders: 'confirme' });
    expect(created.mock.calls.map(([e]: LiveEvent[]) => [e!.payload.event, e!.payload._id])).toEqual([
      ['orderCreated', 'o1'],
      ['newOrdeAdmin', 'o2'],
    ]);
    expect(created.mock.calls[0]![0].payload.totalPrix).toBe(85);
    expect(updated.mock.calls.map(([e]: LiveEvent[]) => e!.payload.event)).toEqual(['orderUpdated', 'orderToDeliver']);
    expect(other).not.toHaveBeenCalled();
  });
  // Joining, reconnecting and catching up: tests/unit/liveProvider.test.ts.
});

describe('orders endpoint table', () => {
  const fetchMock = vi.fn();
  const table = { ...ordersEndpoints };
  const lastCall = () => fetchMock.mock.calls.at(-1) as [string, RequestInit];

  it('maps lists and status changes to the spec paths', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ orders: [{ _id: 'a' }], ordersPack: [{ _id: 'p' }] }), { status: 200 }),
    );
    const list = await callEndpoint<unknown[]>(table, 'orders', 'getList', {
      meta: { source: 'owner', type: 'restaurant', businessId: 'b1', statuses: ['confirme', 'waiting', 'comming'] },
    });
    expect(lastCall()[0]).toBe('/api/orders/restaurant/b1?status=confirme&status=waiting&status=comming');
    expect(list).toEqual([{ _id: 'a' }, { type_order: 'pack', _id: 'p' }]);
    await callEndpoint(table, 'orders', 'getList', { meta: { source: 'admin', type: 'grocery', status: 'new' } });
    expect(lastCall()[0]).toBe('/api/orders/admin/new/grocery');
    await callEndpoint(table, 'orders', 'getList', { meta: { source: 'groceryNew' } });
    expect(lastCall()[0]).toBe('/api/easyMarket/orders/getALL/new');

    await callEndpoint(table, 'orders', 'ownerUpdate', { meta: { id: 'o1', status: 'confirmé', type: 'store' }, id: 'o1' });
    expect(lastCall()[0]).toBe('/api/orders/store/updatestatue/o1');
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ status: 'confirmé', type: 'store' });
    await callEndpoint(table, 'orders', 'ownerPackUpdate', { id: 'p1', meta: { status: 'refusée', type: 'restaurant' } });
    expect(lastCall()[0]).toBe('/api/orderPack/changeStatus/p1');
    await callEndpoint(table, 'orders', 'adminUpdate', { id: 'o1', meta: { status: 'confirmé', type: 'restaurant' } });
    expect(lastCall()[0]).toBe(`/api/orders/admin/restaurant/o1/${encodeURIComponent('confirmé')}`);
    await callEndpoint(table, 'orders', 'adminPackUpdate', { id: 'p1', meta: { status: 'refusée' } });
    expect(lastCall()[0]).toBe(`/api/orders/admin/pack/p1/${encodeURIComponent('refusée')}`);
    await callEndpoint(table, 'orders', 'groceryUpdate', { id: 'g1', meta: { status: 'confirmé' } });
    expect(lastCall()[0]).toBe(`/api/easyMarket/orders/edit/g1/${encodeURIComponent('confirmé')}`);
    await callEndpoint(table, 'orders', 'groceryOrderUpdate', { id: 'g1', meta: { status: 'refusée' } });
    expect(lastCall()[0]).toBe('/api/grocery/order/g1');
    expect(lastCall()[1].method).toBe('PUT');
    vi.unstubAllGlobals();
  });
});
