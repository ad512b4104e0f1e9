/** `staff`: a business's staff member's own account; what they may do comes from their staff role (src/domain/staff.ts). */
export const ROLES = [
  'admin',
  'restaurant_owner',
  'store_owner',
  'admin_restaurant',
  'services_owner',
  'rider',
  'client',
  'staff',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when registering on their own. */
export const SELF_REGISTER_ROLES = ['restaurant_owner', 'store_owner'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** The partner roles an admin lists, plus the pseudo-role of accounts not verified yet. */
export const PARTNER_LIST_ROLES = ['restaurant_owner', 'services_owner', 'store_owner', 'rider', 'non_verified'] as const;
export type PartnerListRole = (typeof PARTNER_LIST_ROLES)[number];

export type BusinessType = 'restaurant' | 'store' | 'services';
export const BUSINESS_TYPES: readonly BusinessType[] = ['restaurant', 'store', 'services'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles that own a business, and so may have a team. */
export const OWNER_ROLES = ['restaurant_owner', 'store_owner', 'services_owner'] as const;

/** The business an owner runs, or null for roles that own none. */
export function businessTypeOf(role: string): BusinessType | null {
  switch (role) {
    case 'restaurant_owner':
      return 'restaurant';
    case 'store_owner':
      return 'store';
    case 'services_owner':
      return 'services';
    default:
      return null;
  }
}

/** Roles whose home is in this back-office (riders and clients live elsewhere). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['admin', 'restaurant_owner', 'store_owner', 'services_owner', 'admin_restaurant'];

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: string;
  verified: boolean;
  N_identité?: string | null;
  /** The language the account reads (en, fr or ar): its e-mails are written in it. */
  language?: string;
  /** The clock the account reads times in (UTC or Africa/Casablanca). */
  timeZone?: string;
  /** When two-factor sign-in was turned on; null while it is off. */
  twoFactorEnabledAt?: string | null;
  /** An administrator who must turn two-factor sign-in on before anything else. */
  twoFactorRequired?: boolean;
  /** The version of the partner terms the account accepted (src/domain/terms.ts), and when. */
  termsVersion?: string | null;
  termsAcceptedAt?: string | null;
  /** Set for a business's staff member: the identity is the business's, this names the member and their staff role. */
  staff?: StaffIdentity;
}

/** Where a logged-in person belongs: the back-office, onboarding, the rider site, or nowhere. */
export type Destination = 'onboarding' | 'back-office' | 'rider-site' | 'unauthorized';

export function destinationOf(user: Pick<SessionUser, 'role' | 'verified'>): Destination {
  if (!isRole(user.role) || user.role === 'client') return 'unauthorized';
  if (!user.verified && user.role !== 'admin') return 'onboarding';
  if (user.role === 'rider') return 'rider-site';
  return 'back-office';
}

/** A business's staff roles (what each may use: src/domain/staff.ts). */
export const STAFF_ROLES = ['manager', 'desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Where a staff member stands in their business, as the SPA's identity carries it. */
export interface StaffIdentity {
  /** The member's own account. */
  memberId: string;
  role: StaffRole;
  /** The business owner's name. */
  ownerName: string;
}
