import type { OrderLike } from '../../components/useOrderFeed';
import type { Cancellation } from './problemTypes';

/** An order as the API sends it (SPEC §3); optional fields depend on kind and type_order. */
export interface Order extends OrderLike {
  _id: string;
  commandNumber: number;
  createdAt: string;
  kind?: 'restaurant' | 'store' | 'services' | 'grocery';
  type_order?: 'order' | 'pack';
  user_id?: { _id: string; name: string } | string | null;
  numberPhone?: string;
  orders?: unknown[];
  deleveryFee?: number;
  totalPrix?: number;
  statusOrders: string;
  message?: string;
  /** The business the order is for (none for Easy Market orders). */
  business?: { _id: string; name: string; type: string } | null;
  /** Set when the business accepted: minutes asked for and when it should be ready. */
  preparationMinutes?: number | null;
  readyAt?: string | null;
  /** Set when the business refused with a reason. */
  refusalReason?: string | null;
  refusalNote?: string | null;
  /** Accepted by the business's auto-accept setting, not by a person. */
  autoAccepted?: boolean;
  /** Who accepted or refused it (the owner or a staff member), by name; null when automatic or not answered yet. */
  decidedBy?: string | null;
  /** When every admin was alerted that nobody answered it. */
  escalatedAt?: string | null;
  /** Set once cancelled: by whom, why, and who bears it. */
  cancellation?: Cancellation | null;
  /** What refunds gave back to the customer, added up (dh). */
  refunded?: number;
  /** 1 as placed; one more each time the business changed its items before pickup. */
  version?: number;
  pack?: { _id: string; name: string; image?: string; price: number } | null;
  price?: number | null;
  rider_id?: {
    _id: string;
    Number_Rider?: number | null;
    user_id?: { name?: string; phone?: string };
    currentLocation?: { coordinates?: [number, number] } | null;
  } | null;
}

/** Which desk a table sits in: it decides the update endpoint and what happens after a decision. */
export type Desk = { by: 'owner'; type: 'restaurant' | 'store' | 'services' } | { by: 'admin'; type: 'grocery' | 'restaurant' | 'store' };
