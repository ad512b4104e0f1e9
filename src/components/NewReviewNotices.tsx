import { useSubscription, useTranslate } from '@refinedev/core';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useStableCallback } from './useStableCallback';

interface ReviewEventPayload {
  review?: { _id?: string; stars?: number; comment?: string; order?: { commandNumber?: number } };
}

/** A business's desk hears of a new rating wherever it is in the back-office, with a way to the Reviews screen. */
export function NewReviewNotices() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const show = useStableCallback((payload: ReviewEventPayload) => {
    const review = payload.review;
    if (!review?._id) return;
    const key = `review-${review._id}`;
    notification.info({
      key,
      message: t('reviews.newReview', { stars: review.stars ?? 0, number: review.order?.commandNumber ?? '' }),
      description: review.comment || undefined,
      placement: 'bottomRight',
      actions: (
        <Button
          size="small"
          onClick={() => {
            notification.destroy(key);
            navigate('/reviews');
          }}
        >
          {t('reviews.dashboard.open')}
        </Button>
      ),
    });
  });
  useSubscription({
    channel: 'resources/reviews',
    types: ['created'],
    onLiveEvent: (event) => show(event.payload as ReviewEventPayload),
  });
  return null;
}
