/** The admin's live overview: what the marketplace looks like now, from the database. */

/** A new order nobody decided within this long is flagged. */
export const STALE_NEW_MINUTES = 10;
/** At most this many stale orders are listed (the count says how many there are in all). */
export const STALE_NEW_LIST = 20;

export interface OverviewCell {
  kind: string;
  status: string;
  count: number;
}

export interface AdminOverview {
  /** Start of today (UTC), the figures' window. */
  since: string;
  today: OverviewCell[];
  /** Delivered sales of today. */
  revenueToday: number;
  staleNew: {
    count: number;
    orders: {
      _id: string;
      commandNumber: number;
      kind: string;
      businessName: string | null;
      createdAt: string;
      /** When every admin was alerted about it (escalation), or null: older than STALE_NEW_MINUTES only. */
      escalatedAt: string | null;
    }[];
  };
  partnersAwaiting: number;
  ridersAvailable: number;
}

/** The start of the UTC day holding `now`. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
