import { useTranslate } from '@refinedev/core';
import { Button, Flex, Grid, Segmented, Table } from 'antd';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { DISPUTE_STATUSES } from '../../domain/orderProblems';
import { BusinessCell } from './cells';
import { ListFrame } from './ListFrame';
import { RefundAmount, RefundDispute, RefundLines } from './refundCells';
import { RefundOrder } from './RefundsTable';
import type { DisputeFilters, ProblemRefund } from './types';

export interface DisputesTableProps extends ServerListProps<ProblemRefund, DisputeFilters> {
  rows: readonly ProblemRefund[];
  /** Opens the decision on an open dispute. */
  onDecide: (refund: ProblemRefund) => void;
}

/** Disputed refunds of a status (open ones, the longest waiting first), each open one decided from here. */
export function DisputesTable({
  rows,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading = false,
  failed = false,
  onRetry,
  onDecide,
}: DisputesTableProps) {
  const t = useTranslate();
  const compact = !Grid.useBreakpoint().sm;
  const decide = (refund: ProblemRefund) =>
    refund.dispute?.status === 'open' && (
      <Button
        type="primary"
        size="small"
        onClick={() => onDecide(refund)}
        aria-label={t('problemsDesk.decideFor', { number: refund.commandNumber })}
      >
        {t('problemsDesk.decide')}
      </Button>
    );
  return (
    <ListFrame
      view="disputes"
      total={total}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      filters={
        <Segmented
          aria-label={t('problemsDesk.statusFilter')}
          value={filters.status ?? 'open'}
          onChange={(status) => onFiltersChange({ status: String(status) })}
          options={DISPUTE_STATUSES.map((status) => ({ value: status, label: t(`problemsDesk.disputeStatus.${status}`) }))}
        />
      }
    >
      <ServerTable<ProblemRefund>
        rowKey="_id"
        rows={rows}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={t('problemsDesk.empty.disputes')}
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
                  <RefundDispute refund={refund} action={decide(refund)} />
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
          key="dispute"
          title={t('problemsDesk.columns.dispute')}
          responsive={['sm']}
          render={(_, refund) => <RefundDispute refund={refund} action={decide(refund)} />}
        />
      </ServerTable>
    </ListFrame>
  );
}
