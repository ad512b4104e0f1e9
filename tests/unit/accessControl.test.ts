import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/roles';
import { canRoleAccess, createAccessControlProvider, type RoleMeta } from '../../src/providers/accessControl';
import { buildResources } from '../../src/resources';
import { i18nProvider } from '../../src/providers/i18nProvider';

const resources = buildResources((key) => i18nProvider.translate(key));

const resource = (name: string, identifier?: string) => {
  const found = resources.find((r) => (identifier ? r.identifier === identifier : r.name === name));
  if (!found) throw new Error(`no resource ${identifier ?? name}`);
  return found;
};
const metaOf = (r: (typeof resources)[number]) => r.meta as RoleMeta | undefined;
const rolesOf = (r: (typeof resources)[number]) => metaOf(r)?.roles;

describe('canRoleAccess', () => {
  it('lets the listed roles in and keeps the others out', () => {
    expect(canRoleAccess('admin', { roles: ['admin'] })).toBe(true);
    expect(canRoleAccess('store_owner', { roles: ['admin'] })).toBe(false);
  });
  it('opens a resource without a list to every logged-in role', () => {
    expect(canRoleAccess('store_owner', undefined)).toBe(true);
    expect(canRoleAccess('store_owner', {})).toBe(true);
  });
  it('never lets someone without a role in', () => {
    expect(canRoleAccess(null, undefined)).toBe(false);
    expect(canRoleAccess(undefined, {})).toBe(false);
    expect(canRoleAccess('', { roles: [''] })).toBe(false);
  });
});

describe('the access control provider', () => {
  it("answers from the resource's meta.roles and the caller's role", async () => {
    const asStore = createAccessControlProvider(async () => 'store_owner');
    await expect(
      asStore.can({ resource: 'products', action: 'list', params: { resource: resource('products') as never } }),
    ).resolves.toEqual({ can: true });
    await expect(asStore.can({ resource: 'menus', action: 'list', params: { resource: resource('menus') as never } })).resolves.toEqual({
      can: false,
      reason: 'Unauthorized Access',
    });
  });
  it('refuses everything to a visitor without a role', async () => {
    const anonymous = createAccessControlProvider(async () => null);
    await expect(
      anonymous.can({ resource: 'faqs', action: 'list', params: { resource: resource('faqs') as never } }),
    ).resolves.toMatchObject({ can: false });
  });
  it('hides the buttons a role cannot use', () => {
    expect(createAccessControlProvider(async () => 'admin').options?.buttons).toEqual({
      enableAccessControl: true,
      hideIfUnauthorized: true,
    });
  });
});

describe('the resources declared for the side menu', () => {
  it('name only real roles', () => {
    for (const r of resources) {
      for (const role of rolesOf(r) ?? []) expect(ROLES, `${r.identifier ?? r.name}`).toContain(role);
    }
  });
  it('say who sees each one, so no menu entry is open to every role by accident', () => {
    for (const r of resources) expect(rolesOf(r)?.length, `${r.identifier ?? r.name}`).toBeGreaterThan(0);
  });
  it('show the admin screens to admins only', () => {
    const adminOnly = resources.filter((x) =>
      /^(users|admin-orders|orders-grocery|orders-restaurant|orders-store|riders|easyMarket|payouts)/.test(x.identifier ?? x.name),
    );
    expect(adminOnly.length).toBeGreaterThanOrEqual(9);
    for (const r of adminOnly) {
      expect(rolesOf(r), r.identifier ?? r.name).toEqual(['admin']);
    }
  });
  it('give each owner their own catalogue: menu for restaurants, products for stores', () => {
    expect(canRoleAccess('restaurant_owner', metaOf(resource('menus')))).toBe(true);
    expect(canRoleAccess('store_owner', metaOf(resource('menus')))).toBe(false);
    expect(canRoleAccess('store_owner', metaOf(resource('products')))).toBe(true);
    expect(canRoleAccess('restaurant_owner', metaOf(resource('products')))).toBe(false);
    expect(canRoleAccess('admin_restaurant', metaOf(resource('businesses', 'restaurant-info')))).toBe(true);
    expect(canRoleAccess('client', metaOf(resource('faqs')))).toBe(false);
  });
});
