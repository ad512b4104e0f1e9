import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Col, Empty, Row, type ColProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

export interface CardGridProps<T> {
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The column spans of one card per breakpoint. */
  span: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
  /** The height of a placeholder card while loading. */
  cardHeight?: number;
  isLoading?: boolean;
  /** The load failure, said with a retry. */
  error?: string;
  onRetry?: () => void;
  emptyText: ReactNode;
  /** The empty state's call to action (label and handler). */
  add?: { label: string; onClick: () => void };
}

/** Cards in a responsive grid, with the loading, error and empty states every card screen needs. */
export function CardGrid<T>({
  items,
  itemKey,
  renderItem,
  span,
  cardHeight = 300,
  isLoading,
  error,
  onRetry,
  emptyText,
  add,
}: CardGridProps<T>) {
  const t = useTranslate();
  if (isLoading) {
    return (
      <Row gutter={[16, 16]} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Col key={i} {...span}>
            <Card loading style={{ height: cardHeight }} />
          </Col>
        ))}
      </Row>
    );
  }
  if (error) {
    const retry = onRetry && (
      <Button size="small" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    );
    return <Alert type="error" showIcon message={error} action={retry} />;
  }
  if (items.length === 0) {
    return (
      <Empty description={emptyText} style={{ padding: 32, background: '#fff', borderRadius: 8, margin: 0 }}>
        {add && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={itemKey(item)} {...span}>
          {renderItem(item)}
        </Col>
      ))}
    </Row>
  );
}
