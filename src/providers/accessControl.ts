import type { AccessControlProvider } from '@refinedev/core';
import { authProvider } from './authProvider';

export interface RoleMeta {
  /** Roles that see this resource; none means every back-office role. */
  roles?: readonly string[];
}

/** May `role` use a resource declared with `meta`? */
export function canRoleAccess(role: string | null | undefined, meta: RoleMeta | undefined): boolean {
  if (!role) return false;
  return !meta?.roles || meta.roles.includes(role);
}

/** Keyed by role: a resource's `meta.roles` lists who may see it (the side menu follows). */
export function createAccessControlProvider(getRole: () => Promise<string | null | undefined>): AccessControlProvider {
  return {
    async can({ params }) {
      const meta = (params?.resource as { meta?: RoleMeta } | undefined)?.meta;
      const role = await getRole();
      return canRoleAccess(role, meta) ? { can: true } : { can: false, reason: 'Unauthorized Access' };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}

export const accessControlProvider = createAccessControlProvider(async () => {
  try {
    return ((await authProvider.getPermissions?.()) as string | null) ?? null;
  } catch {
    return null;
  }
});
