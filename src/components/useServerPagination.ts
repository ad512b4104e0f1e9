import { useTranslate } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES } from '../domain/listQuery';
import { formatCount } from '../i18n/format';

/**
 * A server-paged table's pagination (Refine's `tableProps.pagination`) with the page size choice and the
 * total said in words: "1–20 of 1,208".
 */
export function useServerPagination(pagination: TablePaginationConfig | false | undefined, total: number): TablePaginationConfig {
  const t = useTranslate();
  return {
    ...(pagination || {}),
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (all, [first, last]) =>
      t('components.pagination.range', { first: formatCount(first), last: formatCount(last), total: formatCount(all) }),
  };
}
