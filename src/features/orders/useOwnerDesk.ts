import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import type { Desk } from './types';

/** The owner's business and the desk its orders are handled from. */
export function useOwnerDesk() {
  const current = useCurrentBusiness<{ _id: string; name?: string; preparationMinutes?: number; printOnAccept?: boolean }>();
  const desk: Desk | null = current.type ? { by: 'owner', type: current.type } : null;
  return { ...current, desk, businessId: current.business?._id };
}
