import { useTranslate } from '@refinedev/core';
import { Empty, Flex, Pagination, Skeleton, type TablePaginationConfig } from 'antd';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { ReviewCard } from './ReviewCard';
import { ReviewFilterBar } from './ReviewFilterBar';
import type { Moderation, Review, ReviewFilters } from './types';

export interface ReviewListProps {
  rows: readonly Review[];
  total: number;
  pagination: TablePaginationConfig;
  onPage: (page: number, pageSize: number) => void;
  filters: ReviewFilters;
  onFiltersChange: (change: ReviewFilters) => void;
  /** The first answer has not come yet. */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  now: Date;
  onReply?: (review: Review, text: string) => Promise<void>;
  onModerate?: (review: Review, change: Omit<Moderation, 'reason'>) => void;
}

/** A business's reviews, a page at a time from the server, with their filters. */
export function ReviewList({
  rows,
  total,
  pagination,
  onPage,
  filters,
  onFiltersChange,
  loading,
  failed,
  onRetry,
  now,
  onReply,
  onModerate,
}: ReviewListProps) {
  const t = useTranslate();
  const filtered = filters.stars !== undefined || !!filters.withComment || !!filters.unanswered;
  return (
    <Flex vertical gap={12}>
      <ReviewFilterBar filters={filters} onChange={onFiltersChange} />
      {failed ? (
        <ListFailedAlert message={t('reviews.listFailed')} retryText={t('reviews.retry')} onRetry={onRetry} />
      ) : (
        <ListCount textsFrom="reviews" total={total} loading={loading} />
      )}
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : rows.length === 0 && !failed ? (
        <Empty description={filtered ? t('reviews.emptyFiltered') : t('reviews.empty')} />
      ) : (
        rows.map((review) => (
          <ReviewCard
            key={review._id}
            review={review}
            now={now}
            onReply={onReply && ((text) => onReply(review, text))}
            onModerate={onModerate && ((change) => onModerate(review, change))}
          />
        ))
      )}
      {total > 0 && (
        <Pagination
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={total}
          showSizeChanger={pagination.showSizeChanger}
          pageSizeOptions={pagination.pageSizeOptions}
          showTotal={pagination.showTotal}
          onChange={onPage}
          size="small"
          style={{ alignSelf: 'center' }}
        />
      )}
    </Flex>
  );
}
