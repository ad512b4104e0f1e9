import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { ratingPushIn } from '../../src/i18n/pushes';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { businesses, orders, reviews } from '../db/schema';
import type { Job } from '../jobs/queue';
import { pushTo, recipientsOf } from '../push/send';
import { deskMembersOf } from '../team/members';

export const LOW_RATING_PUSH = 'push-low-rating';
/** The live event a business's desk (and the admins) get for a new rating. */
export const REVIEW_CREATED_EVENT = 'reviewCreated';
/** A rating of this many stars or fewer rings the owner's devices. */
const PUSHED_UP_TO_STARS = 2;
const COMMENT_CHARS = 120;

/** In the rating's transaction: a low rating's push is a job that exists only if the rating does. */
export async function scheduleLowRatingPush(tx: Pick<Db, 'insert'>, ctx: AppContext, reviewId: string, stars: number): Promise<void> {
  if (stars > PUSHED_UP_TO_STARS) return;
  await ctx.jobs.schedule(tx, { kind: LOW_RATING_PUSH, runAt: ctx.now(), payload: { reviewId }, key: `push-rating:${reviewId}` });
}

/** The low-rating job: one push to the devices of the business's owner and desk staff, opening the Reviews screen. */
export function lowRatingPushHandler(ctx: AppContext, log: FastifyBaseLogger) {
  return async (job: Job): Promise<void> => {
    const { reviewId } = job.payload as { reviewId: string };
    const [row] = await ctx.db
      .select({
        stars: reviews.stars,
        comment: reviews.comment,
        number: orders.commandNumber,
        business: businesses.name,
        owner: businesses.owner,
      })
      .from(reviews)
      .innerJoin(orders, eq(orders._id, reviews.orderId))
      .innerJoin(businesses, eq(businesses._id, reviews.businessId))
      .where(eq(reviews._id, reviewId));
    if (!row) return;
    const userIds = [row.owner, ...(await deskMembersOf(ctx.db, row.owner))];
    const comment = row.comment.length > COMMENT_CHARS ? `${row.comment.slice(0, COMMENT_CHARS - 1)}…` : row.comment;
    const { failed } = await pushTo(ctx, await recipientsOf(ctx, userIds), (locale) => ({
      ...ratingPushIn(locale, { number: row.number, business: row.business, stars: row.stars, comment }),
      url: '/reviews',
      tag: `review-${reviewId}`,
    }));
    for (const failure of failed) log.warn({ push: failure, order: row.number }, 'push not delivered');
  };
}
