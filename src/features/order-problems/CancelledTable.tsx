import { useTranslate } from '@refinedev/core';
import { Flex, Grid, Input, Table } from 'antd';
import { DayRangePicker } from '../../components/DayRangePicker';
import { TYPED_DIRECTION } from '../../components/LatinText';
import { Money } from '../../components/Money';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { useSearchDraft } from '../../components/useSearchDraft';
import { CANCELLERS } from '../../domain/orderProblems';
import { BusinessCell, LiableTag, OrderNumber, Secondary, When } from './cells';
import { FilterSelect, LiableFilter, KindFilter } from './FilterSelect';
import { ListFrame } from './ListFrame';
import type { CancelledFilters, ProblemOrder } from './types';

export interface CancelledTableProps extends ServerListProps<ProblemOrder, CancelledFilters> {
  rows: readonly ProblemOrder[];
}

/** Why and by whom an order was cancelled, and whether it cost anything. */
function ReasonCell({ order }: { order: ProblemOrder }) {
  const t = useTranslate();
  const c = order.cancellation;
  if (!c) return null;
  return (
    <Flex vertical gap={0} style={{ maxWidth: 280 }}>
      <span>{t(`problemsDesk.cancelReasons.${c.reason}`, undefined, c.reason)}</span>
      {c.note && (
        <Secondary>
          <bdi style={{ overflowWrap: 'anywhere' }}>{c.note}</bdi>
        </Secondary>
      )}
      <Secondary>{t('problemsDesk.cancelledBy', { by: t(`problemsDesk.by.${c.by}`), name: c.actorName })}</Secondary>
    </Flex>
  );
}

function LiableCell({ order }: { order: ProblemOrder }) {
  const t = useTranslate();
  const c = order.cancellation;
  if (!c) return null;
  return c.accepted ? <LiableTag liable={c.liable} /> : <Secondary>{t('problemsDesk.beforeAcceptance')}</Secondary>;
}

/** Cancelled orders, newest cancellation first, one page at a time as the server answers it. */
export function CancelledTable({
  rows,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading = false,
  failed = false,
  onRetry,
}: CancelledTableProps) {
  const t = useTranslate();
  const compact = !Grid.useBreakpoint().sm;
  const [text, setText] = useSearchDraft(filters.q, (q) => onFiltersChange({ q }));
  return (
    <ListFrame
      view="cancelled"
      total={total}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      filters={
        <>
          <Input.Search
            allowClear
            className={TYPED_DIRECTION}
            aria-label={t('problemsDesk.searchLabel')}
            placeholder={t('problemsDesk.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(value) => onFiltersChange({ q: value.trim() || undefined })}
            style={{ width: 240, maxWidth: '100%' }}
          />
          <DayRangePicker
            label={t('problemsDesk.dateFilter')}
            from={filters.from}
            to={filters.to}
            onChange={(from, to) => onFiltersChange({ from, to })}
          />
          <FilterSelect
            label={t('problemsDesk.byFilter')}
            value={filters.by}
            values={CANCELLERS}
            textsFrom="problemsDesk.by"
            onChange={(by) => onFiltersChange({ by })}
            width={190}
          />
          <LiableFilter value={filters.liable} onChange={(liable) => onFiltersChange({ liable })} />
          <KindFilter value={filters.type} onChange={(type) => onFiltersChange({ type })} />
        </>
      }
    >
      <ServerTable<ProblemOrder>
        rowKey="_id"
        rows={rows}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={t('problemsDesk.empty.cancelled')}
      >
        <Table.Column<ProblemOrder>
          key="order"
          title={t('problemsDesk.columns.order')}
          render={(_, order) => (
            <Flex vertical gap={2} align="start">
              <OrderNumber order={order} finished />
              {order.cancellation && <When at={order.cancellation.at} />}
              {compact && (
                // On a phone the row reads as a card: the business, the reason, who pays, the total.
                <Flex vertical gap={4} align="start" style={{ marginTop: 4, maxWidth: 'calc(100vw - 80px)' }}>
                  <BusinessCell name={order.business?.name} kind={order.kind} />
                  <ReasonCell order={order} />
                  <LiableCell order={order} />
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
          key="reason"
          title={t('problemsDesk.columns.reason')}
          responsive={['sm']}
          render={(_, order) => <ReasonCell order={order} />}
        />
        <Table.Column<ProblemOrder>
          key="liable"
          title={t('problemsDesk.columns.liable')}
          responsive={['sm']}
          render={(_, order) => <LiableCell order={order} />}
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
