import type { components } from '../../api/openapi';
import type { PartnerListRole } from '../../domain/roles';

/** The admin's partner lists: /users/{list} names the role the provider API lists (SPEC §2). */
export const PARTNER_LISTS = {
  restaurant: 'restaurant_owner',
  services: 'services_owner',
  store: 'store_owner',
  delivery: 'rider',
  new: 'non_verified',
} as const satisfies Record<string, PartnerListRole>;
export type PartnerList = keyof typeof PARTNER_LISTS;

export function isPartnerList(value: string | undefined): value is PartnerList {
  return !!value && Object.prototype.hasOwnProperty.call(PARTNER_LISTS, value);
}

/** One account of an admin partner list as GET /admin/getAll/{role} answers it (the contract's), with the `id` the data provider adds. */
type ApiPartner = components['schemas']['Partner'];
export type Partner = ApiPartner & { id?: string };

export function hasIdentity(partner: Partner): boolean {
  return !!partner['N_identité'] && !!partner.Date_birth;
}

/** The partner roles (a filter of the non-verified list, which mixes them). */
export const PARTNER_ROLES = ['restaurant_owner', 'services_owner', 'store_owner', 'rider'] as const;

/** What a partner list is narrowed by: the search (name or e-mail), the role, the verification. */
export interface PartnerFilters {
  q?: string;
  type?: string;
  verified?: boolean;
}
