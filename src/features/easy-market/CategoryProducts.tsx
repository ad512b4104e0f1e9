import { useCallback, useEffect, useMemo } from 'react';
import { getDefaultFilter, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { keepPreviousData } from '@tanstack/react-query';
import type { PaginationProps } from 'antd';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { useServerPagination } from '../../components/useServerPagination';
import { PRODUCT_SORTS, productSortOf, type ProductSort } from './emValues';
import { ProductsPanel, type ProductsPanelProps } from './ProductsPanel';
import { useProductFlags } from './useProductFlags';
import type { EmCategory, EmProduct } from './types';

export interface CategoryProductsProps extends Pick<ProductsPanelProps, 'onAdd' | 'onEdit' | 'onDelete'> {
  category: EmCategory;
  /** The product this person just added: shown first, marked, even when the list's order puts it on another page. */
  justAdded?: EmProduct;
}

/**
 * The products of the chosen category, paged, searched and counted by the server; the page, its size, the
 * search and the order live in the URL (reload, share). Give it `key={category._id}`: a new category reads
 * the URL afresh (the page chooses it with the page and search dropped). After a save or a delete the
 * page is asked again where the person was; a delete that empties the last page goes back one.
 */
export function CategoryProducts({ category, justAdded, onAdd, onEdit, onDelete }: CategoryProductsProps) {
  const t = useTranslate();
  const {
    tableProps,
    tableQuery: query,
    filters,
    setFilters,
    sorters,
    setSorters,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
  } = useTable<EmProduct, HttpError>({
    resource: 'emProducts',
    meta: { categoryId: category._id },
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'server', initial: [PRODUCT_SORTS.name] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    // The page shown stays (dimmed) while the next one is asked.
    queryOptions: { placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const total = query.data?.total ?? 0;
  const page = (tableProps.dataSource as EmProduct[] | undefined) ?? EMPTY;
  const search = getDefaultFilter('q', filters, 'contains') as string | undefined;
  // Not while a search is on: the list then says exactly what the server found.
  const added = justAdded?.categoryId === category._id && !search ? justAdded : undefined;
  const rows = useMemo(() => (added && !page.some((p) => p._id === added._id) ? [added, ...page] : page), [added, page]);
  const { products, saving, onToggle } = useProductFlags(rows);

  const onSearch = useCallback(
    (q: string | undefined) => setFilters([{ field: 'q', operator: 'contains', value: q }], 'merge'),
    [setFilters],
  );
  const onSortChange = useCallback((sort: ProductSort) => setSorters([PRODUCT_SORTS[sort]]), [setSorters]);

  const { position: _tableOnly, ...paging } = useServerPagination(tableProps.pagination, total);
  const pagination: PaginationProps = {
    ...paging,
    onChange: (page, size) => {
      setCurrentPage(page);
      setPageSize(size);
    },
  };

  // A delete (here or elsewhere) emptied the page: show the last page that still has products.
  const emptied = !query.isFetching && !query.isError && page.length === 0 && total > 0 && currentPage > 1;
  useEffect(() => {
    if (emptied) setCurrentPage(Math.max(1, Math.ceil(total / pageSize)));
  }, [emptied, total, pageSize, setCurrentPage]);

  return (
    <ProductsPanel
      category={category}
      products={products}
      highlighted={added?._id}
      total={total}
      pagination={pagination}
      search={search}
      onSearch={onSearch}
      sort={productSortOf(sorters)}
      onSortChange={onSortChange}
      isLoading={query.isLoading}
      isFetching={query.isFetching && !query.isLoading}
      error={query.isError ? t('easyMarket.products.loadFailed') : undefined}
      onRetry={() => void query.refetch()}
      onAdd={onAdd}
      saving={saving}
      onToggle={onToggle}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}

const EMPTY: EmProduct[] = [];
