import { useTranslate } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES } from '../domain/listQuery';
import { formatCount } from '../i18n/format';

/** A table's total said in words under it: "1–20 of 1,208" (antd's `pagination.showTotal`). */
export function useRangeTotal(): NonNullable<TablePaginationConfig['showTotal']> {
  const t = useTranslate();
  return (all, [first, last]) =>
    t('components.pagination.range', { first: formatCount(first), last: formatCount(last), total: formatCount(all) });
}

/**
 * A server-paged table's pagination (Refine's `tableProps.pagination`) with the page size choice and the
 * total said in words: "1–20 of 1,208".
 */
export function useServerPagination(pagination: TablePaginationConfig | false | undefined, total: number): TablePaginationConfig {
  const showTotal = useRangeTotal();
  return {
    ...(pagination || {}),
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal,
  };
}
