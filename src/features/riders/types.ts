import type { FeeJournal, JournalGroup } from '../../domain/riderFees';
import type { RiderAvailability, RiderTotals } from '../../domain/riderStats';

/** A rider of the admin list (GET /data/admin/rider). */
export interface RiderRow {
  riderId: string;
  _id?: string;
  id?: string;
  Number_Rider: number;
  name: string;
  phone: string;
  email?: string;
  avability: RiderAvailability | string;
  totalOrders: RiderTotals;
}

/** One order of a journal list. */
export interface JournalEntry {
  _id: string;
  commandNumber: number;
  createdAt: string;
  statusOrders: string;
  kind: string;
  type_order: string;
  deleveryFee: number;
  totalPrix: number;
  prixActual?: number | null;
}

export interface RiderJournal {
  rider: { riderId: string; name: string; phone: string; email?: string; Number_Rider: number; avability: string };
  /** Amounts in dh, as the API sends them. */
  FeeJournal: FeeJournal<number>;
  journal: Record<JournalGroup, JournalEntry[]>;
  totalToPay?: number;
  lastPayment: { _id: string; amount: number; createdAt: string } | null;
}
