import { memo } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Empty, Input, Pagination, Select, Skeleton, Spin, Typography, type PaginationProps } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useSearchDraft } from '../../components/useSearchDraft';
import { TYPED_DIRECTION } from '../../components/LatinText';
import { PRODUCT_SORTS, type ProductSort } from './emValues';
import { ProductRow, type ProductRowProps } from './ProductRow';
import type { EmCategory, EmProduct } from './types';
import { formatCount } from '../../i18n/format';

export interface ProductsPanelProps {
  /** The chosen category; nothing is listed without one. */
  category?: EmCategory;
  /** The page of products the server answered. */
  products: readonly EmProduct[];
  /** A product to mark as just added. */
  highlighted?: string;
  /** How many products of the category match the search in all. */
  total: number;
  /** The server's paging, its total said and its change handler (useServerPagination). */
  pagination?: PaginationProps;
  /** The search the server was asked (name or brand). */
  search?: string;
  /** A new search, sent once typing pauses (undefined when cleared). */
  onSearch?: (q: string | undefined) => void;
  sort?: ProductSort;
  onSortChange?: (sort: ProductSort) => void;
  /** The first answer is awaited (or the tree holding the category of the address). */
  isLoading?: boolean;
  /** Another page or search is awaited: the rows shown are the previous ones. */
  isFetching?: boolean;
  error?: string;
  onRetry?: () => void;
  onAdd?: (category: EmCategory) => void;
  /** Rows whose switch is being saved. */
  saving?: Readonly<Record<string, boolean>>;
  onToggle?: ProductRowProps['onToggle'];
  onEdit?: ProductRowProps['onEdit'];
  onDelete?: ProductRowProps['onDelete'];
}

/**
 * The products of one category, searchable by name or brand and in a chosen order. The server pages,
 * searches and counts (a category may hold thousands); this draws the page it answered and says the total.
 */
export const ProductsPanel = memo(function ProductsPanel({
  category,
  products,
  highlighted,
  total,
  pagination,
  search,
  onSearch,
  sort = 'name',
  onSortChange,
  isLoading,
  isFetching,
  error,
  onRetry,
  onAdd,
  saving,
  onToggle,
  onEdit,
  onDelete,
}: ProductsPanelProps) {
  const t = useTranslate();
  const [text, setText] = useSearchDraft(search, (q) => onSearch?.(q));
  const query = search?.trim();

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
      {!category && !isLoading ? (
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
          <div
            role="search"
            aria-label={t('easyMarket.products.filters')}
            style={{ padding: 12, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', borderBottom: '1px solid #f0f0f0' }}
          >
            <Input
              type="search"
              allowClear
              // A name or a brand.
              className={TYPED_DIRECTION}
              value={text}
              onChange={(e) => setText(e.target.value)}
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('easyMarket.products.searchPlaceholder')}
              aria-label={t('easyMarket.products.search')}
              style={{ flex: '1 1 200px', maxWidth: 320 }}
            />
            <Select<ProductSort>
              aria-label={t('easyMarket.products.sort')}
              value={sort}
              onChange={(value) => onSortChange?.(value)}
              style={{ flex: '0 1 190px', minWidth: 160 }}
              options={(Object.keys(PRODUCT_SORTS) as ProductSort[]).map((value) => ({
                value,
                label: t(`easyMarket.products.sorts.${value}`),
              }))}
            />
            <Typography.Text type="secondary" aria-live="polite">
              {total === 1 ? t('easyMarket.products.countOne') : t('easyMarket.products.count', { count: formatCount(total) })}
            </Typography.Text>
          </div>
          {total === 0 && products.length === 0 ? (
            <Spin spinning={!!isFetching}>
              <Empty
                style={{ padding: 24 }}
                description={query ? t('easyMarket.products.noMatch', { query }) : t('easyMarket.products.empty')}
              />
            </Spin>
          ) : (
            <Spin spinning={!!isFetching}>
              <ul
                aria-label={t('easyMarket.products.list')}
                aria-busy={!!isFetching}
                style={{ listStyle: 'none', padding: 0, margin: 0, opacity: isFetching ? 0.6 : 1 }}
              >
                {products.map((product) => (
                  <li key={product._id}>
                    <ProductRow
                      product={product}
                      justAdded={product._id === highlighted}
                      saving={saving?.[product._id]}
                      onToggle={onToggle}
                      onEdit={onEdit}
                      onDelete={onDelete}
                    />
                  </li>
                ))}
              </ul>
              <nav aria-label={t('easyMarket.products.pagination')} style={{ padding: 12, display: 'flex', justifyContent: 'center' }}>
                <Pagination size="small" {...pagination} total={total} />
              </nav>
            </Spin>
          )}
        </Card>
      )}
    </section>
  );
});
