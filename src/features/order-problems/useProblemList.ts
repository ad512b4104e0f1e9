import { useMemo } from 'react';
import { getDefaultFilter, useTranslate, type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { useServerList } from '../../components/useServerList';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';

/**
 * One list of the desk, paged by the server, its filters in the address: the page's rows, what a table is given,
 * and the filters read back from the address (a date range as `from`/`to`, `q` as searched).
 */
export function useProblemList<Row extends BaseRecord, Filters extends object>(
  resource: string,
  fields: readonly (keyof Filters & string)[],
  initial: CrudFilter[] = [],
) {
  const t = useTranslate();
  const table = useTable<Row, HttpError>({
    resource,
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server', initial },
    syncWithLocation: true,
    errorNotification: (error) => ({ type: 'error', message: t('problemsDesk.fetchFailed'), description: error?.message ?? '' }),
  });
  const { rows, list } = useServerList<Row, Filters>(table);
  const { filters } = table;
  const values = useMemo(() => {
    const read: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === 'from') read.from = getDefaultFilter('from', filters, 'gte');
      else if (field === 'to') read.to = getDefaultFilter('to', filters, 'lte');
      else read[field] = getDefaultFilter(field, filters, field === 'q' ? 'contains' : 'eq');
    }
    return read as Filters;
  }, [filters, fields]);
  // A date range is sent as gte/lte (the list query's `from`/`to`).
  const onFiltersChange = (change: Filters) => {
    const entries = Object.entries(change as Record<string, unknown>);
    table.setFilters(
      entries.map(([field, value]) =>
        field === 'from'
          ? { field: 'from', operator: 'gte', value }
          : field === 'to'
            ? { field: 'to', operator: 'lte', value }
            : { field, operator: field === 'q' ? 'contains' : 'eq', value },
      ) as CrudFilter[],
      'merge',
    );
  };
  return { rows, list: { ...list, filters: values, onFiltersChange }, refetch: () => void table.tableQuery.refetch() };
}
