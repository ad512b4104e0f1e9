import { describe, expect, it } from 'vitest';
import {
  averageOfDays,
  canStillEdit,
  canStillRate,
  isAlertThreshold,
  isBelowThreshold,
  periodDays,
  REVIEW_TAGS,
  tagBits,
  tagsOfBits,
  trendOf,
  validateModeration,
  validateRating,
  validateReply,
} from '../../src/domain/reviews';
import { SERVER_MSG } from '../../src/domain/serverMessages';

const HOUR = 3_600_000;
const at = new Date('2026-11-25T12:00:00Z');

describe('ratings', () => {
  it('stores tags as bits and reads them back in the list’s order; the daily sums have room for every tag', () => {
    expect(tagsOfBits(tagBits(['late', 'greatTaste']))).toEqual(['greatTaste', 'late']);
    expect(tagBits([])).toBe(0);
    // review_days keeps 16 tag counters (migration 0026).
    expect(REVIEW_TAGS.length).toBeLessThanOrEqual(16);
  });

  it('takes 1 to 5 stars, tags of the list once each, a comment of at most 500 characters, thumbs once per item', () => {
    expect(validateRating({ stars: 4, tags: ['cold'], comment: 'ok', items: [{ productId: 'a', thumb: 'up' }] })).toEqual({});
    expect(validateRating({ stars: 0 }).stars).toBe(SERVER_MSG.reviewStarsInvalid);
    expect(validateRating({ stars: 4.5 }).stars).toBe(SERVER_MSG.reviewStarsInvalid);
    expect(validateRating({ stars: 3, tags: ['cold', 'cold'] }).tags).toBe(SERVER_MSG.reviewTagsInvalid);
    expect(validateRating({ stars: 3, tags: ['soggy'] }).tags).toBe(SERVER_MSG.reviewTagsInvalid);
    expect(validateRating({ stars: 3, comment: 'x'.repeat(501) }).comment).toBe(SERVER_MSG.reviewCommentTooLong);
    expect(validateRating({ stars: 3, comment: 'a\u0007b' }).comment).toBe(SERVER_MSG.textHasControl);
    expect(validateRating({ stars: 3, comment: 'two\nlines' })).toEqual({});
    const twice = [
      { productId: 'a', thumb: 'up' },
      { productId: 'a', thumb: 'down' },
    ];
    expect(validateRating({ stars: 3, items: twice }).items).toBe(SERVER_MSG.reviewItemsInvalid);
    expect(validateRating({ stars: 3, items: [{ productId: 'a', thumb: 'meh' }] }).items).toBe(SERVER_MSG.reviewItemsInvalid);
  });

  it('rates within 7 days of the delivery, changes a rating or a reply within 24 hours', () => {
    expect(canStillRate(new Date(at.getTime() - 7 * 24 * HOUR), at)).toBe(true);
    expect(canStillRate(new Date(at.getTime() - 7 * 24 * HOUR - 1), at)).toBe(false);
    expect(canStillEdit(new Date(at.getTime() - 24 * HOUR), at)).toBe(true);
    expect(canStillEdit(new Date(at.getTime() - 24 * HOUR - 1), at)).toBe(false);
  });

  it('needs a visible reply, and a reason to hide', () => {
    expect(validateReply({ text: '  ' }).text).toBe(SERVER_MSG.reviewReplyRequired);
    expect(validateReply({ text: 'x'.repeat(501) }).text).toBe(SERVER_MSG.reviewReplyTooLong);
    expect(validateReply({ text: 'Merci !' })).toEqual({});
    expect(validateModeration({ part: 'comment', hidden: true }).reason).toBe(SERVER_MSG.hideReasonRequired);
    expect(validateModeration({ part: 'comment', hidden: false })).toEqual({});
    expect(validateModeration({ part: 'stars', hidden: true, reason: 'x' }).part).toBe(SERVER_MSG.reviewPartInvalid);
  });

  it('sums days into periods ending today (UTC), and compares a period with the one before', () => {
    const { from, previousFrom } = periodDays(at, 7);
    expect([from, previousFrom]).toEqual(['2026-11-19', '2026-11-12']);
    const days = [
      { day: '2026-11-25', count: 2, stars: [0, 0, 0, 1, 1], tags: [] },
      { day: '2026-11-19', count: 1, stars: [1, 0, 0, 0, 0], tags: [] },
      { day: '2026-11-18', count: 1, stars: [0, 0, 0, 0, 1], tags: [] },
    ];
    expect(averageOfDays(days, from)).toEqual({ average: 3.3, count: 3, sum: 10 });
    expect(averageOfDays(days, previousFrom, from)).toEqual({ average: 5, count: 1, sum: 5 });
    expect(averageOfDays([], from).average).toBeNull();
    expect(trendOf(3.3, 5)).toBe('down');
    expect(trendOf(4.2, 4.2)).toBe('flat');
    expect(trendOf(4, null)).toBe('none');
  });

  it('flags a partner under the threshold only with enough ratings; a threshold has one decimal from 1 to 5', () => {
    expect(isBelowThreshold(2, 3, 3.5)).toBe(true);
    expect(isBelowThreshold(2, 2, 3.5)).toBe(false);
    expect(isBelowThreshold(3.5, 9, 3.5)).toBe(false);
    expect([1, 1.1, 3.5, 4.9, 5].every(isAlertThreshold)).toBe(true);
    expect([0.9, 3.55, 5.1, NaN, '3'].some(isAlertThreshold)).toBe(false);
  });
});
