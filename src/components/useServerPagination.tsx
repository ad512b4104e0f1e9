import { useTranslate } from '@refinedev/core';
import { Button, type TablePaginationConfig } from 'antd';
import { PAGE_SIZES } from '../domain/listQuery';
import { formatCount } from '../i18n/format';

/** A table's total said in words under it: "1–20 of 1,208" (antd's `pagination.showTotal`). */
export function useRangeTotal(): NonNullable<TablePaginationConfig['showTotal']> {
  const t = useTranslate();
  return (all, [first, last]) =>
    t('components.pagination.range', { first: formatCount(first), last: formatCount(last), total: formatCount(all) });
}

/** A total the server stopped counting at ("10,000+"), and how to ask it for the exact figure. */
export interface CappedTotal {
  capped: boolean;
  onCountAll: () => void;
}

/**
 * A server-paged table's pagination (Refine's `tableProps.pagination`) with the page size choice and the
 * total said in words: "1–20 of 1,208", or "1–20 of 10,000+" with a button that counts them all.
 */
export function useServerPagination(
  pagination: TablePaginationConfig | false | undefined,
  total: number,
  counted?: CappedTotal,
): TablePaginationConfig {
  const t = useTranslate();
  const rangeTotal = useRangeTotal();
  const showTotal: NonNullable<TablePaginationConfig['showTotal']> = counted?.capped
    ? (all, [first, last]) => (
        <>
          {t('components.pagination.rangeAtLeast', { first: formatCount(first), last: formatCount(last), total: formatCount(all) })}{' '}
          <Button type="link" size="small" onClick={counted.onCountAll}>
            {t('components.pagination.countAll')}
          </Button>
        </>
      )
    : rangeTotal;
  return {
    ...(pagination || {}),
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal,
  };
}
