import { useGetIdentity } from '@refinedev/core';
import type { SessionUser } from '../../domain/roles';
import { staffMayUse } from '../../domain/staff';
import type { ProblemRights } from './problemTypes';

/**
 * What the reader may do to an order gone wrong: an admin refunds and changes who pays; the owner or a manager
 * disputes a refund charged to the business: a staff member when their role has the business's money (the
 * 'dashboard' area the server checks the dispute route against), so desk staff only read it.
 */
export function useProblemRights(): ProblemRights {
  const { data: user } = useGetIdentity<SessionUser>();
  const admin = user?.role === 'admin';
  return { admin, mayDispute: !!user && !admin && (!user.staff || staffMayUse(user.staff.role, 'dashboard')) };
}
