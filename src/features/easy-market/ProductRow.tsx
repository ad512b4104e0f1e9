import { memo } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatMoney } from '../../i18n/format';
import { EmThumb } from './EmThumb';
import type { EmProduct } from './types';

export interface ProductRowProps {
  product: EmProduct;
  /** This person just added it: marked so it is found at once. */
  justAdded?: boolean;
  /** A switch of this row is being saved. */
  saving?: boolean;
  /** Saves at once. */
  onToggle?: (product: EmProduct, flag: 'active' | 'soldOut', value: boolean) => void;
  onEdit?: (product: EmProduct) => void;
  /** Asks for the delete (the page confirms first). */
  onDelete?: (product: EmProduct) => void;
}

/** One product of a category: image, name, brand, both prices, active and sold-out switches, edit and delete. */
export const ProductRow = memo(function ProductRow({ product, justAdded, saving, onToggle, onEdit, onDelete }: ProductRowProps) {
  const t = useTranslate();
  const discounted = product.prixActual !== product.prix;
  return (
    <div
      data-testid="em-product-row"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '8px 16px',
        padding: '10px 12px',
        borderBottom: '1px solid #f0f0f0',
        background: justAdded ? '#f6ffed' : undefined,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, flex: '1 1 220px', minWidth: 0 }}>
        <EmThumb src={product.image} alt={product.name} size={48} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere', opacity: product.active ? 1 : 0.7 }}>
            {product.name}
          </Typography.Text>
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 2 }}>
            {product.marque ? (
              <Tag style={{ margin: 0 }}>{product.marque}</Tag>
            ) : (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('easyMarket.products.noBrand')}
              </Typography.Text>
            )}
            {justAdded && (
              <Tag color="success" style={{ margin: 0 }}>
                {t('easyMarket.products.justAdded')}
              </Tag>
            )}
            {product.soldOut && (
              <Tag color="error" style={{ margin: 0 }}>
                {t('easyMarket.products.soldOut')}
              </Tag>
            )}
          </span>
        </div>
      </div>
      <dl style={{ display: 'flex', gap: 16, margin: 0, flex: '0 0 auto' }}>
        <div>
          <dt style={{ fontSize: 12, color: '#595959' }}>{t('easyMarket.products.prix')}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }} data-testid="em-prix">
            {formatMoney(product.prix)}
          </dd>
        </div>
        <div>
          <dt style={{ fontSize: 12, color: '#595959' }}>{t('easyMarket.products.prixActual')}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap', fontWeight: discounted ? 600 : 400 }} data-testid="em-prix-actual">
            {formatMoney(product.prixActual)}
          </dd>
        </div>
      </dl>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flex: '0 0 auto', flexWrap: 'wrap' }}>
        <FlagSwitch
          checked={product.active}
          saving={saving}
          label={t('easyMarket.products.activeNamed', { name: product.name })}
          caption={t('easyMarket.active')}
          onChange={(v) => onToggle?.(product, 'active', v)}
        />
        <FlagSwitch
          checked={product.soldOut}
          saving={saving}
          label={t('easyMarket.products.soldOutNamed', { name: product.name })}
          caption={t('easyMarket.products.soldOut')}
          onChange={(v) => onToggle?.(product, 'soldOut', v)}
        />
        <span>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('easyMarket.products.editNamed', { name: product.name })}
            onClick={() => onEdit?.(product)}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('easyMarket.products.deleteNamed', { name: product.name })}
            onClick={() => onDelete?.(product)}
          />
        </span>
      </div>
    </div>
  );
});

interface FlagSwitchProps {
  checked: boolean;
  saving?: boolean;
  /** What screen readers hear (it names the product). */
  label: string;
  /** The short word shown beside it. */
  caption: string;
  onChange: (checked: boolean) => void;
}

/** One of a product's flags (active, sold out), saved at once. */
function FlagSwitch({ checked, saving, label, caption, onChange }: FlagSwitchProps) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Switch size="small" checked={checked} loading={saving} aria-label={label} onChange={onChange} />
      <span aria-hidden>{caption}</span>
    </label>
  );
}
