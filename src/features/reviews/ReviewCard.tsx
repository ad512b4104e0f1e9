import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { DislikeOutlined, EyeInvisibleOutlined, EyeOutlined, LikeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useClock } from '../../components/useClock';
import { dateTimeIn } from '../../domain/clock';
import type { ReviewTag } from '../../domain/reviews';
import { ReplyEditor } from './ReplyEditor';
import { Stars } from './Stars';
import { TagPill } from './TagPill';
import type { Moderation, Review } from './types';

export interface ReviewCardProps {
  review: Review;
  /** The moment the screen reads the 24-hour window against. */
  now: Date;
  /** The owner or a manager: may reply (once, then change it for 24 hours). */
  onReply?: (text: string) => Promise<void>;
  /** An admin: may hide a comment or a reply (asks for the reason) or show it again. */
  onModerate?: (change: Omit<Moderation, 'reason'>) => void;
}

/** One review: stars, tags, comment, thumbs on items, the order it is about, and the business's reply. */
export function ReviewCard({ review, now, onReply, onModerate }: ReviewCardProps) {
  const t = useTranslate();
  const clock = useClock();
  const when = (iso: string) => dateTimeIn(iso, clock.zone);
  const [editing, setEditing] = useState(false);
  const reply = review.reply;
  const replyOpen = reply ? new Date(reply.editableUntil) > now : true;
  const edited = review.updatedAt !== review.createdAt;

  return (
    <Card size="small" data-testid={`review-${review.order.commandNumber}`}>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <div>
          <Stars stars={review.stars} />
          <Typography.Text strong style={{ marginInlineStart: 8 }}>
            {t('reviews.order', { number: review.order.commandNumber })}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary">
          {t('reviews.ratedAt', { date: when(review.createdAt) })}
          {edited && ` · ${t('reviews.edited')}`}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
        {t('reviews.placedAt', { date: when(review.order.createdAt), delivered: when(review.order.deliveredAt), clock: clock.name })}
        <br />
        <span>
          {review.order.lines.map((l, i) => (
            // Each line isolated: a Latin dish name keeps its order in a right-to-left page.
            <span key={i}>
              {i > 0 && ' · '}
              <bdi>{`${l.quantity} × ${l.name}`}</bdi>
            </span>
          ))}
        </span>
      </Typography.Paragraph>
      {review.tags.length > 0 && (
        <Flex wrap gap={6} style={{ marginBottom: 8 }}>
          {review.tags.map((tag) => (
            <TagPill key={tag} tag={tag as ReviewTag} />
          ))}
        </Flex>
      )}
      {review.commentHidden && !review.comment ? (
        <Alert type="warning" showIcon message={t('reviews.commentHidden', { reason: review.commentHidden.reason })} />
      ) : (
        <>
          <Typography.Paragraph
            dir={review.comment ? 'auto' : undefined}
            style={{ whiteSpace: 'pre-line', marginBottom: 4 }}
            type={review.comment ? undefined : 'secondary'}
          >
            {review.comment || t('reviews.noComment')}
          </Typography.Paragraph>
          {review.commentHidden && (
            <Typography.Paragraph type="danger">
              {t('reviews.hiddenForPublic', { reason: review.commentHidden.reason })}
            </Typography.Paragraph>
          )}
        </>
      )}
      {review.items.length > 0 && (
        <Flex wrap gap={12} style={{ marginBottom: 8 }} aria-label={t('reviews.items')} role="group">
          {review.items.map((item) => (
            <span key={item.productId}>
              {item.thumb === 'up' ? (
                <LikeOutlined aria-label={t('reviews.thumbUp')} style={{ color: '#1f5c0a' }} />
              ) : (
                <DislikeOutlined aria-label={t('reviews.thumbDown')} style={{ color: '#8a1c14' }} />
              )}{' '}
              <bdi>{item.name}</bdi>
            </span>
          ))}
        </Flex>
      )}
      {onModerate && review.comment && (
        <Button
          size="small"
          icon={review.commentHidden ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          onClick={() => onModerate({ part: 'comment', hidden: !review.commentHidden })}
        >
          {review.commentHidden ? t('reviews.admin.showComment') : t('reviews.admin.hideComment')}
        </Button>
      )}
      {reply && !editing && (
        <div style={{ borderInlineStart: '3px solid #d9d9d9', paddingInlineStart: 12, marginTop: 12 }}>
          <Typography.Text strong>{t('reviews.yourReply')}</Typography.Text>{' '}
          <Typography.Text type="secondary">{t('reviews.replyBy', { name: reply.by ?? '', date: when(reply.updatedAt) })}</Typography.Text>
          <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-line', margin: '4px 0' }}>
            {reply.text}
          </Typography.Paragraph>
          {reply.hidden && <Alert type="warning" showIcon message={t('reviews.replyHidden', { reason: reply.hidden.reason })} />}
          <Flex gap={8} wrap align="center" style={{ marginTop: 4 }}>
            {onReply && replyOpen && (
              <>
                <Button size="small" onClick={() => setEditing(true)}>
                  {t('reviews.editReply')}
                </Button>
                <Typography.Text type="secondary">{t('reviews.editableUntil', { date: when(reply.editableUntil) })}</Typography.Text>
              </>
            )}
            {onModerate && (
              <Button
                size="small"
                icon={reply.hidden ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
                onClick={() => onModerate({ part: 'reply', hidden: !reply.hidden })}
              >
                {reply.hidden ? t('reviews.admin.showReply') : t('reviews.admin.hideReply')}
              </Button>
            )}
          </Flex>
        </div>
      )}
      {onReply && !reply && !editing && (
        <Button size="small" type="primary" ghost style={{ marginTop: 8 }} onClick={() => setEditing(true)}>
          {t('reviews.reply')}
        </Button>
      )}
      {onReply && editing && (
        <ReplyEditor
          reviewId={review._id}
          initial={reply?.text}
          onSubmit={async (text) => {
            await onReply(text);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
