import { operation, param, type EndpointTable, type RequestBody } from './types';

/** What customers say (issue 45): a business's reviews and reply (meta { businessId }), and the admins' watch. */
export const reviewsEndpoints: EndpointTable = {
  reviews: {
    /** A business's reviews, server-paged, newest first: filters stars, withComment, unanswered. */
    getList: operation('listReviews', { method: 'GET', path: (p) => `/reviews/${param(p, 'businessId')}` }),
    /** Averages for 7, 30 and 90 days, stars and tags. */
    summary: operation('getReviewSummary', { method: 'GET', path: (p) => `/reviews/${param(p, 'businessId')}/summary` }),
    /** The business's public reply: meta { businessId, reviewId }, values { text }. */
    reply: operation('replyToReview', {
      method: 'PUT',
      path: (p) => `/reviews/${param(p, 'businessId')}/${param(p, 'reviewId')}/reply`,
      body: (p) => p.variables as RequestBody<'replyToReview'>,
    }),
  },
  partnerRatings: {
    /** Partners rated in the last 30 days, lowest average first: filters type, search, belowThreshold. */
    getList: operation('listPartnerRatings', { method: 'GET', path: () => '/admin/reviews/partners' }),
    /** The partners under the alert threshold (the admin overview). */
    alerts: operation('getRatingAlerts', { method: 'GET', path: () => '/admin/reviews/alerts' }),
    /** Hides (or shows again) a comment or a reply: meta { reviewId }, values { part, hidden, reason? }. */
    moderate: operation('moderateReview', {
      method: 'PUT',
      path: (p) => `/admin/reviews/${param(p, 'reviewId')}/moderation`,
      body: (p) => p.variables as RequestBody<'moderateReview'>,
    }),
    settings: operation('getReviewSettings', { method: 'GET', path: () => '/admin/reviews/settings' }),
    /** values { alertThreshold }. */
    setSettings: operation('setReviewSettings', {
      method: 'PUT',
      path: () => '/admin/reviews/settings',
      body: (p) => p.variables as RequestBody<'setReviewSettings'>,
    }),
  },
};
