import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Spin } from 'antd';
import { DONE_STATUSES } from '../../domain/orders';
import { DeskHeader } from './DeskHeader';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderHistory } from './OrderHistory';
import { OrderProblemsPanel } from './OrderProblemsPanel';
import type { Order } from './types';
import { useOwnerDesk } from './useOwnerDesk';

/** Finished orders of the owner's business: delivered, refused and cancelled (/orders/done), paged by the server; each with its refunds. */
export default function DoneOrdersPage() {
  const t = useTranslate();
  const { desk, businessId, isLoading, error } = useOwnerDesk();
  const [open, setOpen] = useState<Order | null>(null);

  if (isLoading) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  if (error || !desk || !businessId) return <Alert type="error" showIcon message={t('messages.noOrders')} description={error?.message} />;
  return (
    <>
      <DeskHeader title={t('orders.doneTitle')} />
      <OrderHistory
        title={t('orders.doneTitle')}
        source={{ source: 'owner', type: desk.type, businessId, statuses: DONE_STATUSES }}
        onOpen={setOpen}
      />
      <OrderDetailModal order={open} onClose={() => setOpen(null)} problems={(order) => <OrderProblemsPanel order={order} />} />
    </>
  );
}
