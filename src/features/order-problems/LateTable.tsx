import { useTranslate } from '@refinedev/core';
import { Flex, Grid, Table, Typography } from 'antd';
import { Money } from '../../components/Money';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { StatusBadge } from '../../components/StatusBadge';
import { minutesLate } from '../../domain/problemsDesk';
import { BusinessCell, OrderNumber, When } from './cells';
import { KindFilter } from './FilterSelect';
import { ListFrame } from './ListFrame';
import type { LateFilters, ProblemOrder } from './types';

export interface LateTableProps extends ServerListProps<ProblemOrder, LateFilters> {
  rows: readonly ProblemOrder[];
  /** The moment lateness is counted at (the page's clock). */
  now: Date;
}

/** How late an order is: "25 min", "2 h 05 min". */
export function LateBy({ readyAt, now }: { readyAt: string | null; now: Date }) {
  const t = useTranslate();
  const minutes = minutesLate(readyAt, now);
  const text =
    minutes < 60
      ? t('problemsDesk.minutesLate', { count: minutes })
      : t('problemsDesk.hoursLate', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
  return (
    <Typography.Text type="danger" strong style={{ whiteSpace: 'nowrap' }}>
      <bdi>{text}</bdi>
    </Typography.Text>
  );
}

/** Accepted orders not on the road whose ready time has passed, the longest late first. */
export function LateTable({
  rows,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading = false,
  failed = false,
  onRetry,
  now,
}: LateTableProps) {
  const t = useTranslate();
  const compact = !Grid.useBreakpoint().sm;
  return (
    <ListFrame
      view="late"
      total={total}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      filters={<KindFilter value={filters.type} onChange={(type) => onFiltersChange({ type })} />}
    >
      <ServerTable<ProblemOrder>
        rowKey="_id"
        rows={rows}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={t('problemsDesk.empty.late')}
      >
        <Table.Column<ProblemOrder>
          key="order"
          title={t('problemsDesk.columns.order')}
          render={(_, order) => (
            <Flex vertical gap={4} align="start">
              <OrderNumber order={order} finished={false} />
              {compact && (
                <Flex vertical gap={4} align="start">
                  <BusinessCell name={order.business?.name} kind={order.kind} />
                  <StatusBadge status={order.statusOrders} />
                  <Flex gap={8} wrap>
                    {order.readyAt && <When at={order.readyAt} />}
                    <LateBy readyAt={order.readyAt} now={now} />
                  </Flex>
                  <Money value={order.totalPrix} strong />
                </Flex>
              )}
            </Flex>
          )}
        />
        <Table.Column<ProblemOrder>
          key="business"
          title={t('problemsDesk.columns.business')}
          responsive={['sm']}
          render={(_, order) => <BusinessCell name={order.business?.name} kind={order.kind} />}
        />
        <Table.Column<ProblemOrder>
          key="status"
          title={t('problemsDesk.columns.status')}
          responsive={['sm']}
          render={(_, order) => <StatusBadge status={order.statusOrders} />}
        />
        <Table.Column<ProblemOrder>
          key="readyAt"
          title={t('problemsDesk.columns.readyAt')}
          responsive={['sm']}
          render={(_, order) => order.readyAt && <When at={order.readyAt} />}
        />
        <Table.Column<ProblemOrder>
          key="late"
          title={t('problemsDesk.columns.late')}
          responsive={['sm']}
          render={(_, order) => <LateBy readyAt={order.readyAt} now={now} />}
        />
        <Table.Column<ProblemOrder>
          key="total"
          title={t('problemsDesk.columns.total')}
          align="end"
          responsive={['sm']}
          render={(_, order) => <Money value={order.totalPrix} />}
        />
      </ServerTable>
    </ListFrame>
  );
}
