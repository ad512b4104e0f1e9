import { useMemo, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Tabs } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { orderAlarm } from '../../components/orderAlarm';
import { ADMIN_ORDER_KINDS, ACTIVE_STATUSES, DONE_STATUSES, type AdminOrderKind } from '../../domain/orders';
import type { OrderListSource } from '../../providers/endpoints/orders';
import { DeskHeader } from './DeskHeader';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderHistory } from './OrderHistory';
import { OrderProblemsPanel } from './OrderProblemsPanel';
import { useOrderChanges } from './useOrderChanges';
import { OrdersSection } from './OrdersSection';
import type { Order } from './types';
import { useDeskOrders } from './useDeskOrders';
import { useOrderDecision } from './useOrderDecision';

type View = 'current' | 'new' | 'done';
const VIEWS: View[] = ['current', 'new', 'done'];

/** The lists a desk reads: the spec's admin lists (waiting, comming, confirme; new). Done orders page on the server. */
function sourcesFor(type: AdminOrderKind, view: Exclude<View, 'done'>): OrderListSource[] {
  if (view === 'new') return type === 'grocery' ? [{ source: 'groceryNew' }] : [{ source: 'admin', type, status: 'new' }];
  return ACTIVE_STATUSES.map((status) => ({ source: 'admin', type, status }));
}

/** The admin's order desks: /orders/{grocery|restaurant|store} (in progress), …/new and …/done. */
export default function AdminOrdersPage() {
  const params = useParams<{ type: string; view?: string }>();
  const type = params.type as AdminOrderKind;
  const view: View = params.view === 'new' || params.view === 'done' ? params.view : 'current';
  if (!(ADMIN_ORDER_KINDS as readonly string[]).includes(type) || (params.view && view === 'current'))
    return <Navigate to="/orders/grocery" replace />;
  // A new desk per type and view, so one desk's in-place decisions never leak into another.
  if (view === 'done') return <AdminHistory key={type} type={type} />;
  return <AdminDesk key={`${type}/${view}`} type={type} view={view} />;
}

function AdminTabs({ type, view }: { type: AdminOrderKind; view: View }) {
  const t = useTranslate();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => navigate(key === 'current' ? `/orders/${type}` : `/orders/${type}/${key}`)}
      items={VIEWS.map((key) => ({ key, label: t(`orders.views.${key}`) }))}
      aria-label={t('orders.viewsLabel')}
    />
  );
}

/** Delivered, refused and cancelled orders of one type, any number of them, paged by the server; a delivered one can be refunded. */
function AdminHistory({ type }: { type: AdminOrderKind }) {
  const t = useTranslate();
  const [open, setOpen] = useState<Order | null>(null);
  return (
    <>
      <DeskHeader title={t('orders.adminTitle', { type: t(`orders.kinds.${type}`) })} />
      <AdminTabs type={type} view="done" />
      <OrderHistory
        title={t('orders.doneTitle')}
        source={{ source: 'admin', type, status: DONE_STATUSES.join(',') }}
        onOpen={setOpen}
        showBusiness={type !== 'grocery'}
      />
      <OrderDetailModal
        order={open}
        onClose={() => setOpen(null)}
        showBusiness
        problems={(order) => <OrderProblemsPanel order={order} />}
      />
    </>
  );
}

function AdminDesk({ type, view }: { type: AdminOrderKind; view: Exclude<View, 'done'> }) {
  const t = useTranslate();
  const sources = useMemo(() => sourcesFor(type, view), [type, view]);
  // Grocery orders are updated in place (SPEC §4): a decided row stays, showing its new status.
  const desk = useDeskOrders(sources, { keepDecided: type === 'grocery' });
  const [open, setOpen] = useState<Order | null>(null);
  const { decide, busyId } = useOrderDecision({ by: 'admin', type }, desk.markDecided);
  // A cancelled order leaves the desk's lists at once; its detail shows it cancelled.
  const changes = useOrderChanges('admin', (order) => {
    setOpen(order);
    desk.refetch();
  });
  const kind = t(`orders.kinds.${type}`);
  const title = view === 'new' ? t('orders.newTitle') : t('orders.currentTitle');

  return (
    <>
      <DeskHeader title={t('orders.adminTitle', { type: kind })} onRefresh={desk.refetch} />
      <AdminTabs type={type} view={view} />
      <OrdersSection
        title={title}
        mode={view}
        orders={desk.orders}
        loading={desk.isLoading}
        error={desk.error}
        onRetry={desk.refetch}
        busyId={busyId}
        onOpen={(order) => {
          orderAlarm.acknowledge(order._id);
          setOpen(order);
        }}
        onDecide={decide}
        showBusiness={type !== 'grocery'}
      />
      <OrderDetailModal
        order={open}
        onClose={() => setOpen(null)}
        showBusiness
        extra={changes.buttons}
        problems={(order) => <OrderProblemsPanel order={order} />}
      />
      {changes.dialogs}
    </>
  );
}
