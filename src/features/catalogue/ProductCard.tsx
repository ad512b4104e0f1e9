import { useTranslate } from '@refinedev/core';
import { Checkbox, Dropdown, Switch, Tag } from 'antd';
import { ItemCard } from '../../components/ItemCard';
import { SwitchRow } from '../../components/SwitchRow';
import { useClock } from '../../components/useClock';
import { dayMonthTimeIn } from '../../domain/clock';
import type { SoldOutSpan } from '../../domain/service';
import { isOutOfStock } from '../../domain/stock';
import { StockTag } from './StockTag';
import { AvailabilityTag } from './AvailabilityTag';
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
  /** Picked for a bulk action (the checkbox shows when onSelect is given). */
  selected?: boolean;
  onSelect?: (product: Product, selected: boolean) => void;
}

/** One item of the grid: photo, name, price in dh, description, category, options, hidden and sold-out toggles. */
export function ProductCard({ product, onEdit, onDelete, onToggleHidden, onToggleSoldOut, saving, selected, onSelect }: ProductCardProps) {
  const t = useTranslate();
  const clock = useClock();
  const soldOutLabel = t('catalogue.products.soldOutSwitchNamed', { name: product.name });
  const tags = (
    <>
      {onSelect && (
        <Checkbox
          checked={!!selected}
          onChange={(e) => onSelect(product, e.target.checked)}
          aria-label={t('catalogue.bulk.select', { name: product.name })}
          style={{ marginInlineEnd: 8 }}
        />
      )}
      <Tag>{product.category?.name ?? t('catalogue.products.noCategoryTag')}</Tag>
      {product.active && <Tag color="warning">{t('catalogue.products.hidden')}</Tag>}
      <StockTag product={product} />
      <AvailabilityTag availability={product.availability ?? product.categoryAvailability} />
      {product.soldOut && !isOutOfStock(product.stock) && (
        <Tag color="error">
          {product.soldOutUntil && dayMonthTimeIn(product.soldOutUntil, clock.zone)
            ? t('catalogue.products.soldOutBack', { when: `${dayMonthTimeIn(product.soldOutUntil, clock.zone)} ${clock.name}` })
            : t('catalogue.products.soldOut')}
        </Tag>
      )}
    </>
  );
  const switches = (
    <>
      <SwitchRow caption={t('catalogue.products.hiddenSwitch')}>
        <Switch
          size="small"
          checked={product.active}
          loading={saving}
          aria-label={t('catalogue.products.hiddenSwitchNamed', { name: product.name })}
          onChange={(checked) => onToggleHidden?.(product, checked)}
        />
      </SwitchRow>
      <SwitchRow caption={t('catalogue.products.soldOutSwitch')}>
        {product.soldOut ? (
          // Back on sale at once; out of stock, only a restock brings it back.
          <Switch
            size="small"
            checked
            loading={saving}
            disabled={isOutOfStock(product.stock)}
            aria-label={soldOutLabel}
            onChange={() => onToggleSoldOut?.(product, false)}
          />
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
      </SwitchRow>
    </>
  );
  return (
    <ItemCard
      item={product}
      textsFrom="catalogue.products"
      faded={product.active || product.soldOut}
      tags={tags}
      switches={switches}
      onEdit={() => onEdit?.(product)}
      onDelete={() => onDelete?.(product)}
    />
  );
}
