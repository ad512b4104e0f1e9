import { hasControlCharacters } from './input';
import { SERVER_MSG } from './serverMessages';
import { isBlankText, type FieldErrors } from './validation';

/**
 * What customers say of a delivered order (issue 45): stars, tags from a fixed list, a comment and thumbs on
 * items; the business's one public reply; an admin hiding an abusive comment or reply (the stars still count).
 */

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** What a customer may tick; the order is the bitmask's (tags are stored as bits, so counting them is one scan). */
export const REVIEW_TAGS = [
  'greatTaste',
  'wellPacked',
  'fastDelivery',
  'generousPortions',
  'friendly',
  'cold',
  'late',
  'missingItem',
  'wrongItem',
  'poorPacking',
] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number];
/** The tags that say something went well (shown green); the others went wrong. */
export const PRAISE_TAGS: readonly ReviewTag[] = ['greatTaste', 'wellPacked', 'fastDelivery', 'generousPortions', 'friendly'];

export const THUMBS = ['up', 'down'] as const;
export type Thumb = (typeof THUMBS)[number];

/** A customer rates an order within this many days of its delivery. */
export const RATING_WINDOW_DAYS = 7;
/** A rating, and a reply, may be changed for this many hours after it was first written. */
export const EDIT_WINDOW_HOURS = 24;
export const MAX_COMMENT_CHARS = 500;
export const MAX_REPLY_CHARS = 500;
export const MAX_HIDE_REASON_CHARS = 300;
/** The periods the Reviews screen sums up, in days; the first is the admin alert's. */
export const REVIEW_PERIODS = [7, 30, 90] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];
export const ALERT_PERIOD_DAYS = 7;
/** The admin overview flags a partner under the threshold only with at least this many ratings in 7 days. */
export const MIN_RATINGS_FOR_ALERT = 3;
/** The alert threshold's default and bounds (an average of stars, one decimal). */
export const DEFAULT_ALERT_THRESHOLD = 3.5;
export const MIN_ALERT_THRESHOLD = 1;
export const MAX_ALERT_THRESHOLD = 5;
/** The parts of a review an admin may hide. */
export const HIDDEN_PARTS = ['comment', 'reply'] as const;
export type HiddenPart = (typeof HIDDEN_PARTS)[number];
/** The list filters of the Reviews screen. */
export const REVIEW_FILTERS = ['stars', 'withComment', 'unanswered'] as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const isStars = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MIN_STARS && (value as number) <= MAX_STARS;
export const isReviewTag = (value: unknown): value is ReviewTag =>
  typeof value === 'string' && (REVIEW_TAGS as readonly string[]).includes(value);

/** Tags as the bits they are stored as (the first tag is bit 0). */
export function tagBits(tags: readonly ReviewTag[]): number {
  return tags.reduce((bits, tag) => bits | (1 << REVIEW_TAGS.indexOf(tag)), 0);
}
/** Stored bits back to tags, in the list's order. */
export function tagsOfBits(bits: number): ReviewTag[] {
  return REVIEW_TAGS.filter((_, i) => (bits & (1 << i)) !== 0);
}

/** May the order's customer still rate it (delivered at `deliveredAt`)? */
export const canStillRate = (deliveredAt: Date, now: Date) => now.getTime() - deliveredAt.getTime() <= RATING_WINDOW_DAYS * DAY_MS;
/** May something written at `writtenAt` (a rating, a reply) still be changed? */
export const canStillEdit = (writtenAt: Date, now: Date) => now.getTime() - writtenAt.getTime() <= EDIT_WINDOW_HOURS * HOUR_MS;
/** Until when it may be changed. */
export const editableUntil = (writtenAt: Date) => new Date(writtenAt.getTime() + EDIT_WINDOW_HOURS * HOUR_MS);

export interface RatingInput {
  stars?: unknown;
  tags?: unknown;
  comment?: unknown;
  items?: unknown;
}
export type RatingField = 'stars' | 'tags' | 'comment' | 'items';

/** A rating's problems, one message per field (the API's 400 and the form's). */
export function validateRating(input: RatingInput): FieldErrors<RatingField> {
  const errors: FieldErrors<RatingField> = {};
  if (!isStars(input.stars)) errors.stars = SERVER_MSG.reviewStarsInvalid;
  if (input.tags !== undefined) {
    const tags = input.tags;
    if (!Array.isArray(tags) || !tags.every(isReviewTag) || new Set(tags).size !== tags.length) errors.tags = SERVER_MSG.reviewTagsInvalid;
  }
  if (input.comment !== undefined && input.comment !== null) {
    if (typeof input.comment !== 'string' || input.comment.trim().length > MAX_COMMENT_CHARS)
      errors.comment = SERVER_MSG.reviewCommentTooLong;
    else if (hasControlCharacters(input.comment)) errors.comment = SERVER_MSG.textHasControl;
  }
  if (input.items !== undefined) {
    const items = input.items;
    const ok =
      Array.isArray(items) &&
      items.every(
        (item: unknown) =>
          !!item &&
          typeof item === 'object' &&
          typeof (item as { productId?: unknown }).productId === 'string' &&
          (THUMBS as readonly unknown[]).includes((item as { thumb?: unknown }).thumb),
      ) &&
      new Set(items.map((item: { productId: string }) => item.productId)).size === items.length;
    if (!ok) errors.items = SERVER_MSG.reviewItemsInvalid;
  }
  return errors;
}

/** The owner's reply: some visible text, at most MAX_REPLY_CHARS, no control characters. */
export function validateReply(input: { text?: unknown }): FieldErrors<'text'> {
  const text = input.text;
  if (isBlankText(text)) return { text: SERVER_MSG.reviewReplyRequired };
  if ((text as string).trim().length > MAX_REPLY_CHARS) return { text: SERVER_MSG.reviewReplyTooLong };
  if (hasControlCharacters(text as string)) return { text: SERVER_MSG.textHasControl };
  return {};
}

/** An admin hiding (or showing again) a comment or a reply: hiding says why. */
export function validateModeration(input: {
  part?: unknown;
  hidden?: unknown;
  reason?: unknown;
}): FieldErrors<'part' | 'hidden' | 'reason'> {
  const errors: FieldErrors<'part' | 'hidden' | 'reason'> = {};
  if (!(HIDDEN_PARTS as readonly unknown[]).includes(input.part)) errors.part = SERVER_MSG.reviewPartInvalid;
  if (typeof input.hidden !== 'boolean') errors.hidden = SERVER_MSG.reviewHiddenInvalid;
  if (input.hidden === true) {
    if (isBlankText(input.reason)) errors.reason = SERVER_MSG.hideReasonRequired;
    else if ((input.reason as string).trim().length > MAX_HIDE_REASON_CHARS) errors.reason = SERVER_MSG.hideReasonTooLong;
    else if (hasControlCharacters(input.reason as string)) errors.reason = SERVER_MSG.textHasControl;
  }
  return errors;
}

export const isAlertThreshold = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= MIN_ALERT_THRESHOLD &&
  value <= MAX_ALERT_THRESHOLD &&
  Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** An average of stars as shown: one decimal, null when nothing was rated. */
export function roundedAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

export type Trend = 'up' | 'down' | 'flat' | 'none';
/** How the latest period's average compares with the one before it (a tenth of a star either way is flat). */
export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null) return 'none';
  const change = Math.round((current - previous) * 10);
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}

/** Does a partner's 7-day average call for the admin's attention? */
export const isBelowThreshold = (average: number | null, count: number, threshold: number) =>
  average !== null && count >= MIN_RATINGS_FOR_ALERT && average < threshold;

/** The UTC day `daysBack` days before `now`'s, as YYYY-MM-DD (the days ratings are summed by). */
export function utcDayBefore(now: Date, daysBack: number): string {
  return new Date(now.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
}
/** A period of `days` ending today (UTC): its first day, and the first day of the period before it. */
export function periodDays(now: Date, days: number): { from: string; previousFrom: string } {
  return { from: utcDayBefore(now, days - 1), previousFrom: utcDayBefore(now, 2 * days - 1) };
}
/** One day's sums of a business's ratings: how many, of each star (index 0 is 1 star), of each tag (by its bit). */
export interface RatingDay {
  day: string;
  count: number;
  stars: readonly number[];
  tags: readonly number[];
}
const starsSum = (stars: readonly number[]) => stars.reduce((sum, n, i) => sum + n * (i + 1), 0);

/** The average and count of the days from `from` (inclusive) to `to` (exclusive, none: to the end). */
export function averageOfDays(
  days: readonly RatingDay[],
  from: string,
  to?: string,
): { average: number | null; count: number; sum: number } {
  let count = 0;
  let sum = 0;
  for (const d of days)
    if (d.day >= from && (to === undefined || d.day < to)) {
      count += d.count;
      sum += starsSum(d.stars);
    }
  return { average: roundedAverage(sum, count), count, sum };
}

const WHOLE = 100;
/** A star's share of the ratings, as a whole percentage (0 when there are none): the length of its bar. */
export const shareOf = (count: number, total: number): number => (total > 0 ? Math.round((count * WHOLE) / total) : 0);
