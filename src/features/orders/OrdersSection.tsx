import { useTranslate } from '@refinedev/core';
import { Alert, Badge, Button, Card, Space } from 'antd';
import { OrdersTable, type OrdersTableProps } from './OrdersTable';

export interface OrdersSectionProps extends Omit<OrdersTableProps, 'caption'> {
  title: string;
  error?: Error | null;
  onRetry?: () => void;
}

/** A titled card holding one orders table, with its count and a way out of a failed load. */
export function OrdersSection({ title, error, onRetry, ...table }: OrdersSectionProps) {
  const t = useTranslate();
  return (
    <Card
      title={
        <Space>
          <span>{title}</span>
          <Badge count={table.orders.length} showZero color="#0b57c2" overflowCount={999} />
        </Space>
      }
      styles={{ body: { padding: 0 } }}
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ margin: 16 }}
          message={t('orders.loadFailed')}
          description={error.message}
          action={onRetry && <Button onClick={onRetry}>{t('orders.retry')}</Button>}
        />
      ) : (
        <OrdersTable {...table} caption={title} />
      )}
    </Card>
  );
}
