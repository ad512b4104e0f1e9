import { useMemo } from 'react';
import { getDefaultFilter, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { ListPageCard } from '../../components/ListPageCard';
import { useServerList } from '../../components/useServerList';
import { RiderTable, type RiderFilters } from './RiderTable';
import type { RiderRow } from './types';

/** /data/rider: the admin's rider list (GET /data/admin/rider), paged by the server; the search lives in the URL. */
export default function RidersPage() {
  const t = useTranslate();
  const table = useTable<RiderRow, HttpError>({
    resource: 'riders',
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'server', initial: [{ field: 'Number_Rider', order: 'asc' }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    // Refine's antd provider shows `description` as the toast's title.
    errorNotification: (error) => ({ type: 'error', description: t('riders.fetchFailed'), message: error?.message ?? '' }),
  });
  const { filters } = table;
  const number = getDefaultFilter('number', filters, 'eq') as string | undefined;
  const q = getDefaultFilter('q', filters, 'contains') as string | undefined;
  const riderFilters = useMemo<RiderFilters>(() => ({ number: number === undefined ? undefined : String(number), q }), [number, q]);
  const { rows, list } = useServerList<RiderRow, RiderFilters>(table);
  return (
    <ListPageCard title={t('riders.listTitle')} intro={t('riders.listIntro')}>
      <RiderTable riders={rows} {...list} filters={riderFilters} />
    </ListPageCard>
  );
}
