import { useTranslate } from '@refinedev/core';
import { CardGrid } from '../../components/CardGrid';
import { ProductCard, type ProductCardProps } from './ProductCard';
import type { Product } from './types';

export interface ProductGridProps extends Omit<ProductCardProps, 'product' | 'saving'> {
  products: Product[];
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
  emptyText: string;
  onAdd?: () => void;
  /** Items whose switch is being saved, by id. */
  savingToggles: Record<string, boolean>;
  /** Items picked for a bulk action. */
  selectedIds?: ReadonlySet<string>;
}

/** The grid of item cards, with its loading, error and empty states. */
export function ProductGrid({
  products,
  isLoading,
  error,
  onRetry,
  emptyText,
  onAdd,
  savingToggles,
  selectedIds,
  ...actions
}: ProductGridProps) {
  const t = useTranslate();
  return (
    <CardGrid
      items={products}
      itemKey={(p) => p._id}
      renderItem={(p) => <ProductCard product={p} saving={savingToggles[p._id]} selected={selectedIds?.has(p._id)} {...actions} />}
      span={{ xs: 24, sm: 12, xl: 8 }}
      cardHeight={320}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      add={onAdd && { label: t('catalogue.products.add'), onClick: onAdd }}
    />
  );
}
