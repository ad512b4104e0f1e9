import { useCallback } from 'react';
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core';
import type { useTableReturnType } from '@refinedev/antd';
import { useServerPagination } from './useServerPagination';

/**
 * From Refine's useTable (server paging, filters in the address) to what a server-paged table is given:
 * the page's rows, the total, the paging said in words, the state of the fetch, and the filters' change.
 * A change sends only the filters it names (`q` is a text search, the others exact), so a search box
 * can send its own once typing pauses.
 */
export function useServerList<Row extends BaseRecord, Filters extends object>({
  tableProps,
  tableQuery,
  setFilters,
}: useTableReturnType<Row, HttpError>) {
  const onFiltersChange = useCallback(
    (change: Filters) =>
      setFilters(
        Object.entries(change).map(([field, value]) => ({ field, operator: field === 'q' ? 'contains' : 'eq', value }) as CrudFilter),
        'merge',
      ),
    [setFilters],
  );
  const total = tableQuery.data?.total ?? 0;
  const pagination = useServerPagination(tableProps.pagination, total);
  return {
    rows: (tableProps.dataSource as Row[] | undefined) ?? [],
    list: {
      total,
      pagination,
      onChange: tableProps.onChange,
      onFiltersChange,
      loading: tableQuery.isFetching,
      failed: tableQuery.isError,
      onRetry: () => void tableQuery.refetch(),
    },
  };
}
