import { useTranslate } from '@refinedev/core';
import { Alert, Badge, Button, Card, Empty, Skeleton, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Category } from './types';

export interface CategoryListProps {
  categories: Category[];
  /** How many items each category holds, by category id. */
  counts: Record<string, number>;
  total: number;
  /** The category whose items are shown; null for all. */
  selected: string | null;
  onSelect: (id: string | null) => void;
  onAdd: () => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
}

/** The categories on the left of the management screen: pick one to filter, add, rename, delete. */
export function CategoryList({
  categories,
  counts,
  total,
  selected,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
  isLoading,
  error,
  onRetry,
}: CategoryListProps) {
  const t = useTranslate();
  const row = (id: string | null, name: string, count: number, category?: Category) => {
    const active = selected === id;
    return (
      <li
        key={id ?? 'all'}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          borderRadius: 6,
          background: active ? '#e6efff' : undefined,
          marginBottom: 2,
        }}
      >
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onSelect(id)}
          style={{
            flex: 1,
            minWidth: 0,
            textAlign: 'left',
            background: 'none',
            border: 0,
            padding: '8px 8px',
            cursor: 'pointer',
            font: 'inherit',
            fontWeight: active ? 600 : 400,
            color: active ? '#0b57c2' : 'inherit',
            display: 'flex',
            justifyContent: 'space-between',
            gap: 8,
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
          <Badge count={count} showZero color="#595959" overflowCount={999} title={t('catalogue.categories.count', { count })} />
        </button>
        {category && (
          <>
            <Tooltip title={t('catalogue.categories.edit')}>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label={t('catalogue.categories.editNamed', { name })}
                onClick={() => onEdit(category)}
              />
            </Tooltip>
            {/* A category that still has items cannot be deleted: said up front, not after confirming. */}
            <Tooltip title={count > 0 ? t('catalogue.categories.inUseReason', { count }) : t('catalogue.categories.delete')}>
              {/* The span takes the hover a disabled button does not. */}
              <span
                style={{ display: 'inline-flex', cursor: count > 0 ? 'not-allowed' : undefined }}
                data-testid={`delete-${category._id}`}
              >
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={count > 0}
                  aria-label={
                    count > 0
                      ? t('catalogue.categories.deleteNamedInUse', { name, count })
                      : t('catalogue.categories.deleteNamed', { name })
                  }
                  onClick={() => onDelete(category)}
                />
              </span>
            </Tooltip>
          </>
        )}
      </li>
    );
  };

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('catalogue.categories.title')}</h2>}
      size="small"
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined aria-hidden />} onClick={onAdd} disabled={isLoading || !!error}>
          {t('catalogue.categories.add')}
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          message={error}
          action={
            onRetry && (
              <Button size="small" onClick={onRetry}>
                {t('catalogue.retry')}
              </Button>
            )
          }
        />
      ) : categories.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalogue.categories.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('catalogue.categories.title')}>
          {row(null, t('catalogue.categories.all'), total)}
          {categories.map((c) => row(c._id, c.name, counts[c._id] ?? 0, c))}
        </ul>
      )}
    </Card>
  );
}
