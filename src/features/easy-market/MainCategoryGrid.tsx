import { memo } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { EditDeleteIcons } from './EditDeleteIcons';
import { EmThumb } from './EmThumb';
import type { EmMainCategory } from './types';

export interface MainCategoryGridProps {
  mains: readonly EmMainCategory[];
  selectedId?: string | null;
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
  onSelect?: (main: EmMainCategory) => void;
  onAdd?: () => void;
  onEdit?: (main: EmMainCategory) => void;
  onDelete?: (main: EmMainCategory) => void;
}

/** The main categories as a grid of cards (image, name, active); choosing one shows its sub-categories. */
export const MainCategoryGrid = memo(function MainCategoryGrid({
  mains,
  selectedId,
  isLoading,
  error,
  onRetry,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
}: MainCategoryGridProps) {
  const t = useTranslate();
  return (
    <section aria-labelledby="em-main-title" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={3} id="em-main-title" style={{ margin: 0, fontSize: 18 }}>
          {t('easyMarket.main.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd} disabled={isLoading || !!error}>
          {t('easyMarket.main.add')}
        </Button>
      </div>
      {error ? (
        <Alert type="error" showIcon message={error} action={onRetry && <Button onClick={onRetry}>{t('easyMarket.retry')}</Button>} />
      ) : isLoading ? (
        <div role="status" aria-busy="true" aria-label={t('app.loading')} style={gridStyle}>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} size="small">
              <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      ) : mains.length === 0 ? (
        <Empty description={t('easyMarket.main.empty')} />
      ) : (
        <ul style={{ ...gridStyle, listStyle: 'none', padding: 0, margin: 0 }}>
          {mains.map((main) => {
            const selected = main._id === selectedId;
            return (
              <li key={main._id}>
                <Card
                  size="small"
                  style={{
                    height: '100%',
                    borderColor: selected ? '#0958d9' : undefined,
                    boxShadow: selected ? '0 0 0 1px #0958d9' : undefined,
                  }}
                  styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
                >
                  <button type="button" aria-pressed={selected} onClick={() => onSelect?.(main)} style={selectButtonStyle}>
                    <EmThumb src={main.image} alt="" size={48} />
                    <strong style={{ fontSize: 15, overflowWrap: 'anywhere' }}>{main.name}</strong>
                  </button>
                  <span style={{ color: '#595959', fontSize: 13 }}>
                    {main.subCategories.length === 1
                      ? t('easyMarket.main.subCountOne')
                      : t('easyMarket.main.subCount', { count: main.subCategories.length })}
                  </span>
                  <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 }}>
                    <Tag color={main.active ? 'success' : 'default'}>{main.active ? t('easyMarket.active') : t('easyMarket.inactive')}</Tag>
                    <span>
                      <EditDeleteIcons
                        name={main.name}
                        textsFrom="easyMarket.main"
                        blockedBy={main.subCategories.length > 0 ? t('messages.emMainHasSubs') : undefined}
                        onEdit={() => onEdit?.(main)}
                        onDelete={() => onDelete?.(main)}
                      />
                    </span>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

const gridStyle = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' } as const;
const selectButtonStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  color: 'inherit',
  font: 'inherit',
} as const;
