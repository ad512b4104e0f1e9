import { useTranslate } from '@refinedev/core';
import { Alert, Button, List, Tag, Typography } from 'antd';

export interface RestockItem {
  _id: string;
  name: string;
  stock: number;
  lowStock: number;
  category: { _id: string; name: string } | null;
}

export interface RestockListProps {
  items: RestockItem[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

/** The products at or below their low-stock alert, fewest left first, a page at a time with the total. */
export function RestockList({ items, total, page, pageSize, onPage, loading, error, onRetry }: RestockListProps) {
  const t = useTranslate();
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message={t('dashboard.restock.failed')}
        action={<Button onClick={onRetry}>{t('dashboard.retry')}</Button>}
      />
    );
  return (
    <List<RestockItem>
      loading={loading}
      dataSource={items}
      header={total > 0 ? <Typography.Text type="secondary">{t('dashboard.restock.total', { count: total })}</Typography.Text> : undefined}
      // "Nothing to restock" only once an answer said so.
      locale={{ emptyText: loading ? ' ' : t('dashboard.restock.empty') }}
      pagination={total > pageSize ? { current: page, pageSize, total, onChange: onPage, size: 'small', showSizeChanger: false } : false}
      renderItem={(item) => (
        <List.Item extra={<Tag color={item.stock === 0 ? 'error' : 'warning'}>{item.stock}</Tag>}>
          <List.Item.Meta
            title={item.name}
            description={`${item.category ? `${item.category.name} · ` : ''}${t('dashboard.restock.left', {
              count: item.stock,
              threshold: item.lowStock,
            })}`}
          />
        </List.Item>
      )}
    />
  );
}
