import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Flex, Space } from 'antd';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';

export interface ListFrameProps {
  /** Where the count's words are: problemsDesk.counts.<view>. */
  view: 'cancelled' | 'refunds' | 'disputes' | 'late' | 'rates';
  filters: ReactNode;
  total: number;
  loading: boolean;
  failed: boolean;
  onRetry?: () => void;
  children: ReactNode;
}

/** A desk list: its filters and count on one line (wrapping on a phone), the failure if any, then its table. */
export function ListFrame({ view, filters, total, loading, failed, onRetry, children }: ListFrameProps) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Flex wrap gap={8} role="search" aria-label={t('problemsDesk.filters')}>
          {filters}
        </Flex>
        {!failed && <ListCount textsFrom={`problemsDesk.counts.${view}`} total={total} loading={loading && total === 0} />}
      </Flex>
      {failed && <ListFailedAlert message={t('problemsDesk.fetchFailed')} retryText={t('problemsDesk.retry')} onRetry={onRetry} />}
      {children}
    </Space>
  );
}
