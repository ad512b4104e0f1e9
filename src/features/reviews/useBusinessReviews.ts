import { useCallback } from 'react';
import { getDefaultFilter, useCustom, useSubscription, type CrudFilter, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { useServerPagination } from '../../components/useServerPagination';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import type { Review, ReviewFilters, ReviewSummary } from './types';

const flag = (value: unknown) => (value === undefined ? undefined : value === true || value === 'true');

/**
 * A business's figures and a page of its reviews, refreshed when a rating arrives live (or the connection
 * caught up). The filters and page live in the address on the owner's screen.
 */
export function useBusinessReviews(businessId: string, options: { syncWithLocation: boolean }) {
  const meta = { businessId };
  const { query: summary } = useCustom<ReviewSummary, HttpError>({ url: 'reviews.summary', method: 'get', meta, errorNotification: false });
  const table = useTable<Review & { id?: string }, HttpError>({
    resource: 'reviews',
    meta,
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server' },
    syncWithLocation: options.syncWithLocation,
    errorNotification: false,
  });
  const { tableQuery, filters, setFilters, tableProps, setCurrentPage, setPageSize } = table;
  const total = tableQuery.data?.total ?? 0;
  const pagination = useServerPagination(tableProps.pagination, total);
  const refetchSummary = summary.refetch;
  const refetchList = tableQuery.refetch;
  useSubscription({
    channel: 'resources/reviews',
    types: ['*'],
    onLiveEvent: () => {
      void refetchSummary();
      void refetchList();
    },
  });
  const current: ReviewFilters = {
    stars: Number(getDefaultFilter('stars', filters, 'eq')) || undefined,
    withComment: flag(getDefaultFilter('withComment', filters, 'eq')),
    unanswered: flag(getDefaultFilter('unanswered', filters, 'eq')),
  };
  const onFiltersChange = useCallback(
    (change: ReviewFilters) =>
      setFilters(
        Object.entries(change).map(([field, value]) => ({ field, operator: 'eq', value }) as CrudFilter),
        'merge',
      ),
    [setFilters],
  );
  return {
    summary: summary.data?.data,
    summaryFailed: summary.isError,
    retrySummary: () => void refetchSummary(),
    list: {
      rows: (tableProps.dataSource as Review[] | undefined) ?? [],
      total,
      pagination,
      onPage: (page: number, size: number) => {
        if (size !== pagination.pageSize) setPageSize(size);
        setCurrentPage(page);
      },
      filters: current,
      onFiltersChange,
      loading: tableQuery.isLoading,
      failed: tableQuery.isError,
      onRetry: () => void refetchList(),
    },
    refresh: () => {
      void refetchSummary();
      void refetchList();
    },
  };
}
