import { EMAIL_PATTERN, isStrongPassword, normalizeEmail } from './auth';
import { MSG } from './messages';
import { STAFF_ROLES, type SessionUser, type StaffIdentity, type StaffRole } from './roles';
import { isBlankText, type FieldErrors } from './validation';

/**
 * A business's team: the owner (everything, as always) and staff accounts acting for the business with a
 * staff role. These rules drive both the server's access guard and the SPA's navigation.
 */
// The staff roles and a staff session's identity are declared with the other roles (roles.ts).
export { STAFF_ROLES, type StaffIdentity, type StaffRole };

/** The account role of a staff member's own user row; what they may do comes from their staff role. */
export const STAFF_ACCOUNT_ROLE = 'staff';

/**
 * The parts of a business a route or a screen belongs to:
 *  - desk: live orders, order history, accept/refuse/print, pause and resume;
 *  - soldOut: the product list and its sold-out switch;
 *  - menu: menu, products, packs, categories, images;
 *  - settings: the business's settings, schedule and what happens to unanswered orders;
 *  - dashboard: sales figures;
 *  - notifications: this device's order notifications;
 *  - ownAccount: the member's own sign-in, language and sign-out.
 * The team, identity documents and the owner's account belong to no staff role.
 */
export const STAFF_AREAS = ['desk', 'soldOut', 'menu', 'settings', 'dashboard', 'notifications', 'ownAccount'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const STAFF_ACCESS: Record<StaffRole, readonly StaffArea[]> = {
  manager: ['desk', 'soldOut', 'menu', 'settings', 'dashboard', 'notifications', 'ownAccount'],
  desk: ['desk', 'soldOut', 'notifications', 'ownAccount'],
};

/** Areas about the member's own account and devices: their requests run as the member, not as the business. */
export const STAFF_SELF_AREAS: readonly StaffArea[] = ['ownAccount', 'notifications'];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** May a member with this staff role use this area? Anything unknown is refused. */
export function staffMayUse(role: unknown, area: unknown): boolean {
  return isStaffRole(role) && (STAFF_ACCESS[role] as readonly unknown[]).includes(area);
}

/** The fields of a product change that only switch it sold out or back on sale. */
const SOLD_OUT_FIELDS = ['soldOut', 'soldOutUntil'];

/** A product change that only switches sold out on or off belongs to the soldOut area; any other is a menu edit. */
export function productChangeArea(body: unknown): StaffArea {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'menu';
  const keys = Object.keys(body);
  return keys.length > 0 && keys.every((key) => SOLD_OUT_FIELDS.includes(key)) ? 'soldOut' : 'menu';
}

/** At most this many members (staff accounts and pending invitations) per business. */
export const TEAM_LIMIT = 20;
/** An invitation's link works this many days. */
export const INVITATION_DAYS = 7;

/** The business a staff account acts for, as the server answers it (GET /api/team/me). */
export interface StaffMembership {
  role: StaffRole;
  owner: { _id: string; name: string; role: string; verified: boolean };
}

/**
 * The identity the back-office runs under for a staff member: the business owner's id, role and
 * verification (every screen of the business keeps working as for its owner), the member's own name,
 * e-mail and language, and their staff role.
 */
export function staffSession(member: SessionUser, membership: StaffMembership): SessionUser & { staff: StaffIdentity } {
  return {
    ...member,
    _id: membership.owner._id,
    role: membership.owner.role,
    verified: membership.owner.verified,
    N_identité: null,
    staff: { memberId: member._id, role: membership.role, ownerName: membership.owner.name },
  };
}

export interface InvitationInput {
  email?: unknown;
  role?: unknown;
}

export function validateInvitation(input: InvitationInput): FieldErrors<'email' | 'role'> {
  const errors: FieldErrors<'email' | 'role'> = {};
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
  if (!email) errors.email = MSG.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MSG.emailInvalid;
  if (!isStaffRole(input.role)) errors.role = MSG.staffRoleRequired;
  return errors;
}

export interface AcceptInput {
  name?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}

/**
 * Accepting an invitation: a new account chooses a name and a password; an existing staff account
 * (one that left another team) proves itself with its password only.
 */
export function validateAcceptance(input: AcceptInput, existingAccount: boolean): FieldErrors<'name' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'name' | 'password' | 'confirmPassword'> = {};
  if (existingAccount) {
    if (typeof input.password !== 'string' || input.password === '') errors.password = MSG.passwordRequired;
    return errors;
  }
  if (isBlankText(input.name)) errors.name = MSG.nameRequired;
  else if (String(input.name).trim().length > 100) errors.name = MSG.textTooLong;
  if (typeof input.password !== 'string' || !isStrongPassword(input.password)) errors.password = MSG.password;
  if (input.confirmPassword !== input.password) errors.confirmPassword = MSG.passwordsMismatch;
  return errors;
}
