import { useTranslate } from '@refinedev/core';
import { Tag } from 'antd';
import { isLowStock, isOutOfStock } from '../../domain/stock';
import type { Product } from './types';

/** What a card says of a counted stock: out of stock (sold out until restocked), low, or how many are left. */
export function StockTag({ product }: { product: Pick<Product, 'stock' | 'lowStock'> }) {
  const t = useTranslate();
  const stock = product.stock ?? null;
  if (stock === null) return null;
  if (isOutOfStock(stock)) return <Tag color="error">{t('catalogue.stock.out')}</Tag>;
  if (isLowStock({ stock, lowStock: product.lowStock ?? null }))
    return <Tag color="warning">{t('catalogue.stock.low', { count: stock })}</Tag>;
  return <Tag>{t('catalogue.stock.inStock', { count: stock })}</Tag>;
}
