import { Type } from 'typebox';
import { HIDDEN_PARTS, MAX_STARS, MIN_STARS, REVIEW_PERIODS, REVIEW_TAGS, THUMBS } from '../../src/domain/reviews';
import { BusinessKind, enumOf, Int, Moment, Money, Nullable, Num, OrderKind, Page, Str } from '../answers';

const Stars = Type.Integer({ minimum: MIN_STARS, maximum: MAX_STARS, description: '1 to 5' });
const Tag = enumOf(REVIEW_TAGS);
const ItemThumbAnswer = Type.Object({ productId: Str(), name: Str('The item as it was ordered'), thumb: enumOf(THUMBS) });
const Hidden = Nullable(Type.Object({ at: Moment(), reason: Str('Why an admin hid it') }));
const Average = Nullable(Num('Average stars, one decimal; null when nothing was rated'));

/** A customer's own rating of an order. */
export const CustomerReview = Type.Object({
  _id: Str(),
  orderId: Str(),
  stars: Stars,
  tags: Type.Array(Tag),
  comment: Str('Empty when none'),
  commentHidden: Type.Boolean({ description: 'An admin hid the comment: it is no longer shown' }),
  items: Type.Array(ItemThumbAnswer),
  createdAt: Moment(),
  updatedAt: Moment(),
  editableUntil: Moment('The rating may be changed until then'),
  reply: Nullable(Type.Object({ text: Str(), repliedAt: Moment() }, { description: "The business's public reply" })),
});
export const CustomerReviewAnswer = Type.Object({ review: CustomerReview });

/** A review as the business (and an admin) reads it, with its order. */
export const BusinessReview = Type.Object({
  _id: Str(),
  stars: Stars,
  tags: Type.Array(Tag),
  comment: Str('Empty when none, or when an admin hid it from the business'),
  commentHidden: Hidden,
  items: Type.Array(ItemThumbAnswer),
  createdAt: Moment(),
  updatedAt: Moment(),
  reply: Nullable(
    Type.Object({
      text: Str(),
      repliedAt: Moment(),
      updatedAt: Moment(),
      by: Nullable(Str('Who wrote it')),
      editableUntil: Moment('The reply may be changed until then'),
      hidden: Hidden,
    }),
  ),
  order: Type.Object({
    _id: Str(),
    commandNumber: Int(),
    kind: OrderKind,
    createdAt: Moment('When it was placed'),
    deliveredAt: Moment(),
    total: Money(),
    lines: Type.Array(Type.Object({ name: Str(), quantity: Int() })),
  }),
  business: Type.Object({ _id: Str(), name: Str() }),
});
export const BusinessReviewPage = Page(BusinessReview);
export const ReplyAnswer = Type.Object({ review: BusinessReview });

const PeriodFigures = Type.Object({
  days: Type.Integer({ enum: [...REVIEW_PERIODS], description: 'The last 7, 30 or 90 days' }),
  average: Average,
  count: Int('Ratings in the period'),
  previousAverage: Average,
  trend: enumOf(['up', 'down', 'flat', 'none'] as const, 'The average against the period before'),
});
export const ReviewSummary = Type.Object({
  businessId: Str(),
  periods: Type.Array(PeriodFigures),
  distribution: Type.Array(Type.Object({ stars: Stars, count: Int() }), { description: 'The last 90 days, 5 stars first' }),
  topTags: Type.Array(Type.Object({ tag: Tag, count: Int() }), { description: 'The last 90 days, most frequent first' }),
});

export const PartnerRating = Type.Object({
  businessId: Str(),
  name: Str(),
  type: BusinessKind,
  average7: Average,
  count7: Int(),
  average30: Average,
  count30: Int(),
  lastReviewAt: Moment(),
  belowThreshold: Type.Boolean({ description: 'The 7-day average is under the alert threshold (with enough ratings)' }),
});
export const PartnerRatingPage = Type.Object({ ...Page(PartnerRating).properties, threshold: Num('The alert threshold in force') });
export const ReviewAlerts = Type.Object({
  threshold: Num(),
  minRatings: Int('Ratings needed in 7 days before a partner is flagged'),
  count: Int('Partners under the threshold'),
  partners: Type.Array(PartnerRating, { description: 'The lowest first, at most 10' }),
});
export const ReviewSettings = Type.Object({ alertThreshold: Num('Average stars under which a partner is flagged, 1 to 5') });
export const ModerationAnswer = Type.Object({ review: BusinessReview, part: enumOf(HIDDEN_PARTS) });
