import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Empty, Input, Pagination, Skeleton, Typography } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { buildSearchIndex, pageOf, PRODUCTS_PAGE_SIZE, searchIndex } from './emValues';
import { ProductRow, type ProductRowProps } from './ProductRow';
import type { EmCategory, EmProduct } from './types';

export interface ProductsPanelProps {
  /** The chosen category; nothing is listed without one. */
  category?: EmCategory;
  products: readonly EmProduct[];
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
  onAdd?: (category: EmCategory) => void;
  /** Rows whose switch is being saved. */
  saving?: Readonly<Record<string, boolean>>;
  onToggle?: ProductRowProps['onToggle'];
  onEdit?: ProductRowProps['onEdit'];
  onDelete?: ProductRowProps['onDelete'];
  pageSize?: number;
}

/**
 * The products of one category, searchable by name or brand and shown 50 a page, so that a category of
 * thousands stays quick: the search is deferred and the filtering memoised, and only one page is drawn.
 * Give it `key={category._id}` so a new category starts with an empty search on page 1.
 */
export const ProductsPanel = memo(function ProductsPanel({
  category,
  products,
  isLoading,
  error,
  onRetry,
  onAdd,
  saving,
  onToggle,
  onEdit,
  onDelete,
  pageSize = PRODUCTS_PAGE_SIZE,
}: ProductsPanelProps) {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => buildSearchIndex(products), [products]);
  const filtered = useMemo(() => searchIndex(index, deferredQuery), [index, deferredQuery]);
  // Back to page 1 whenever the search changes.
  const [paging, setPaging] = useState({ query: '', page: 1 });
  const page = paging.query === deferredQuery ? paging.page : 1;
  const rows = useMemo(() => pageOf(filtered, page, pageSize), [filtered, page, pageSize]);
  const stale = query !== deferredQuery;

  return (
    <section aria-labelledby="em-products-title">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={3} id="em-products-title" style={{ margin: 0, fontSize: 18 }}>
          {category ? t('easyMarket.products.title', { name: category.name }) : t('easyMarket.products.titleNone')}
        </Typography.Title>
        {category && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => onAdd?.(category)} disabled={isLoading || !!error}>
            {t('easyMarket.products.add')}
          </Button>
        )}
      </div>
      {!category ? (
        <Card size="small">
          <Empty description={t('easyMarket.products.chooseCategory')} />
        </Card>
      ) : error ? (
        <Alert type="error" showIcon message={error} action={onRetry && <Button onClick={onRetry}>{t('easyMarket.retry')}</Button>} />
      ) : isLoading ? (
        <Card size="small">
          <div role="status" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />
            <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />
          </div>
        </Card>
      ) : (
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <div style={{ padding: 12, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', borderBottom: '1px solid #f0f0f0' }}>
            <Input
              type="search"
              allowClear
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('easyMarket.products.searchPlaceholder')}
              aria-label={t('easyMarket.products.search')}
              style={{ flex: '1 1 220px', maxWidth: 360 }}
              disabled={products.length === 0}
            />
            <Typography.Text type="secondary" role="status" aria-live="polite">
              {t(products.length === 1 ? 'easyMarket.products.countOne' : 'easyMarket.products.count', {
                shown: filtered.length,
                total: products.length,
              })}
            </Typography.Text>
          </div>
          {products.length === 0 ? (
            <Empty style={{ padding: 24 }} description={t('easyMarket.products.empty')} />
          ) : filtered.length === 0 ? (
            <Empty style={{ padding: 24 }} description={t('easyMarket.products.noMatch', { query: deferredQuery.trim() })} />
          ) : (
            <>
              <ul aria-label={t('easyMarket.products.list')} style={{ listStyle: 'none', padding: 0, margin: 0, opacity: stale ? 0.6 : 1 }}>
                {rows.map((product) => (
                  <li key={product._id}>
                    <ProductRow product={product} saving={saving?.[product._id]} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
                  </li>
                ))}
              </ul>
              {filtered.length > pageSize && (
                <nav aria-label={t('easyMarket.products.pagination')} style={{ padding: 12, display: 'flex', justifyContent: 'center' }}>
                  <Pagination
                    current={page}
                    pageSize={pageSize}
                    total={filtered.length}
                    showSizeChanger={false}
                    size="small"
                    onChange={(p) => setPaging({ query: deferredQuery, page: p })}
                  />
                </nav>
              )}
            </>
          )}
        </Card>
      )}
    </section>
  );
});
