/** The admin's live overview: what the marketplace looks like now, from the database (its answer: AdminOverview in server/stats/answers.ts). */

/** A new order nobody decided within this long is flagged. */
export const STALE_NEW_MINUTES = 10;
/** At most this many stale orders are listed (the count says how many there are in all). */
export const STALE_NEW_LIST = 20;

/** The start of the UTC day holding `now`. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
