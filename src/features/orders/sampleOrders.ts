import { sumMoney, toCentimes, toDirhams } from '../../domain/money';
import { lineTotal } from '../../domain/orderLines';
import type { Order } from './types';

/** Realistic orders for stories and tests (shapes as the API sends them, SPEC §3). */
const line = (
  name: string,
  prix: number,
  quantity: number,
  options: { name: string; choices: { name: string; price: number }[] }[] = [],
) => ({
  product: { _id: { _id: `p-${name}`, name, image: '/demo/tagine.svg', prix } },
  quantity,
  prixTotal: toDirhams(lineTotal(toCentimes(prix), sumMoney(options.flatMap((o) => o.choices).map((c) => toCentimes(c.price))), quantity)),
  options,
});

const rider = {
  _id: 'r1',
  Number_Rider: 101,
  user_id: { name: 'Rachid Rider', phone: '669900000' },
  currentLocation: { coordinates: [-1.91, 34.68] as [number, number] },
};

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: `o-${overrides.commandNumber ?? 1042}`,
    commandNumber: 1042,
    createdAt: '2026-11-21T19:07:00.000Z',
    kind: 'restaurant',
    type_order: 'order',
    user_id: { _id: 'c1', name: 'Omar Client' },
    numberPhone: '612345678',
    orders: [
      line('Margherita', 40, 2, [
        { name: 'Size', choices: [{ name: 'Large', price: 12 }] },
        { name: 'Extras', choices: [{ name: 'Cheese', price: 5 }] },
      ]),
      line('Mint tea', 10, 1),
    ],
    deleveryFee: 10,
    totalPrix: 134,
    statusOrders: 'new',
    message: '',
    rider_id: null,
    ...overrides,
  };
}

export const samplePackOrder = (overrides: Partial<Order> = {}): Order =>
  sampleOrder({
    _id: 'o-pack',
    commandNumber: 1043,
    type_order: 'pack',
    orders: [],
    pack: { _id: 'k1', name: 'Family pack', price: 180 },
    price: 180,
    totalPrix: 190,
    message: 'Pizzas: Margherita, Four cheeses. Drinks: Orange juice ×4. No olives please.',
    ...overrides,
  });

/** One order in each status, riders on the ones a rider has. */
export const ordersInEveryStatus: Order[] = (['new', 'waiting', 'confirme', 'comming', 'succes', 'refusée'] as const).map((status, i) =>
  sampleOrder({
    _id: `o-${status}`,
    commandNumber: 1050 + i,
    statusOrders: status,
    createdAt: `2026-11-21T1${i}:2${i}:00.000Z`,
    rider_id: ['confirme', 'comming', 'succes'].includes(status) ? rider : null,
  }),
);

export const manyOrders: Order[] = Array.from({ length: 26 }, (_, i) =>
  i % 5 === 4
    ? samplePackOrder({
        _id: `m-${i}`,
        commandNumber: 2000 + i,
        createdAt: `2026-11-21T${String(8 + (i % 14)).padStart(2, '0')}:${String(i * 2).padStart(2, '0')}:00.000Z`,
      })
    : sampleOrder({
        _id: `m-${i}`,
        commandNumber: 2000 + i,
        totalPrix: 40 + i * 7.5,
        createdAt: `2026-11-21T${String(8 + (i % 14)).padStart(2, '0')}:${String(i * 2).padStart(2, '0')}:00.000Z`,
      }),
);

export { rider as sampleRider };
