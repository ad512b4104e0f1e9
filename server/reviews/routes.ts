import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_CHARS } from '../../src/domain/listQuery';
import {
  canStillEdit,
  HIDDEN_PARTS,
  isAlertThreshold,
  MAX_ALERT_THRESHOLD,
  MAX_HIDE_REASON_CHARS,
  MAX_REPLY_CHARS,
  MIN_ALERT_THRESHOLD,
  MIN_RATINGS_FOR_ALERT,
  validateModeration,
  validateReply,
} from '../../src/domain/reviews';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { assertOwnerOrAdmin, type RequestUser } from '../access';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { businesses, reviews } from '../db/schema';
import { assertValid, badRequest, conflict, notFound } from '../errors';
import { bodyOf, BusinessTypeParam, Id, oneOf, params, typed } from '../schemas';
import {
  BusinessReviewPage,
  ModerationAnswer,
  PartnerRatingPage,
  ReplyAnswer,
  ReviewAlerts,
  ReviewSettings,
  ReviewSummary,
} from './answers';
import { lowRatingPushHandler, LOW_RATING_PUSH } from './notify';
import { oneReview, partnerRatings, reviewPage, reviewSummary } from './queries';
import { alertThreshold, setAlertThreshold } from './settings';

const OWNERS_AND_ADMINS = { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } } as const;
const OWNERS = { access: { roles: ['restaurant_owner', 'store_owner', 'services_owner'] } } as const;
const ADMIN = { access: { roles: ['admin'] } } as const;
const ofBusiness = params({ businessId: Id });
const ALERT_LIST = 10;

const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 9_999_999, description: 'Page number from 1 (1)' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Rows a page, 1 to ${MAX_PAGE_SIZE} (${DEFAULT_PAGE_SIZE})` }),
  ),
};
const TrueFalse = (description: string) => Type.Union([Type.Literal('true'), Type.Literal('false')], { description });
const ReviewListQuery = Type.Object({
  ...Paging,
  stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'Only the reviews of this many stars' })),
  withComment: Type.Optional(TrueFalse('true: only the reviews with a comment; false: only those without')),
  unanswered: Type.Optional(TrueFalse('true: only the reviews not replied to yet; false: only those replied to')),
});
const PartnerListQuery = Type.Object({
  ...Paging,
  type: Type.Optional(BusinessTypeParam),
  search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_CHARS, description: "Part of the business's name" })),
  belowThreshold: Type.Optional(TrueFalse('true: only the partners whose 7-day average is under the alert threshold')),
});
const ReplyBody = bodyOf({
  text: Type.String({ maxLength: MAX_REPLY_CHARS + 100, description: `The public reply, 1 to ${MAX_REPLY_CHARS} characters` }),
});
const ModerationBody = bodyOf({
  part: oneOf(HIDDEN_PARTS, 'comment or reply'),
  hidden: Type.Boolean({ description: 'true hides it, false shows it again' }),
  reason: Type.Optional(
    Type.String({
      maxLength: MAX_HIDE_REASON_CHARS + 100,
      description: `Why it is hidden (needed to hide), at most ${MAX_HIDE_REASON_CHARS} characters`,
    }),
  ),
});
const SettingsBody = bodyOf({
  alertThreshold: Type.Number({
    minimum: MIN_ALERT_THRESHOLD,
    maximum: MAX_ALERT_THRESHOLD,
    description: `An average of stars, ${MIN_ALERT_THRESHOLD} to ${MAX_ALERT_THRESHOLD}, one decimal`,
  }),
});
const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/**
 * What customers say, for the business (issue 45 part 2): figures, a filtered page of reviews with their orders,
 * one public reply; and for admins (part 3): partners by their averages, hiding a comment or reply, the alert.
 */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  ctx.jobs.handle(LOW_RATING_PUSH, lowRatingPushHandler(ctx, app.log));

  async function businessFor(user: RequestUser, id: string) {
    const [business] = await ctx.db.select({ _id: businesses._id, owner: businesses.owner }).from(businesses).where(eq(businesses._id, id));
    if (!business) throw notFound(SERVER_MSG.businessNotFound);
    assertOwnerOrAdmin(user, business.owner);
    return business;
  }
  const ownBusiness = (req: FastifyRequest) => businessFor(req.user!, (req.params as { businessId: string }).businessId);

  api.get(
    '/api/reviews/:businessId/summary',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'getReviewSummary',
        summary: "Read a business's ratings: averages for 7, 30 and 90 days, stars and tags",
        params: ofBusiness,
        response: { 200: ReviewSummary },
      },
    },
    async (req) => {
      const business = await ownBusiness(req);
      return reviewSummary(ctx.db, business._id, ctx.now());
    },
  );

  api.get(
    '/api/reviews/:businessId',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'listReviews',
        summary: "List a business's reviews with their orders, newest first",
        params: ofBusiness,
        querystring: ReviewListQuery,
        response: { 200: BusinessReviewPage },
      },
    },
    async (req) => {
      const business = await ownBusiness(req);
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, stars, withComment, unanswered } = req.query;
      const filters = { stars, withComment: flag(withComment), unanswered: flag(unanswered) };
      return reviewPage(ctx.db, business._id, filters, page, pageSize, req.user!.role === 'admin');
    },
  );

  api.put(
    '/api/reviews/:businessId/:reviewId/reply',
    {
      config: { ...OWNERS, refusal: { body: (body) => validateReply(Object(body)) }, ownerFirst: ownBusiness },
      schema: {
        operationId: 'replyToReview',
        summary: 'Reply publicly to a review, once (changed within 24 hours)',
        params: params({ businessId: Id, reviewId: Id }),
        body: ReplyBody,
        response: { 200: ReplyAnswer },
      },
    },
    async (req) => {
      const business = await ownBusiness(req);
      assertValid(validateReply(req.body));
      const [review] = await ctx.db
        .select()
        .from(reviews)
        .where(and(eq(reviews._id, req.params.reviewId), eq(reviews.businessId, business._id)));
      if (!review) throw notFound(SERVER_MSG.reviewNotFound);
      const now = ctx.now();
      if (review.repliedAt && !canStillEdit(new Date(review.repliedAt), now)) throw conflict(SERVER_MSG.reviewReplyClosed);
      const by = req.user!.actor?.name ?? req.user!.name;
      await ctx.db
        .update(reviews)
        .set({
          reply: req.body.text.trim(),
          repliedAt: review.repliedAt ?? now.toISOString(),
          replyUpdatedAt: now.toISOString(),
          repliedBy: by,
        })
        .where(eq(reviews._id, review._id));
      return { review: (await oneReview(ctx.db, review._id, false))! };
    },
  );

  api.get(
    '/api/admin/reviews/partners',
    {
      config: ADMIN,
      schema: {
        operationId: 'listPartnerRatings',
        summary: 'List partners rated in the last 30 days, the lowest average first',
        querystring: PartnerListQuery,
        response: { 200: PartnerRatingPage },
      },
    },
    async (req) => {
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, type, search, belowThreshold } = req.query;
      const threshold = await alertThreshold(ctx.db);
      const filters = { type, search: search?.trim() || undefined, belowOnly: belowThreshold === 'true' };
      return { ...(await partnerRatings(ctx.db, ctx.now(), threshold, filters, page, pageSize)), threshold };
    },
  );

  api.get(
    '/api/admin/reviews/alerts',
    {
      config: ADMIN,
      schema: {
        operationId: 'getRatingAlerts',
        summary: 'List the partners whose 7-day average is under the alert threshold',
        response: { 200: ReviewAlerts },
      },
    },
    async () => {
      const threshold = await alertThreshold(ctx.db);
      const { data, total } = await partnerRatings(ctx.db, ctx.now(), threshold, { belowOnly: true }, 1, ALERT_LIST);
      return { threshold, minRatings: MIN_RATINGS_FOR_ALERT, count: total, partners: data };
    },
  );

  api.put(
    '/api/admin/reviews/:reviewId/moderation',
    {
      config: { ...ADMIN, refusal: { body: (body) => validateModeration(Object(body)) } },
      schema: {
        operationId: 'moderateReview',
        summary: "Hide a review's comment or reply with a reason, or show it again (the stars still count)",
        params: params({ reviewId: Id }),
        body: ModerationBody,
        response: { 200: ModerationAnswer },
      },
    },
    async (req) => {
      assertValid(validateModeration(req.body));
      const { part, hidden } = req.body;
      const reason = hidden ? req.body.reason!.trim() : null;
      const [review] = await ctx.db.select().from(reviews).where(eq(reviews._id, req.params.reviewId));
      if (!review) throw notFound(SERVER_MSG.reviewNotFound);
      const text = part === 'comment' ? review.comment : review.reply;
      if (!text) throw badRequest(SERVER_MSG.reviewNothingToHide);
      const now = ctx.now().toISOString();
      const before =
        part === 'comment'
          ? { hidden: !!review.commentHiddenAt, reason: review.commentHiddenReason }
          : { hidden: !!review.replyHiddenAt, reason: review.replyHiddenReason };
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set(
            part === 'comment'
              ? { commentHiddenAt: hidden ? now : null, commentHiddenReason: reason }
              : { replyHiddenAt: hidden ? now : null, replyHiddenReason: reason },
          )
          .where(eq(reviews._id, review._id));
        await audit(tx, req.user!, {
          action: 'review.moderate',
          targetType: 'order',
          targetId: review.orderId,
          before: { part, ...before },
          after: { part, hidden, reason, text },
        });
      });
      const answer = (await oneReview(ctx.db, review._id, true))!;
      ctx.realtime.toBusiness(review.businessId, 'reviewChanged', { reviewId: review._id });
      return { review: answer, part };
    },
  );

  api.get(
    '/api/admin/reviews/settings',
    {
      config: ADMIN,
      schema: { operationId: 'getReviewSettings', summary: 'Read the rating alert threshold', response: { 200: ReviewSettings } },
    },
    async () => ({ alertThreshold: await alertThreshold(ctx.db) }),
  );

  api.put(
    '/api/admin/reviews/settings',
    {
      config: {
        ...ADMIN,
        refusal: { body: (body) => (isAlertThreshold(Object(body).alertThreshold) ? undefined : SERVER_MSG.alertThresholdInvalid) },
      },
      schema: {
        operationId: 'setReviewSettings',
        summary: 'Set the 7-day average under which a partner is flagged',
        body: SettingsBody,
        response: { 200: ReviewSettings },
      },
    },
    async (req) => {
      const value = req.body.alertThreshold;
      if (!isAlertThreshold(value)) throw badRequest(SERVER_MSG.alertThresholdInvalid);
      const before = await alertThreshold(ctx.db);
      await ctx.db.transaction(async (tx) => {
        await setAlertThreshold(tx, value);
        await audit(tx, req.user!, {
          action: 'review.threshold',
          targetType: 'setting',
          targetId: 'reviews.alertThreshold',
          targetLabel: 'reviews.alertThreshold',
          before: { alertThreshold: before },
          after: { alertThreshold: value },
        });
      });
      return { alertThreshold: value };
    },
  );
}
