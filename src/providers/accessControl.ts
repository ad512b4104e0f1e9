import type { AccessControlProvider } from '@refinedev/core';
import type { SessionUser } from '../domain/roles';
import { staffMayUse, type StaffArea, type StaffRole } from '../domain/staff';
import { authProvider } from './authProvider';

export interface RoleMeta {
  /** Roles that see this resource; none means every back-office role. */
  roles?: readonly string[];
  /** The part of the business it belongs to: a staff member sees it only if their staff role may use it (none: never). */
  area?: StaffArea;
}

/** May `role` (and, for a business's staff member, their `staffRole`) use a resource declared with `meta`? */
export function canRoleAccess(role: string | null | undefined, meta: RoleMeta | undefined, staffRole?: StaffRole | null): boolean {
  if (!role) return false;
  if (staffRole && !staffMayUse(staffRole, meta?.area)) return false;
  return !meta?.roles || meta.roles.includes(role);
}

/** Keyed by role: a resource's `meta.roles` lists who may see it (the side menu follows), `meta.area` which staff. */
export function createAccessControlProvider(
  getRole: () => Promise<string | null | undefined>,
  getStaffRole: () => Promise<StaffRole | null | undefined> = async () => null,
): AccessControlProvider {
  return {
    async can({ params }) {
      const meta = (params?.resource as { meta?: RoleMeta } | undefined)?.meta;
      const [role, staffRole] = await Promise.all([getRole(), getStaffRole()]);
      return canRoleAccess(role, meta, staffRole) ? { can: true } : { can: false, reason: 'Unauthorized Access' };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}

export const accessControlProvider = createAccessControlProvider(
  async () => {
    try {
      return ((await authProvider.getPermissions?.()) as string | null) ?? null;
    } catch {
      return null;
    }
  },
  async () => {
    try {
      return ((await authProvider.getIdentity?.()) as SessionUser | null)?.staff?.role ?? null;
    } catch {
      return null;
    }
  },
);
