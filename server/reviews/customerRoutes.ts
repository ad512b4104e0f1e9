import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, min } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { DELIVERY_KINDS } from '../../src/domain/commission';
import { SUCCESS_STATUS } from '../../src/domain/stats';
import {
  canStillEdit,
  canStillRate,
  editableUntil,
  MAX_COMMENT_CHARS,
  REVIEW_TAGS,
  tagBits,
  tagsOfBits,
  THUMBS,
  validateRating,
  type ReviewTag,
} from '../../src/domain/reviews';
import { MSG } from '../../src/domain/messages';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { AppContext } from '../context';
import { ledgerEntries, orders, reviews, type ItemThumb } from '../db/schema';
import { assertValid, badRequest, conflict, notFound } from '../errors';
import { bodyOf, Id, oneOf, params, typed } from '../schemas';
import { CustomerReview, CustomerReviewAnswer } from './answers';
import { oneReview } from './queries';
import { REVIEW_CREATED_EVENT, scheduleLowRatingPush } from './notify';

const CLIENT = { access: { roles: ['client'] } } as const;
const ofOrder = params({ id: Id });

const RatingBody = bodyOf({
  stars: Type.Integer({ minimum: 1, maximum: 5, description: '1 to 5 stars' }),
  tags: Type.Optional(Type.Array(oneOf(REVIEW_TAGS), { maxItems: REVIEW_TAGS.length, uniqueItems: true, description: 'Tags of the list' })),
  comment: Type.Optional(Type.String({ maxLength: MAX_COMMENT_CHARS + 100, description: `At most ${MAX_COMMENT_CHARS} characters` })),
  items: Type.Optional(
    Type.Array(bodyOf({ productId: Id, thumb: oneOf(THUMBS, 'up or down') }), {
      maxItems: 50,
      description: 'Thumbs on items of the order, each at most once',
    }),
  ),
});
type RatingBody = Static<typeof RatingBody>;

type ReviewRow = typeof reviews.$inferSelect;
const iso = (moment: string) => new Date(moment).toISOString();
function customerJson(r: ReviewRow): Static<typeof CustomerReview> {
  const replyShown = r.reply !== null && r.repliedAt && !r.replyHiddenAt;
  return {
    _id: r._id,
    orderId: r.orderId,
    stars: r.stars,
    tags: tagsOfBits(r.tagBits),
    comment: r.commentHiddenAt ? '' : r.comment,
    commentHidden: r.commentHiddenAt !== null,
    items: r.items,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    editableUntil: editableUntil(new Date(r.createdAt)).toISOString(),
    reply: replyShown ? { text: r.reply!, repliedAt: iso(r.repliedAt!) } : null,
  };
}

/**
 * A customer's rating of its own delivered order (issue 45 part 1): once, within 7 days of the delivery,
 * changed within 24 hours. Another customer's order is not found.
 */
export async function reviewCustomerRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  async function ownOrder(req: FastifyRequest) {
    const { id } = req.params as { id: string };
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders._id, id), eq(orders.user_id, req.user!._id)));
    if (!order) throw notFound(MSG.orderNotFound);
    return order;
  }

  async function reviewOf(orderId: string) {
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.orderId, orderId));
    return row ?? null;
  }

  /** The thumbs, each on a line of the order, with its name as ordered. */
  function thumbsOf(body: RatingBody, lines: { productId: string; name: string }[]): ItemThumb[] {
    return (body.items ?? []).map((item) => {
      const line = lines.find((l) => l.productId === item.productId);
      if (!line) throw badRequest(SERVER_MSG.reviewItemsInvalid);
      return { productId: item.productId, name: line.name, thumb: item.thumb };
    });
  }

  const fieldsOf = (body: RatingBody, lines: { productId: string; name: string }[]) => ({
    stars: body.stars,
    tagBits: tagBits((body.tags ?? []) as ReviewTag[]),
    comment: (body.comment ?? '').trim(),
    items: thumbsOf(body, lines),
  });

  const refusal = { body: (body: unknown) => validateRating(Object(body)) };

  api.get(
    '/api/client/orders/:id/review',
    {
      config: CLIENT,
      schema: {
        operationId: 'getMyOrderReview',
        summary: "Read the customer's rating of its order",
        params: ofOrder,
        response: { 200: CustomerReviewAnswer },
      },
    },
    async (req) => {
      const order = await ownOrder(req);
      const review = await reviewOf(order._id);
      if (!review) throw notFound(SERVER_MSG.reviewNotFound);
      return { review: customerJson(review) };
    },
  );

  api.post(
    '/api/client/orders/:id/review',
    {
      config: { ...CLIENT, refusal, ownerFirst: ownOrder },
      schema: {
        operationId: 'rateMyOrder',
        summary: 'Rate a delivered order (customer): within 7 days of its delivery, once',
        params: ofOrder,
        body: RatingBody,
        response: { 201: CustomerReviewAnswer },
      },
    },
    async (req, reply) => {
      const order = await ownOrder(req);
      assertValid(validateRating(req.body));
      if (!order.businessId) throw conflict(SERVER_MSG.reviewNoBusiness);
      if (order.statusOrders !== SUCCESS_STATUS) throw conflict(SERVER_MSG.reviewNotDelivered);
      const [delivery] = await ctx.db
        .select({ at: min(ledgerEntries.occurredAt) })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, order._id), inArray(ledgerEntries.kind, [...DELIVERY_KINDS])));
      const deliveredAt = new Date(delivery?.at ?? order.updatedAt);
      const now = ctx.now();
      if (!canStillRate(deliveredAt, now)) throw conflict(SERVER_MSG.reviewWindowClosed);
      if (await reviewOf(order._id)) throw conflict(SERVER_MSG.reviewExists);
      const fields = fieldsOf(req.body, order.orders);
      const row = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            ...fields,
            orderId: order._id,
            businessId: order.businessId!,
            userId: req.user!._id,
            deliveredAt: deliveredAt.toISOString(),
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })
          .returning();
        await scheduleLowRatingPush(tx, ctx, row!._id, row!.stars);
        return row!;
      });
      ctx.jobs.poke();
      const live = await oneReview(ctx.db, row._id, false);
      ctx.realtime.toBusiness(order.businessId, REVIEW_CREATED_EVENT, { review: live });
      ctx.realtime.toAdmins(REVIEW_CREATED_EVENT, { reviewId: row._id, businessId: order.businessId, stars: row.stars });
      return reply.code(201).send({ review: customerJson(row) });
    },
  );

  api.put(
    '/api/client/orders/:id/review',
    {
      config: { ...CLIENT, refusal, ownerFirst: ownOrder },
      schema: {
        operationId: 'changeMyOrderReview',
        summary: 'Change the rating of an order (customer): within 24 hours of rating it',
        params: ofOrder,
        body: RatingBody,
        response: { 200: CustomerReviewAnswer },
      },
    },
    async (req) => {
      const order = await ownOrder(req);
      assertValid(validateRating(req.body));
      const review = await reviewOf(order._id);
      if (!review) throw notFound(SERVER_MSG.reviewNotFound);
      const now = ctx.now();
      if (!canStillEdit(new Date(review.createdAt), now)) throw conflict(SERVER_MSG.reviewEditClosed);
      const [row] = await ctx.db
        .update(reviews)
        .set({ ...fieldsOf(req.body, order.orders), updatedAt: now.toISOString() })
        .where(eq(reviews._id, review._id))
        .returning();
      ctx.realtime.toBusiness(order.businessId!, REVIEW_CREATED_EVENT, { review: await oneReview(ctx.db, review._id, false) });
      return { review: customerJson(row!) };
    },
  );
}
