import type { Answer } from '../../api/types';

export type ReviewPage = Answer<'listReviews'>;
export type Review = ReviewPage['data'][number];
export type ReviewSummary = Answer<'getReviewSummary'>;
export type PartnerRatingPage = Answer<'listPartnerRatings'>;
export type PartnerRating = PartnerRatingPage['data'][number];

/** The filters of a business's review list, as the address and the API name them. */
export interface ReviewFilters {
  stars?: number;
  withComment?: boolean;
  unanswered?: boolean;
}
export interface PartnerFilters {
  type?: string;
  search?: string;
  belowThreshold?: boolean;
}

/** What an admin does to a review's text. */
export interface Moderation {
  part: 'comment' | 'reply';
  hidden: boolean;
  reason?: string;
}
