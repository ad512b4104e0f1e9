import { useTranslate } from '@refinedev/core';
import { Flex, Grid, Select, Table } from 'antd';
import { LatinText } from '../../components/LatinText';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { BUSINESS_TYPES } from '../../domain/roles';
import { Rate, Secondary } from './cells';
import { KindFilter } from './FilterSelect';
import { ListFrame } from './ListFrame';
import type { RatesFilters, RatesRow } from './types';
import { weekLabel } from './weeks';

export interface RatesTableProps extends ServerListProps<RatesRow, RatesFilters> {
  rows: readonly RatesRow[];
  /** The Mondays offered, newest (this week) first. */
  weeks: readonly string[];
}

/** Each business's week: cancellations of the orders placed, refunds of those delivered; the highest cancellation rate first. */
export function RatesTable({
  rows,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading = false,
  failed = false,
  onRetry,
  weeks,
}: RatesTableProps) {
  const t = useTranslate();
  const compact = !Grid.useBreakpoint().sm;
  const week = filters.weekStart ?? weeks[0] ?? '';
  return (
    <ListFrame
      view="rates"
      total={total}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      filters={
        <>
          <Select
            aria-label={t('problemsDesk.weekFilter')}
            title={t('problemsDesk.weekFilter')}
            value={week}
            onChange={(weekStart: string) => onFiltersChange({ weekStart: weekStart === weeks[0] ? undefined : weekStart })}
            style={{ width: 260, maxWidth: '100%' }}
            options={weeks.map((monday, i) => ({
              value: monday,
              label: i === 0 ? `${t('problemsDesk.thisWeek')} (${weekLabel(monday)})` : <LatinText>{weekLabel(monday)}</LatinText>,
            }))}
          />
          <KindFilter values={BUSINESS_TYPES} value={filters.type} onChange={(type) => onFiltersChange({ type })} />
        </>
      }
    >
      <ServerTable<RatesRow>
        rowKey="businessId"
        rows={rows}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={t('problemsDesk.empty.rates')}
      >
        <Table.Column<RatesRow>
          key="business"
          title={t('problemsDesk.columns.business')}
          render={(_, row) => (
            <Flex vertical gap={0}>
              <bdi style={{ fontWeight: 600 }}>{row.name}</bdi>
              <Secondary>{t(`problemsDesk.kinds.${row.type}`)}</Secondary>
              {compact && (
                <Flex gap={24} style={{ marginTop: 6 }}>
                  <Flex vertical gap={0}>
                    <Secondary>{t('problemsDesk.columns.cancellationRate')}</Secondary>
                    <Rate rate={row.cancellationRate} part={row.cancelled} whole={row.orders} />
                  </Flex>
                  <Flex vertical gap={0}>
                    <Secondary>{t('problemsDesk.columns.refundRate')}</Secondary>
                    <Rate rate={row.refundRate} part={row.refunds} whole={row.delivered} />
                  </Flex>
                </Flex>
              )}
            </Flex>
          )}
        />
        <Table.Column<RatesRow>
          key="orders"
          title={t('problemsDesk.columns.orders')}
          align="end"
          responsive={['sm']}
          render={(_, row) => row.orders}
        />
        <Table.Column<RatesRow>
          key="cancellationRate"
          title={t('problemsDesk.columns.cancellationRate')}
          responsive={['sm']}
          render={(_, row) => <Rate rate={row.cancellationRate} part={row.cancelled} whole={row.orders} />}
        />
        <Table.Column<RatesRow>
          key="delivered"
          title={t('problemsDesk.columns.delivered')}
          align="end"
          responsive={['sm']}
          render={(_, row) => row.delivered}
        />
        <Table.Column<RatesRow>
          key="refundRate"
          title={t('problemsDesk.columns.refundRate')}
          responsive={['sm']}
          render={(_, row) => <Rate rate={row.refundRate} part={row.refunds} whole={row.delivered} />}
        />
      </ServerTable>
    </ListFrame>
  );
}
