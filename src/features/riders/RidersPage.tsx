import { useCallback, useMemo } from 'react';
import { getDefaultFilter, useTranslate, type CrudFilter, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Card, Typography } from 'antd';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { useServerPagination } from '../../components/useServerPagination';
import { RiderTable, type RiderFilters } from './RiderTable';
import type { RiderRow } from './types';

/** /data/rider: the admin's rider list (GET /data/admin/rider), paged by the server; the search lives in the URL. */
export default function RidersPage() {
  const t = useTranslate();
  const {
    tableProps,
    tableQuery: query,
    filters,
    setFilters,
  } = useTable<RiderRow, HttpError>({
    resource: 'riders',
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'server', initial: [{ field: 'Number_Rider', order: 'asc' }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    // Refine's antd provider shows `description` as the toast's title.
    errorNotification: (error) => ({ type: 'error', description: t('riders.fetchFailed'), message: error?.message ?? '' }),
  });
  const number = getDefaultFilter('number', filters, 'eq') as string | undefined;
  const q = getDefaultFilter('q', filters, 'contains') as string | undefined;
  const riderFilters = useMemo<RiderFilters>(() => ({ number: number === undefined ? undefined : String(number), q }), [number, q]);
  // Only the filters that changed: the two search boxes send theirs on their own.
  const onFiltersChange = useCallback(
    (change: RiderFilters) =>
      setFilters(
        Object.entries(change).map(([field, value]) => ({ field, operator: field === 'q' ? 'contains' : 'eq', value }) as CrudFilter),
        'merge',
      ),
    [setFilters],
  );
  const total = query.data?.total ?? 0;
  const pagination = useServerPagination(tableProps.pagination, total);
  return (
    <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {t('riders.listTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('riders.listIntro')}</Typography.Paragraph>
      <RiderTable
        riders={(tableProps.dataSource as RiderRow[] | undefined) ?? []}
        total={total}
        pagination={pagination}
        onChange={tableProps.onChange}
        filters={riderFilters}
        onFiltersChange={onFiltersChange}
        loading={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
      />
    </Card>
  );
}
