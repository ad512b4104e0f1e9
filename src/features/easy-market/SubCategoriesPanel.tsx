import { memo } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { EditDeleteIcons } from './EditDeleteIcons';
import { EmThumb } from './EmThumb';
import type { EmCategory, EmMainCategory, EmSubCategory } from './types';

export interface SubCategoriesPanelProps {
  /** The chosen main category; its sub-categories are listed. */
  main?: EmMainCategory;
  selectedCategoryId?: string | null;
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
  onAddSub?: (main: EmMainCategory) => void;
  onEditSub?: (sub: EmSubCategory) => void;
  onDeleteSub?: (sub: EmSubCategory) => void;
  onAddCategory?: (sub: EmSubCategory) => void;
  onSelectCategory?: (category: EmCategory) => void;
  onEditCategory?: (category: EmCategory, sub: EmSubCategory) => void;
  onDeleteCategory?: (category: EmCategory) => void;
}

/** The sub-categories of a main category, each with its categories and their brands (marque). */
export const SubCategoriesPanel = memo(function SubCategoriesPanel(props: SubCategoriesPanelProps) {
  const { main, isLoading, error, onRetry, onAddSub } = props;
  const t = useTranslate();
  return (
    <section aria-labelledby="em-sub-title">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={3} id="em-sub-title" style={{ margin: 0, fontSize: 18 }}>
          {main ? t('easyMarket.sub.title', { name: main.name }) : t('easyMarket.sub.titleNone')}
        </Typography.Title>
        {main && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => onAddSub?.(main)}>
            {t('easyMarket.sub.add')}
          </Button>
        )}
      </div>
      {error ? (
        <Alert type="error" showIcon message={error} action={onRetry && <Button onClick={onRetry}>{t('easyMarket.retry')}</Button>} />
      ) : isLoading ? (
        <Card size="small">
          <div role="status" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton active title={false} paragraph={{ rows: 6 }} />
          </div>
        </Card>
      ) : !main ? (
        <Empty description={t('easyMarket.sub.chooseMain')} />
      ) : main.subCategories.length === 0 ? (
        <Empty description={t('easyMarket.sub.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {main.subCategories.map((sub) => (
            <li key={sub._id}>
              <SubCategoryCard sub={sub} {...props} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

function SubCategoryCard({
  sub,
  selectedCategoryId,
  onEditSub,
  onDeleteSub,
  onAddCategory,
  onSelectCategory,
  onEditCategory,
  onDeleteCategory,
}: SubCategoriesPanelProps & { sub: EmSubCategory }) {
  const t = useTranslate();
  return (
    <Card size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' }}>
        <EmThumb src={sub.image} alt="" size={40} />
        <Typography.Title level={4} style={{ margin: 0, fontSize: 16, flex: '1 1 120px', overflowWrap: 'anywhere' }}>
          {sub.name}
        </Typography.Title>
        {!sub.active && <Tag>{t('easyMarket.inactive')}</Tag>}
        <span>
          <EditDeleteIcons
            name={sub.name}
            textsFrom="easyMarket.sub"
            blockedBy={sub.categories.length > 0 ? t('messages.subcatHasCategories') : undefined}
            onEdit={() => onEditSub?.(sub)}
            onDelete={() => onDeleteSub?.(sub)}
          />
        </span>
      </div>
      {sub.categories.length === 0 ? (
        <Typography.Text type="secondary">{t('easyMarket.cat.empty')}</Typography.Text>
      ) : (
        <ul aria-label={sub.name} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {sub.categories.map((cat) => {
            const selected = cat._id === selectedCategoryId;
            return (
              <li key={cat._id} style={{ padding: '4px 6px', borderRadius: 6, background: selected ? '#e6f4ff' : undefined }}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelectCategory?.(cat)}
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 8,
                      flex: 1,
                      minWidth: 0,
                      padding: 0,
                      border: 'none',
                      background: 'none',
                      textAlign: 'left',
                      cursor: 'pointer',
                      color: 'inherit',
                      font: 'inherit',
                    }}
                  >
                    <EmThumb src={cat.image} alt="" size={32} />
                    <span style={{ fontWeight: selected ? 600 : 400, overflowWrap: 'anywhere' }}>{cat.name}</span>
                  </button>
                  <span style={{ color: '#595959', fontSize: 12, whiteSpace: 'nowrap' }}>
                    {cat.productCount === 1 ? t('easyMarket.cat.productsOne') : t('easyMarket.cat.products', { count: cat.productCount })}
                    {!cat.active && ` · ${t('easyMarket.inactive')}`}
                  </span>
                  <EditDeleteIcons
                    name={cat.name}
                    textsFrom="easyMarket.cat"
                    blockedBy={cat.productCount > 0 ? t('messages.emCategoryHasProducts') : undefined}
                    onEdit={() => onEditCategory?.(cat, sub)}
                    onDelete={() => onDeleteCategory?.(cat)}
                  />
                </div>
                {cat.marque.length > 0 && (
                  <ul
                    aria-label={t('easyMarket.cat.brandsOf', { name: cat.name })}
                    style={{ listStyle: 'none', margin: '4px 0 0 40px', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}
                  >
                    {cat.marque.map((m) => (
                      <li key={m}>
                        <Tag style={{ margin: 0 }}>{m}</Tag>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          aria-label={t('easyMarket.cat.addTo', { name: sub.name })}
          onClick={() => onAddCategory?.(sub)}
        >
          {t('easyMarket.cat.add')}
        </Button>
      </div>
    </Card>
  );
}
