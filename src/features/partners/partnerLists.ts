import type { BusinessType, PartnerListRole } from '../../domain/roles';

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

/** One account of an admin partner list, as GET /admin/getAll/{role} answers it. */
export interface Partner {
  _id: string;
  id?: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  verified: boolean;
  profilePicture?: string | null;
  Date_birth?: string | null;
  N_account?: string | null;
  N_identité?: string | null;
  scan_Id?: string | null;
  createdAt?: string;
  /** The partner terms' version the account accepted at onboarding, and when. */
  termsVersion?: string | null;
  termsAcceptedAt?: string | null;
  businessId?: string | null;
  businessType?: BusinessType | null;
  businessName?: string | null;
  Number_Rider?: number | null;
}

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
