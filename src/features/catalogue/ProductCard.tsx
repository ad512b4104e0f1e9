import { useTranslate } from '@refinedev/core';
import { Button, Card, Dropdown, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { optionSummary } from '../../domain/catalogue';
import type { SoldOutSpan } from '../../domain/service';
import { formatMoney } from '../../i18n/format';
import type { Product } from './types';

export interface ProductCardProps {
  product: Product;
  onEdit?: (product: Product) => void;
  onDelete?: (product: Product) => void;
  /** Saves at once: true hides the item from customers (`active`). */
  onToggleHidden?: (product: Product, hidden: boolean) => void;
  /** Marking sold out says for how long: until the next opening ("tomorrow") or until changed. */
  onToggleSoldOut?: (product: Product, soldOut: boolean, span?: SoldOutSpan) => void;
  /** A toggle of this card is being saved. */
  saving?: boolean;
}

/** One item of the grid: photo, name, price in dh, description, category, options, hidden and sold-out toggles. */
export function ProductCard({ product, onEdit, onDelete, onToggleHidden, onToggleSoldOut, saving }: ProductCardProps) {
  const t = useTranslate();
  const dimmed = product.active || product.soldOut;
  const soldOutLabel = t('catalogue.products.soldOutSwitchNamed', { name: product.name });
  return (
    <Card
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        product.image ? (
          <img src={product.image} alt={product.name} style={{ height: 150, objectFit: 'cover', opacity: dimmed ? 0.6 : 1 }} />
        ) : (
          <div
            role="img"
            aria-label={t('catalogue.products.noImage')}
            style={{ height: 150, display: 'grid', placeItems: 'center', background: '#f5f5f5', color: '#595959', fontSize: 32 }}
          >
            <PictureOutlined aria-hidden />
          </div>
        )
      }
      actions={[
        <Button
          key="edit"
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('catalogue.products.editNamed', { name: product.name })}
          onClick={() => onEdit?.(product)}
        >
          {t('catalogue.products.edit')}
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('catalogue.products.deleteNamed', { name: product.name })}
          onClick={() => onDelete?.(product)}
        >
          {t('catalogue.products.delete')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {product.name}
        </Typography.Title>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(product.price)}
        </Typography.Text>
      </div>
      <Space size={[4, 4]} wrap>
        <Tag>{product.category?.name ?? t('catalogue.products.noCategoryTag')}</Tag>
        {product.active && <Tag color="warning">{t('catalogue.products.hidden')}</Tag>}
        {product.soldOut && (
          <Tag color="error">
            {product.soldOutUntil && dayjs(product.soldOutUntil).isValid()
              ? t('catalogue.products.soldOutBack', { when: dayjs(product.soldOutUntil).format('DD/MM HH:mm') })
              : t('catalogue.products.soldOut')}
          </Tag>
        )}
      </Space>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {product.description}
      </Typography.Paragraph>
      {product.options.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: 18, fontSize: 13 }} aria-label={t('catalogue.products.options')}>
          {product.options.map((o, i) => (
            <li key={i}>{optionSummary(o)}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('catalogue.products.noOptions')}
        </Typography.Text>
      )}
      <div style={{ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: 6, paddingTop: 4 }}>
        <label style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <span>{t('catalogue.products.hiddenSwitch')}</span>
          <Switch
            size="small"
            checked={product.active}
            loading={saving}
            aria-label={t('catalogue.products.hiddenSwitchNamed', { name: product.name })}
            onChange={(checked) => onToggleHidden?.(product, checked)}
          />
        </label>
        <label style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <span>{t('catalogue.products.soldOutSwitch')}</span>
          {product.soldOut ? (
            // Back on sale at once.
            <Switch size="small" checked loading={saving} aria-label={soldOutLabel} onChange={() => onToggleSoldOut?.(product, false)} />
          ) : (
            // Sold out for how long: until the next opening, or until changed.
            <Dropdown
              trigger={['click']}
              disabled={saving}
              menu={{
                items: [
                  { key: 'tomorrow', label: t('catalogue.products.soldOutTomorrow') },
                  { key: 'changed', label: t('catalogue.products.soldOutUntilChanged') },
                ],
                onClick: ({ key }) => onToggleSoldOut?.(product, true, key as SoldOutSpan),
              }}
            >
              <Switch size="small" checked={false} loading={saving} aria-label={soldOutLabel} aria-haspopup="menu" />
            </Dropdown>
          )}
        </label>
      </div>
    </Card>
  );
}
