import { useTranslate } from '@refinedev/core';
import { Flex, Grid, Table } from 'antd';
import { DayRangePicker } from '../../components/DayRangePicker';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { BusinessCell, OrderNumber, When } from './cells';
import { FilterSelect, LiableFilter, KindFilter } from './FilterSelect';
import { ListFrame } from './ListFrame';
import { RefundAmount, RefundDispute, RefundLiable, RefundLines } from './refundCells';
import type { ProblemRefund, RefundFilters } from './types';

export interface RefundsTableProps extends ServerListProps<ProblemRefund, RefundFilters> {
  rows: readonly ProblemRefund[];
}

/** The order a refund is of, opening it, and when it was made. */
export function RefundOrder({ refund }: { refund: ProblemRefund }) {
  return (
    <Flex vertical gap={2} align="start">
      <OrderNumber order={{ kind: refund.business?.type ?? 'grocery', commandNumber: refund.commandNumber }} finished />
      <When at={refund.createdAt} />
    </Flex>
  );
}

/** Refunds, newest first, with who bears them and their dispute; one page at a time as the server answers it. */
export function RefundsTable({
  rows,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading = false,
  failed = false,
  onRetry,
}: RefundsTableProps) {
  const t = useTranslate();
  const compact = !Grid.useBreakpoint().sm;
  return (
    <ListFrame
      view="refunds"
      total={total}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      filters={
        <>
          <DayRangePicker
            label={t('problemsDesk.dateFilter')}
            from={filters.from}
            to={filters.to}
            onChange={(from, to) => onFiltersChange({ from, to })}
          />
          <LiableFilter value={filters.liable} onChange={(liable) => onFiltersChange({ liable })} />
          <KindFilter value={filters.type} onChange={(type) => onFiltersChange({ type })} />
          <FilterSelect
            label={t('problemsDesk.disputedFilter')}
            value={filters.disputed}
            values={['true', 'false']}
            textsFrom="problemsDesk.disputed"
            onChange={(disputed) => onFiltersChange({ disputed })}
            width={190}
          />
        </>
      }
    >
      <ServerTable<ProblemRefund>
        rowKey="_id"
        rows={rows}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={t('problemsDesk.empty.refunds')}
      >
        <Table.Column<ProblemRefund>
          key="order"
          title={t('problemsDesk.columns.order')}
          render={(_, refund) => (
            <Flex vertical gap={4} align="start">
              <RefundOrder refund={refund} />
              <BusinessCell name={refund.business?.name} kind={refund.business?.type ?? 'grocery'} />
              {compact && (
                <Flex vertical gap={4} align="start" style={{ maxWidth: 'calc(100vw - 80px)' }}>
                  <RefundLines refund={refund} />
                  <RefundAmount refund={refund} />
                  <RefundLiable refund={refund} />
                  <RefundDispute refund={refund} />
                </Flex>
              )}
            </Flex>
          )}
        />
        <Table.Column<ProblemRefund>
          key="lines"
          title={t('problemsDesk.columns.lines')}
          responsive={['sm']}
          render={(_, refund) => <RefundLines refund={refund} />}
        />
        <Table.Column<ProblemRefund>
          key="amount"
          title={t('problemsDesk.columns.amount')}
          responsive={['sm']}
          render={(_, refund) => <RefundAmount refund={refund} />}
        />
        <Table.Column<ProblemRefund>
          key="liable"
          title={t('problemsDesk.columns.liable')}
          responsive={['sm']}
          render={(_, refund) => <RefundLiable refund={refund} />}
        />
        <Table.Column<ProblemRefund>
          key="dispute"
          title={t('problemsDesk.columns.dispute')}
          responsive={['sm']}
          render={(_, refund) => <RefundDispute refund={refund} />}
        />
      </ServerTable>
    </ListFrame>
  );
}
