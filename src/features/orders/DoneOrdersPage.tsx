import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { DONE_STATUSES } from '../../domain/orders';
import { DeskHeader } from './DeskHeader';
import { OrderDetailModal } from './OrderDetailModal';
import { OrdersSection } from './OrdersSection';
import type { Order } from './types';
import { useDeskOrders } from './useDeskOrders';
import { useOwnerDesk } from './useOwnerDesk';

/** Finished orders of the owner's business: delivered and refused (/orders/done). */
export default function DoneOrdersPage() {
  const t = useTranslate();
  const { desk, businessId, isLoading, error } = useOwnerDesk();
  const done = useDeskOrders([{ source: 'owner', type: desk?.type ?? 'restaurant', businessId: businessId ?? '', statuses: DONE_STATUSES }], {
    enabled: !!desk && !!businessId,
  });
  const [open, setOpen] = useState<Order | null>(null);

  if (isLoading) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  if (error || !desk) return <Alert type="error" showIcon message={t('messages.noOrders')} description={error?.message} />;
  return (
    <>
      <DeskHeader title={t('orders.doneTitle')} onRefresh={done.refetch} />
      <OrdersSection title={t('orders.doneTitle')} mode="done" orders={done.orders} loading={done.isLoading} error={done.error} onRetry={done.refetch} onOpen={setOpen} />
      <OrderDetailModal order={open} onClose={() => setOpen(null)} />
    </>
  );
}
