import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  canTransition,
  ORDER_STATUSES,
  planTransition,
  STATUS_LABELS,
  statusLabel,
  statusColor,
  statusHint,
  storedStatus,
  type OrderStatus,
} from '../../src/domain/orders';
import { centimes, ZERO } from '../../src/domain/money';
import { lineTotal, priceOptions, readLine } from '../../src/domain/orderLines';

describe('order state machine (DESIGN §3)', () => {
  it("accepting ('confirmé') stores 'waiting', which is in the current-orders list", () => {
    expect(storedStatus('confirmé')).toBe('waiting');
    expect(planTransition('new', 'confirmé', 'owner')).toEqual({ ok: true, status: 'waiting' });
    expect(ACTIVE_STATUSES).toContain(storedStatus('confirmé'));
  });

  it('allows exactly the documented path', () => {
    const allowed: [OrderStatus, OrderStatus][] = [
      ['new', 'confirmé'],
      ['new', 'refusée'],
      ['waiting', 'confirme'],
      ['confirme', 'comming'],
      ['comming', 'succes'],
      ['confirmé', 'confirme'],
      // Cancelled from anything not finished (who may cancel from where: src/domain/orderProblems.ts).
      ...(['new', 'waiting', 'confirmé', 'confirme', 'comming'] as const).map((from): [OrderStatus, OrderStatus] => [from, 'annulée']),
    ];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to) || (from === 'new' && to === 'waiting');
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('lets owners decide on new orders only, riders move accepted orders only, admins do both', () => {
    expect(planTransition('new', 'refusée', 'owner')).toEqual({ ok: true, status: 'refusée' });
    expect(planTransition('waiting', 'confirme', 'owner')).toMatchObject({ ok: false, statusCode: 403 });
    expect(planTransition('new', 'confirmé', 'rider')).toMatchObject({ ok: false, statusCode: 403 });
    expect(planTransition('waiting', 'confirme', 'rider')).toEqual({ ok: true, status: 'confirme' });
    expect(planTransition('waiting', 'confirme', 'admin')).toEqual({ ok: true, status: 'confirme' });
    expect(planTransition('new', 'confirmé', 'admin')).toEqual({ ok: true, status: 'waiting' });
  });

  it('answers 409 with a message for illegal moves and 400 for unknown statuses', () => {
    expect(planTransition('waiting', 'refusée', 'owner')).toEqual({
      ok: false,
      statusCode: 409,
      code: 'transitionInvalid',
      message: "An order that is 'waiting' cannot become 'refusée'.",
    });
    expect(planTransition('succes', 'comming', 'rider')).toMatchObject({ ok: false, statusCode: 409 });
    expect(planTransition('new', 'shipped', 'admin')).toMatchObject({ ok: false, statusCode: 400 });
    expect(planTransition('refusée', 'new', 'admin')).toMatchObject({ ok: false, statusCode: 400 });
  });

  it('shows statuses in plain words, colours confirme green, waiting yellow, refused red, the rest blue, and gives the hints', () => {
    expect(STATUS_LABELS).toEqual({
      new: 'New',
      confirmé: 'Waiting for a rider',
      waiting: 'Waiting for a rider',
      confirme: 'Confirmed',
      comming: 'On the way',
      succes: 'Delivered',
      refusée: 'Refused',
      annulée: 'Cancelled',
    });
    expect(statusLabel('shipped')).toBe('shipped');
    expect(statusColor('refusée')).toBe('red');
    expect(statusColor('annulée')).toBe('red');
    expect(statusColor('succes')).toBe('blue');
    expect(statusColor('confirme')).toBe('green');
    expect(statusColor('waiting')).toBe('yellow');
    expect(statusColor('comming')).toBe('blue');
    expect(statusColor('new')).toBe('blue');
    expect(statusHint('waiting')).toBe('please await our rider to be free!');
    expect(statusHint('confirme')).toBe('the rider get the command!');
    expect(statusHint('comming')).toBe('the rider is on road to client!');
    expect(statusHint('succes')).toBeNull();
  });
});

describe('order lines', () => {
  // Options as the catalogue stores them: prices in centimes.
  const size = {
    name: 'Size',
    multiple: false,
    is_required: true,
    option: [
      { name: 'Regular', price: ZERO },
      { name: 'Large', price: centimes(1200) },
    ],
  };
  const extras = {
    name: 'Extras',
    multiple: true,
    is_required: false,
    option: [
      { name: 'Cheese', price: centimes(500) },
      { name: 'Olives', price: centimes(300) },
    ],
  };

  it('prices options from the catalogue and checks required, single and unknown choices', () => {
    expect(
      priceOptions(
        'Pizza',
        [size, extras],
        [
          { name: 'Size', choices: ['Large'] },
          { name: 'Extras', choices: ['Cheese', 'Olives'] },
        ],
      ),
    ).toMatchObject({ ok: true, extra: 2000 });
    expect(priceOptions('Pizza', [size], [])).toEqual({ ok: false, message: "Please choose 'Size' for 'Pizza'" });
    expect(priceOptions('Pizza', [size], [{ name: 'Size', choices: ['Regular', 'Large'] }])).toMatchObject({ ok: false });
    expect(priceOptions('Pizza', [size], [{ name: 'Size', choices: ['Huge'] }])).toMatchObject({ ok: false });
    expect(priceOptions('Pizza', [size], [{ name: 'Sauce', choices: ['x'] }])).toMatchObject({ ok: false });
    expect(lineTotal(centimes(4000), centimes(2000), 2)).toBe(12000);
    expect(lineTotal(centimes(10), centimes(20), 3)).toBe(90);
  });

  it('reads restaurant/store lines and grocery lines alike, and null when the product is gone', () => {
    expect(
      readLine(
        {
          product: { _id: { _id: 'p1', name: 'Margherita', image: 'm.svg', prix: 40 } },
          quantity: 2,
          prixTotal: 104,
          options: [{ name: 'Size', choices: [{ name: 'Large', price: 12 }] }],
        },
        0,
      ),
    ).toMatchObject({
      name: 'Margherita',
      unitPrice: 40,
      quantity: 2,
      total: 104,
      options: ['Size: Large'],
    });
    expect(readLine({ product: { _id: 'g1', name: 'Bananas', image: '', price: 14 }, qty: 3 }, 1)).toMatchObject({
      name: 'Bananas',
      unitPrice: 14,
      quantity: 3,
      total: 42,
    });
    expect(readLine({ product: null, quantity: 1 }, 2)).toBeNull();
    expect(readLine({ product: { _id: null }, quantity: 1 }, 3)).toBeNull();
  });
});
