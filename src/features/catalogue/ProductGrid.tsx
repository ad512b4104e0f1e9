import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Col, Empty, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { SoldOutSpan } from '../../domain/service';
import { ProductCard } from './ProductCard';
import type { Product } from './types';

export interface ProductGridProps {
  products: Product[];
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
  emptyText: string;
  onAdd?: () => void;
  savingToggles: Record<string, boolean>;
  onEdit: (p: Product) => void;
  onDelete: (p: Product) => void;
  onToggleHidden: (p: Product, hidden: boolean) => void;
  onToggleSoldOut: (p: Product, soldOut: boolean, span?: SoldOutSpan) => void;
}

/** The grid of item cards, with its loading, error and empty states. */
export function ProductGrid({ products, isLoading, error, onRetry, emptyText, onAdd, savingToggles, ...actions }: ProductGridProps) {
  const t = useTranslate();
  if (isLoading) {
    return (
      <Row gutter={[16, 16]} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} sm={12} xl={8}>
            <Card loading style={{ height: 320 }} />
          </Col>
        ))}
      </Row>
    );
  }
  if (error) {
    return (
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
    );
  }
  if (products.length === 0) {
    return (
      <Empty description={emptyText} style={{ padding: 32, background: '#fff', borderRadius: 8, margin: 0 }}>
        {onAdd && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {t('catalogue.products.add')}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {products.map((p) => (
        <Col key={p._id} xs={24} sm={12} xl={8}>
          <ProductCard
            product={p}
            saving={savingToggles[p._id]}
            onEdit={actions.onEdit}
            onDelete={actions.onDelete}
            onToggleHidden={actions.onToggleHidden}
            onToggleSoldOut={actions.onToggleSoldOut}
          />
        </Col>
      ))}
    </Row>
  );
}
