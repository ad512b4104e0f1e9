import { useState } from 'react';
import { useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Drawer, Flex, Grid } from 'antd';
import { useNow } from '../../components/useNow';
import { HideDialog } from './HideDialog';
import { ReviewList } from './ReviewList';
import { ReviewSummaryCards } from './ReviewSummaryCards';
import { useBusinessReviews } from './useBusinessReviews';
import type { Moderation, PartnerRating, Review } from './types';

/** One partner's reviews as an admin reads them: the hidden words too, and the buttons that hide or show them. */
export function PartnerReviewsDrawer({ partner, onClose }: { partner: PartnerRating | null; onClose: () => void }) {
  const t = useTranslate();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={!!partner}
      onClose={onClose}
      title={partner ? t('reviews.admin.reviewsOf', { name: partner.name }) : ''}
      width={screens.md ? 760 : '100%'}
      closeIcon={<span aria-label={t('reviews.admin.close')}>✕</span>}
      destroyOnHidden
    >
      {partner && <PartnerReviews businessId={partner.businessId} />}
    </Drawer>
  );
}

function PartnerReviews({ businessId }: { businessId: string }) {
  const t = useTranslate();
  const now = useNow();
  const reviews = useBusinessReviews(businessId, { syncWithLocation: false });
  const [hiding, setHiding] = useState<{ review: Review; part: Moderation['part'] } | null>(null);
  const { mutateAsync } = useCustomMutation<{ review: Review }, HttpError>();
  const moderate = async (review: Review, change: Moderation) => {
    await mutateAsync({
      url: 'partnerRatings.moderate',
      method: 'put',
      values: change as unknown as Record<string, unknown>,
      meta: { reviewId: review._id },
      successNotification: () => ({ type: 'success', message: t(change.hidden ? 'reviews.admin.hidden' : 'reviews.admin.shown') }),
      errorNotification: (error) => ({ type: 'error', message: t('reviews.admin.moderationFailed'), description: error?.message }),
    });
    reviews.refresh();
  };
  return (
    <Flex vertical gap={16}>
      <ReviewSummaryCards summary={reviews.summary} />
      <ReviewList
        {...reviews.list}
        now={now}
        onModerate={(review, change) =>
          change.hidden ? setHiding({ review, part: change.part }) : void moderate(review, change).catch(() => undefined)
        }
      />
      <HideDialog
        part={hiding?.part ?? null}
        onClose={() => setHiding(null)}
        onHide={(reason) => moderate(hiding!.review, { part: hiding!.part, hidden: true, reason })}
      />
    </Flex>
  );
}
