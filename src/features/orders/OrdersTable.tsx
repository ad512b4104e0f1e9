import { useEffect, useRef } from 'react';
import type React from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Grid, Popconfirm, Space, Table, Tag, Typography, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { Money } from '../../components/Money';
import { whenSeenOnScreen } from '../../components/onScreen';
import { orderAlarm } from '../../components/orderAlarm';
import { StatusBadge } from '../../components/StatusBadge';
import { formatPhone } from '../../domain/phone';
import { LatinText } from '../../components/LatinText';
import { AutoAcceptedBadge } from './AutoAcceptedBadge';
import { BusinessLink } from './BusinessLink';
import { orderDay, orderTime } from './format';
import type { Order } from './types';
import type { Decision } from './useOrderDecision';
import { ReadyCountdown } from './ReadyCountdown';
import { useNow } from '../../components/useNow';
import { readiness } from '../../domain/service';
import { TableEmptyText } from '../../components/TableEmptyText';
import { useClock } from '../../components/useClock';
import { NumberAndWhenTitle } from '../../components/NumberAndWhenTitle';

/** Orders still being prepared: their countdown shows, late ones stand out. */
const PREPARING = ['waiting', 'confirme'];
const isLate = (order: Order, now: Date) => !!order.readyAt && PREPARING.includes(order.statusOrders) && readiness(order.readyAt, now).late;

/** Confirm and Refuse are pressed by a finger during service: 44 × 44 px at least (WCAG 2.5.5). */
const ACTION_TARGET: React.CSSProperties = { minHeight: 44, minWidth: 44 };

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** A row of the new orders: once on screen, the order's toast is no longer needed. */
function ListedRow(props: React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const id = props['data-row-key'];
  useEffect(() => (id && ref.current ? whenSeenOnScreen(ref.current, () => orderAlarm.markListed(id)) : undefined), [id]);
  return <tr ref={ref} {...props} />;
}
const LISTED_ROWS = { body: { row: ListedRow } };

export type TableMode = 'new' | 'current' | 'done';

export interface OrdersTableProps {
  orders: Order[];
  mode: TableMode;
  loading?: boolean;
  /** The order being saved: its buttons spin. */
  busyId?: string | null;
  onOpen: (order: Order) => void;
  onDecide?: (order: Order, decision: Decision) => void;
  /** Accessible name of the table. */
  caption: string;
  /** A list paged, sorted and counted by the server (history): its pagination, change handler and current sort. */
  server?: Pick<TableProps<Order>, 'pagination' | 'onChange'> & { sortOrderOf: (field: string) => SortOrder | undefined };
  /** The admin's lists of several businesses: a column names each order's business, linked to its settings. */
  showBusiness?: boolean;
  /** Confirm and Refuse open the desk's own dialogs (preparation time, reason) instead of a quick confirmation. */
  asksDetails?: boolean;
}

function itemsOf(order: Order, t: ReturnType<typeof useTranslate>): string {
  if (order.type_order === 'pack') return order.pack?.name ?? t('orders.packOrder');
  const count = order.orders?.length ?? 0;
  return count === 1 ? t('orders.oneItem') : t('orders.itemsCount', { count });
}

/**
 * The order tables: new orders with Confirm / Refuse, current orders with their status badge, done
 * orders. Item and pack orders sit side by side, told apart by a tag. 'No Orders Available' when empty.
 */
export function OrdersTable({
  orders,
  mode,
  loading,
  busyId,
  onOpen,
  onDecide,
  caption,
  server,
  showBusiness,
  asksDetails,
}: OrdersTableProps) {
  const t = useTranslate();
  const now = useNow(undefined, 15_000);
  const clock = useClock();
  const screens = Grid.useBreakpoint();
  // On a phone the time sits under the order number rather than in a column of its own.
  const narrow = screens.sm === false;
  // Server lists sort on the server: the column names the field it sorts by.
  const sortable = (field: string) =>
    server ? { key: field, dataIndex: field, sorter: true, sortOrder: server.sortOrderOf(field) ?? null } : {};
  const columns: ColumnsType<Order> = [
    {
      // On a phone the time sits under the number: the title names its clock there.
      title: narrow ? (
        <NumberAndWhenTitle number={t('orders.columns.number')} when={t('orders.columns.time', { clock: clock.name })} />
      ) : (
        t('orders.columns.number')
      ),
      dataIndex: 'commandNumber',
      ...sortable('commandNumber'),
      render: (_, order) => (
        <>
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => onOpen(order)}
            aria-label={t('orders.open', { number: order.commandNumber })}
          >
            <bdi>#{order.commandNumber}</bdi>
          </Button>
          {narrow && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {orderTime(order.createdAt, clock.zone)}
            </Typography.Text>
          )}
          {narrow && showBusiness && order.business && (
            <span style={{ display: 'block', fontSize: 12 }}>
              <BusinessLink business={order.business} />
            </span>
          )}
        </>
      ),
    },
    ...(showBusiness
      ? [
          {
            title: t('orders.columns.business'),
            key: 'business',
            responsive: ['sm' as const],
            render: (_: unknown, order: Order) => <BusinessLink business={order.business} />,
          },
        ]
      : []),
    {
      title: t('orders.columns.kind'),
      key: 'kind',
      responsive: ['sm'],
      render: (_, order) =>
        order.type_order === 'pack' ? <Tag color="purple">{t('orders.packOrder')}</Tag> : <Tag>{t('orders.itemOrder')}</Tag>,
    },
    ...(mode === 'done'
      ? [
          {
            title: t('orders.columns.date', { clock: clock.name }),
            key: 'date',
            ...sortable('createdAt'),
            render: (_: unknown, order: Order) => orderDay(order.createdAt, clock.zone),
          },
        ]
      : []),
    {
      title: t('orders.columns.time', { clock: clock.name }),
      key: 'time',
      responsive: ['sm'],
      render: (_, order) => orderTime(order.createdAt, clock.zone),
    },
    {
      title: t('orders.columns.phone'),
      key: 'phone',
      responsive: ['md'],
      render: (_, order) => <LatinText style={{ whiteSpace: 'nowrap' }}>{formatPhone(order.numberPhone)}</LatinText>,
    },
    { title: t('orders.columns.items'), key: 'items', responsive: ['lg'], render: (_, order) => itemsOf(order, t) },
    {
      title: t('orders.columns.total'),
      key: 'total',
      align: 'right',
      ...sortable('totalPrix'),
      render: (_, order) => <Money value={order.totalPrix} strong />,
    },
  ];
  if (mode === 'current') {
    columns.push({
      title: t('service.ready.column'),
      key: 'ready',
      render: (_, order) =>
        order.readyAt && PREPARING.includes(order.statusOrders) ? <ReadyCountdown readyAt={order.readyAt} now={now} /> : null,
    });
  }
  if (mode !== 'new') {
    columns.push({
      title: t('orders.columns.status'),
      key: 'status',
      render: (_, order) => (
        <Space size={4} wrap>
          <StatusBadge status={order.statusOrders} />
          {order.autoAccepted && <AutoAcceptedBadge />}
        </Space>
      ),
    });
    columns.push({
      title: t('orders.columns.rider'),
      key: 'rider',
      responsive: ['md'],
      render: (_, order) => order.rider_id?.user_id?.name ?? t('orders.noRider'),
    });
  }
  if (mode === 'new') {
    columns.push({
      title: t('orders.columns.actions'),
      key: 'actions',
      render: (_, order) =>
        order.statusOrders !== 'new' ? (
          // Grocery orders stay in place once decided, showing what became of them.
          <StatusBadge status={order.statusOrders} />
        ) : (
          <Space wrap size="small">
            <Button
              type="primary"
              loading={busyId === order._id}
              // antd fades a loading button below readable contrast.
              style={{ ...ACTION_TARGET, ...(busyId === order._id ? { opacity: 1 } : {}) }}
              data-testid="order-confirm"
              disabled={!!busyId && busyId !== order._id}
              onClick={() => onDecide?.(order, 'confirmé')}
            >
              {t('orders.confirm')}
            </Button>
            {asksDetails ? (
              <Button
                danger
                style={ACTION_TARGET}
                disabled={!!busyId}
                onClick={() => onDecide?.(order, 'refusée')}
                data-testid="order-refuse"
              >
                {t('orders.refuse')}
              </Button>
            ) : (
              <Popconfirm
                title={t('orders.refuseConfirm')}
                description={t('orders.refuseConfirmText')}
                okText={t('orders.refuseOk')}
                cancelText={t('orders.keep')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDecide?.(order, 'refusée')}
              >
                <Button danger style={ACTION_TARGET} disabled={!!busyId} data-testid="order-refuse">
                  {t('orders.refuse')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    });
  }
  columns.push({
    title: <span style={VISUALLY_HIDDEN}>{t('orders.details')}</span>,
    key: 'details',
    responsive: ['sm'],
    render: (_, order) => (
      <Button size="small" onClick={() => onOpen(order)}>
        {t('orders.details')}
      </Button>
    ),
  });

  return (
    <Table<Order>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={server ? server.pagination : orders.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      onChange={server?.onChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <TableEmptyText loading={loading}>{t('messages.noOrders')}</TableEmptyText> }}
      aria-label={caption}
      components={mode === 'new' ? LISTED_ROWS : undefined}
      rowClassName={(order) => `order-row order-${order.statusOrders}${isLate(order, now) ? ' order-late' : ''}`}
      onRow={(order) =>
        ({
          'data-order': order.commandNumber,
          style: isLate(order, now) ? { background: '#fff1f0' } : undefined,
        }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}
