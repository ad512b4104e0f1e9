import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Space, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { orderAlarm } from '../../components/orderAlarm';
import { ACTIVE_STATUSES } from '../../domain/orders';
import { AcceptDialog } from './AcceptDialog';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderProblemsPanel } from './OrderProblemsPanel';
import { useOrderChanges } from './useOrderChanges';
import { RefuseDialog } from './RefuseDialog';
import { useDecisionDialogs } from './useDecisionDialogs';
import { OrdersSection } from './OrdersSection';
import { DeskHeader } from './DeskHeader';
import type { Order } from './types';
import { useDeskOrders } from './useDeskOrders';
import { useOrderDecision } from './useOrderDecision';
import { useOwnerDesk } from './useOwnerDesk';
import { useAutoAcceptPrint } from './useAutoAcceptPrint';
import { usePrintTicket } from './usePrintTicket';

/** An owner's service screen: new orders to confirm or refuse, and the orders on their way (/orders/now, /orders/new). */
export default function OwnerOrdersPage() {
  const t = useTranslate();
  const { desk, business, businessId, isLoading, error } = useOwnerDesk();
  const enabled = !!desk && !!businessId;
  const base = { source: 'owner' as const, type: desk?.type ?? 'restaurant', businessId: businessId ?? '' };
  const fresh = useDeskOrders([{ ...base, statuses: ['new'] }], { enabled });
  const current = useDeskOrders([{ ...base, statuses: ACTIVE_STATUSES }], { enabled });
  const [open, setOpen] = useState<Order | null>(null);
  const { decide, busyId } = useOrderDecision(desk ?? { by: 'owner', type: 'restaurant' }, (order, status) => {
    fresh.markDecided(order, status);
    current.refetch();
  });
  // A cancelled order leaves the current list; a changed one shows its new lines, in the list and in its detail.
  const changes = useOrderChanges('business', (order) => {
    setOpen(order);
    current.refetch();
  });
  const printer = usePrintTicket(business?.name);
  useAutoAcceptPrint(business?.printOnAccept ? printer.print : undefined);
  const dialogs = useDecisionDialogs(
    desk ?? { by: 'owner', type: 'restaurant' },
    decide,
    fresh.orders,
    business?.printOnAccept ? printer.print : undefined,
  );

  if (isLoading) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  if (error || !desk) return <Alert type="error" showIcon message={t('messages.noOrders')} description={error?.message} />;

  const show = (order: Order) => {
    orderAlarm.acknowledge(order._id);
    setOpen(order);
  };
  return (
    <>
      <DeskHeader
        title={t('nav.ordersNow')}
        onRefresh={() => {
          fresh.refetch();
          current.refetch();
        }}
      />
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <OrdersSection
          title={t('orders.newTitle')}
          mode="new"
          orders={fresh.orders}
          loading={fresh.isLoading}
          error={fresh.error}
          onRetry={fresh.refetch}
          busyId={busyId}
          onOpen={show}
          onDecide={dialogs.ask}
          asksDetails
        />
        <OrdersSection
          title={t('orders.currentTitle')}
          mode="current"
          orders={current.orders}
          loading={current.isLoading}
          error={current.error}
          onRetry={current.refetch}
          onOpen={show}
        />
      </Space>
      <OrderDetailModal
        order={open}
        onClose={() => setOpen(null)}
        onDecide={(order, decision) => {
          setOpen(null);
          dialogs.ask(order, decision);
        }}
        extra={(order) => (
          <>
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => printer.print(order)}
              aria-label={t('orders.ticket.printLabel', { number: order.commandNumber })}
            >
              {t('orders.ticket.print')}
            </Button>
            {changes.buttons(order)}
          </>
        )}
        problems={(order) => <OrderProblemsPanel order={order} />}
      />
      {changes.dialogs}
      {printer.ticket}
      <AcceptDialog
        order={dialogs.accepting}
        usualMinutes={business?.preparationMinutes}
        busy={!!busyId}
        onAccept={dialogs.accept}
        onCancel={dialogs.cancel}
      />
      <RefuseDialog order={dialogs.refusing} busy={!!busyId} onRefuse={dialogs.refuse} onCancel={dialogs.cancel} />
    </>
  );
}
