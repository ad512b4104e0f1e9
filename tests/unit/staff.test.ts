import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { productChangeArea, STAFF_AREAS, staffMayUse, staffSession, validateAcceptance, validateInvitation } from '../../src/domain/staff';
import { canRoleAccess } from '../../src/providers/accessControl';

describe('staff roles', () => {
  it('a desk uses the desk, sold out and its own devices and account; a manager everything of the business', () => {
    const desk = STAFF_AREAS.filter((area) => staffMayUse('desk', area));
    expect(desk).toEqual(['desk', 'soldOut', 'notifications', 'ownAccount']);
    expect(STAFF_AREAS.filter((area) => staffMayUse('manager', area))).toEqual([...STAFF_AREAS]);
  });

  it('refuses anything it does not know (fail closed)', () => {
    expect(staffMayUse('manager', undefined)).toBe(false);
    expect(staffMayUse('manager', 'team')).toBe(false);
    expect(staffMayUse('chef', 'desk')).toBe(false);
    expect(staffMayUse(undefined, 'desk')).toBe(false);
  });

  it('tells a sold-out switch from a menu edit by the fields sent', () => {
    expect(productChangeArea({ soldOut: true })).toBe('soldOut');
    expect(productChangeArea({ soldOut: true, soldOutUntil: 'tomorrow' })).toBe('soldOut');
    expect(productChangeArea({ soldOut: false, price: 10 })).toBe('menu');
    expect(productChangeArea({})).toBe('menu');
    expect(productChangeArea(null)).toBe('menu');
    expect(productChangeArea([{ soldOut: true }])).toBe('menu');
  });

  it('checks an invitation and an acceptance with the spec’s words', () => {
    expect(validateInvitation({ email: ' A@Example.ma ', role: 'desk' })).toEqual({});
    expect(validateInvitation({ email: 'nope', role: 'boss' })).toEqual({ email: MSG.emailInvalid, role: MSG.staffRoleRequired });
    expect(validateAcceptance({ name: 'Salma', password: 'Secret@123', confirmPassword: 'Secret@123' }, false)).toEqual({});
    expect(validateAcceptance({ name: '', password: 'weak', confirmPassword: 'other' }, false)).toEqual({
      name: MSG.nameRequired,
      password: MSG.password,
      confirmPassword: MSG.passwordsMismatch,
    });
    // An existing staff account proves itself with its password only (checked by the server against its hash).
    expect(validateAcceptance({ password: 'whatever' }, true)).toEqual({});
    expect(validateAcceptance({}, true)).toEqual({ password: MSG.passwordRequired });
  });

  it('runs a staff member as their business, keeping their own name and staff role', () => {
    const member = { _id: 'm1', name: 'Salma', email: 'salma@example.ma', role: 'staff', verified: true, language: 'fr' };
    const session = staffSession(member, { role: 'desk', owner: { _id: 'o1', name: 'Youssef', role: 'restaurant_owner', verified: true } });
    expect(session).toMatchObject({
      _id: 'o1',
      role: 'restaurant_owner',
      name: 'Salma',
      language: 'fr',
      staff: { memberId: 'm1', role: 'desk' },
    });
  });

  it('hides from a staff member the navigation their role may not use', () => {
    expect(canRoleAccess('restaurant_owner', { roles: ['restaurant_owner'], area: 'desk' }, 'desk')).toBe(true);
    expect(canRoleAccess('restaurant_owner', { roles: ['restaurant_owner'], area: 'menu' }, 'desk')).toBe(false);
    expect(canRoleAccess('restaurant_owner', { roles: ['restaurant_owner'], area: 'menu' }, 'manager')).toBe(true);
    // The team has no area: no staff role sees it; its owner does.
    expect(canRoleAccess('restaurant_owner', { roles: ['restaurant_owner'] }, 'manager')).toBe(false);
    expect(canRoleAccess('restaurant_owner', { roles: ['restaurant_owner'] })).toBe(true);
  });
});
