import { describe, expect, it } from 'vitest';
import { businessTypeFromSegment, ownBusinessType } from '../../src/domain/business';
import { BUSINESS_CATEGORIES, isAllowedCategory, MAX_BUSINESS_CATEGORIES } from '../../src/domain/categories';
import {
  ACTIVE_STATUSES,
  BUSINESS_DECISIONS,
  canTransition,
  DONE_STATUSES,
  isOrderStatus,
  ORDER_STATUSES,
  planTransition,
  RIDER_MOVES,
  storedStatus,
  transitionError,
  type OrderStatus,
} from '../../src/domain/orders';
import {
  BACK_OFFICE_ROLES,
  businessTypeOf,
  destinationOf,
  isRole,
  PARTNER_LIST_ROLES,
  ROLES,
  SELF_REGISTER_ROLES,
} from '../../src/domain/roles';

describe('where a logged-in person belongs (destinationOf)', () => {
  it.each([
    ['admin', true, 'back-office'],
    ['admin', false, 'back-office'],
    ['restaurant_owner', true, 'back-office'],
    ['store_owner', true, 'back-office'],
    ['services_owner', true, 'back-office'],
    ['admin_restaurant', true, 'back-office'],
    ['restaurant_owner', false, 'onboarding'],
    ['store_owner', false, 'onboarding'],
    ['services_owner', false, 'onboarding'],
    ['admin_restaurant', false, 'onboarding'],
    ['rider', false, 'onboarding'],
    ['rider', true, 'rider-site'],
    ['client', true, 'unauthorized'],
    ['client', false, 'unauthorized'],
    ['superuser', true, 'unauthorized'],
    ['', true, 'unauthorized'],
    ['non_verified', false, 'unauthorized'],
  ] as const)('%s (verified: %s) → %s', (role, verified, destination) => {
    expect(destinationOf({ role, verified })).toBe(destination);
  });
});

describe('roles', () => {
  it('knows the product roles and only those', () => {
    expect([...ROLES].sort()).toEqual([
      'admin',
      'admin_restaurant',
      'client',
      'restaurant_owner',
      'rider',
      'services_owner',
      'staff',
      'store_owner',
    ]);
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
  it('lets only restaurant and store owners register themselves', () => {
    expect([...SELF_REGISTER_ROLES]).toEqual(['restaurant_owner', 'store_owner']);
  });
  it('lists partners by role plus the not-verified pseudo-role', () => {
    expect([...PARTNER_LIST_ROLES].sort()).toEqual(['non_verified', 'restaurant_owner', 'rider', 'services_owner', 'store_owner']);
  });
  it('keeps riders and clients out of the back-office roles', () => {
    expect(BACK_OFFICE_ROLES).not.toContain('rider');
    expect(BACK_OFFICE_ROLES).not.toContain('client');
  });
  it('maps owners to their business type', () => {
    expect(businessTypeOf('restaurant_owner')).toBe('restaurant');
    expect(businessTypeOf('store_owner')).toBe('store');
    expect(businessTypeOf('services_owner')).toBe('services');
    expect(businessTypeOf('admin')).toBeNull();
    expect(businessTypeOf('admin_restaurant')).toBeNull();
    expect(businessTypeOf('rider')).toBeNull();
  });
});

describe('business type from routes and roles', () => {
  it('reads a type or an owner role from a route segment', () => {
    expect(businessTypeFromSegment('restaurant')).toBe('restaurant');
    expect(businessTypeFromSegment('store')).toBe('store');
    expect(businessTypeFromSegment('services')).toBe('services');
    expect(businessTypeFromSegment('restaurant_owner')).toBe('restaurant');
    expect(businessTypeFromSegment('store_owner')).toBe('store');
    expect(businessTypeFromSegment('services_owner')).toBe('services');
    expect(businessTypeFromSegment('admin')).toBeNull();
    expect(businessTypeFromSegment('Restaurant')).toBeNull();
    expect(businessTypeFromSegment('')).toBeNull();
    expect(businessTypeFromSegment(undefined)).toBeNull();
  });
  it("gives the restaurant admin a restaurant's info", () => {
    expect(ownBusinessType('admin_restaurant')).toBe('restaurant');
    expect(ownBusinessType('restaurant_owner')).toBe('restaurant');
    expect(ownBusinessType('store_owner')).toBe('store');
    expect(ownBusinessType('services_owner')).toBe('services');
    expect(ownBusinessType('admin')).toBeNull();
    expect(ownBusinessType('rider')).toBeNull();
  });
});

describe('business categories', () => {
  it('offers 14 restaurant, 12 store and 20 services categories, at most 3 each', () => {
    expect(BUSINESS_CATEGORIES.restaurant).toHaveLength(14);
    expect(BUSINESS_CATEGORIES.store).toHaveLength(12);
    expect(BUSINESS_CATEGORIES.services).toHaveLength(20);
    for (const list of Object.values(BUSINESS_CATEGORIES)) expect(new Set(list).size).toBe(list.length);
    expect(MAX_BUSINESS_CATEGORIES).toBe(3);
  });
  it("allows a type's own categories only", () => {
    expect(isAllowedCategory('restaurant', 'Pizza')).toBe(true);
    expect(isAllowedCategory('store', 'Pizza')).toBe(false);
    expect(isAllowedCategory('services', 'Plumbing')).toBe(true);
    expect(isAllowedCategory('restaurant', 'pizza')).toBe(false);
  });
});

describe('order state machine (SPEC §4, DESIGN §3)', () => {
  // Stored statuses along the road; accepting ('confirmé' sent by the owner) stores 'waiting'.
  const ROAD: OrderStatus[] = ['new', 'waiting', 'confirme', 'comming', 'succes'];

  it('moves one step at a time along the road, and only forwards', () => {
    for (let i = 0; i < ROAD.length; i++) {
      for (let j = 0; j < ROAD.length; j++) {
        expect(canTransition(ROAD[i]!, ROAD[j]!), `${ROAD[i]} → ${ROAD[j]}`).toBe(j === i + 1);
      }
    }
  });
  it("accepts ('confirmé') or refuses ('refusée') a new order, and stores an acceptance as waiting", () => {
    expect(canTransition('new', 'confirmé')).toBe(true);
    expect(canTransition('new', 'refusée')).toBe(true);
    expect(storedStatus('confirmé')).toBe('waiting');
    expect(storedStatus('refusée')).toBe('refusée');
    expect(planTransition('new', 'confirmé', 'owner')).toEqual({ ok: true, status: 'waiting' });
    expect(planTransition('new', 'refusée', 'admin')).toEqual({ ok: true, status: 'refusée' });
  });
  it('ends at delivered or refused', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('succes', to), `succes → ${to}`).toBe(false);
      expect(canTransition('refusée', to), `refusée → ${to}`).toBe(false);
    }
  });
  it('cannot decide twice on an order or refuse one already accepted', () => {
    expect(canTransition('waiting', 'refusée')).toBe(false);
    expect(canTransition('waiting', 'confirmé')).toBe(false);
    expect(canTransition('comming', 'refusée')).toBe(false);
    expect(planTransition('waiting', 'refusée', 'owner')).toMatchObject({
      ok: false,
      statusCode: 409,
      message: transitionError('waiting', 'refusée'),
    });
  });
  it('lets the business decide and riders carry; admins may do both', () => {
    expect(planTransition('waiting', 'confirme', 'owner')).toMatchObject({ ok: false, statusCode: 403 });
    expect(planTransition('new', 'refusée', 'rider')).toMatchObject({ ok: false, statusCode: 403 });
    expect(planTransition('waiting', 'confirme', 'rider')).toEqual({ ok: true, status: 'confirme' });
    expect(planTransition('comming', 'succes', 'admin')).toEqual({ ok: true, status: 'succes' });
    expect(planTransition('new', 'confirmé', 'admin')).toEqual({ ok: true, status: 'waiting' });
  });
  it('refuses unknown statuses and going back to new with 400', () => {
    expect(planTransition('new', 'confirmed', 'owner')).toMatchObject({ ok: false, statusCode: 400 });
    expect(planTransition('waiting', 'new', 'admin')).toMatchObject({ ok: false, statusCode: 400 });
    expect(planTransition('new', undefined, 'admin')).toMatchObject({ ok: false, statusCode: 400 });
  });
  it('keeps the API spellings, accents included', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(['annulée', 'comming', 'confirme', 'confirmé', 'new', 'refusée', 'succes', 'waiting']);
    expect(isOrderStatus('confirmé')).toBe(true);
    expect(isOrderStatus('confirmed')).toBe(false);
    expect(isOrderStatus('coming')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
  it('lists waiting, comming and confirme as active; succes, refusée and annulée as done', () => {
    expect([...ACTIVE_STATUSES].sort()).toEqual(['comming', 'confirme', 'waiting']);
    expect([...DONE_STATUSES].sort()).toEqual(['annulée', 'refusée', 'succes']);
    expect([...BUSINESS_DECISIONS].sort()).toEqual(['confirmé', 'refusée']);
    expect(BUSINESS_DECISIONS.filter((s) => RIDER_MOVES.includes(s))).toEqual([]);
  });
});
