import { useCustomMutation, useGetIdentity, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Button, Flex, Typography } from 'antd';
import { CurrentBusinessPage } from '../../components/CurrentBusinessPage';
import { useNow } from '../../components/useNow';
import type { SessionUser } from '../../domain/roles';
import { staffMayUse } from '../../domain/staff';
import { ReviewList } from './ReviewList';
import { ReviewSummaryCards } from './ReviewSummaryCards';
import { useBusinessReviews } from './useBusinessReviews';
import type { Review } from './types';

/** /reviews: what customers said of the business's orders; the owner and managers reply, the desk reads. */
export default function ReviewsPage() {
  return (
    <CurrentBusinessPage<{ _id: string; name: string }> textsFrom="reviews">
      {({ business }) => <BusinessReviews businessId={business._id} />}
    </CurrentBusinessPage>
  );
}

function BusinessReviews({ businessId }: { businessId: string }) {
  const t = useTranslate();
  const now = useNow();
  const { data: user } = useGetIdentity<SessionUser>();
  // A reply is the business speaking in public: its owner's and managers' (the staff areas' dashboard).
  const mayReply = !user?.staff || staffMayUse(user.staff.role, 'dashboard');
  // A new rating's notice comes from the app's shell (NewReviewNotices), wherever the desk is.
  const reviews = useBusinessReviews(businessId, { syncWithLocation: true });
  const { mutateAsync } = useCustomMutation<{ review: Review }, HttpError>();
  const reply = async (review: Review, text: string) => {
    await mutateAsync({
      url: 'reviews.reply',
      method: 'put',
      values: { text },
      meta: { businessId, reviewId: review._id },
      successNotification: () => ({ type: 'success', message: t('reviews.replySaved') }),
      errorNotification: (error) => ({ type: 'error', message: t('reviews.replyFailed'), description: error?.message }),
    });
    reviews.refresh();
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('reviews.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('reviews.intro')}</Typography.Text>
      </div>
      {!mayReply && <Alert type="info" showIcon message={t('reviews.readOnly')} />}
      {reviews.summaryFailed ? (
        <Alert
          type="error"
          showIcon
          message={t('reviews.summaryFailed')}
          action={<Button onClick={reviews.retrySummary}>{t('reviews.retry')}</Button>}
        />
      ) : (
        <ReviewSummaryCards summary={reviews.summary} />
      )}
      <ReviewList {...reviews.list} now={now} onReply={mayReply ? reply : undefined} />
    </Flex>
  );
}
