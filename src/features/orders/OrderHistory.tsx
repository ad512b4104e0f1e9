import { useEffect, useRef, useState } from 'react';
import { getDefaultFilter, useTranslate, type CrudFilter } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Select, Space } from 'antd';
import { DEFAULT_PAGE_SIZE, ORDER_HISTORY_SORT } from '../../domain/listQuery';
import { DONE_STATUSES } from '../../domain/orders';
import type { OrderListSource } from '../../providers/endpoints/orders';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { DayRangePicker } from '../../components/DayRangePicker';
import { TYPED_DIRECTION } from '../../components/LatinText';
import { useServerPagination } from '../../components/useServerPagination';
import { OrdersTable } from './OrdersTable';
import type { Order } from './types';

export interface OrderHistoryProps {
  title: string;
  /** The finished orders' list (owner or admin), paged by the server. */
  source: OrderListSource;
  onOpen: (order: Order) => void;
  /** Name each order's business (the admin's lists). */
  showBusiness?: boolean;
}

/**
 * Finished orders, any number of them: the server pages, sorts and counts; search by number, phone or
 * customer, status and date filters live in the URL so a view can be reloaded or shared. An order event
 * refreshes the first page only, so someone reading page 12 keeps their place.
 */
export function OrderHistory({ title, source, onOpen, showBusiness }: OrderHistoryProps) {
  const t = useTranslate();
  const onFirstPage = useRef(true);
  // Past 10,000 orders the server says "10,000+"; the exact figure is counted when the reader asks.
  const [exactTotal, setExactTotal] = useState(false);
  const { tableProps, filters, setFilters, sorters, currentPage, tableQuery } = useTable<Order>({
    resource: 'orders',
    meta: { ...(source as unknown as Record<string, unknown>), exactTotal },
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'server', initial: [{ ...ORDER_HISTORY_SORT }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    liveMode: 'manual',
    onLiveEvent: () => {
      if (onFirstPage.current) void tableQuery.refetch();
    },
    errorNotification: false,
  });
  useEffect(() => {
    onFirstPage.current = currentPage === 1;
  }, [currentPage]);

  const setFilter = (field: string, operator: CrudFilter['operator'], value: unknown) =>
    setFilters([{ field, operator, value } as CrudFilter], 'merge');
  const from = getDefaultFilter('createdAt', filters, 'gte') as string | undefined;
  const to = getDefaultFilter('createdAt', filters, 'lte') as string | undefined;
  const status = (getDefaultFilter('status', filters, 'in') as string[] | undefined)?.[0];
  const setRange = (first: string | undefined, last: string | undefined) =>
    setFilters(
      [
        { field: 'createdAt', operator: 'gte', value: first },
        { field: 'createdAt', operator: 'lte', value: last },
      ],
      'merge',
    );
  const total = tableQuery.data?.total ?? 0;
  const pagination = useServerPagination(tableProps.pagination, total, {
    capped: tableQuery.data?.totalCapped === true,
    onCountAll: () => setExactTotal(true),
  });
  const error = tableQuery.error;

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Space wrap style={{ padding: 16 }} role="search" aria-label={t('orders.history.filters')}>
        <Input.Search
          allowClear
          // An order number, a phone number or a customer's name.
          className={TYPED_DIRECTION}
          aria-label={t('orders.history.search')}
          placeholder={t('orders.history.search')}
          defaultValue={getDefaultFilter('q', filters, 'contains') as string | undefined}
          onSearch={(value) => setFilter('q', 'contains', value.trim() || undefined)}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Select
          aria-label={t('orders.history.status')}
          value={status ?? ''}
          onChange={(value: string) => setFilter('status', 'in', value ? [value] : undefined)}
          style={{ width: 160 }}
          options={[
            { value: '', label: t('orders.history.allStatuses') },
            ...DONE_STATUSES.map((s) => ({ value: s, label: t(`orders.history.statuses.${s}`) })),
          ]}
        />
        <DayRangePicker label={t('orders.history.dates')} from={from} to={to} onChange={setRange} />
        <ExportCsvButton
          resource="orders"
          meta={source as unknown as Record<string, unknown>}
          filters={filters}
          fallbackName="orders.csv"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void tableQuery.refetch()}>
          {t('orders.refresh')}
        </Button>
      </Space>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ margin: 16 }}
          message={t('orders.loadFailed')}
          description={error.message}
          action={<Button onClick={() => void tableQuery.refetch()}>{t('orders.retry')}</Button>}
        />
      ) : (
        <OrdersTable
          mode="done"
          caption={title}
          showBusiness={showBusiness}
          orders={(tableProps.dataSource as Order[] | undefined) ?? []}
          loading={tableQuery.isFetching}
          onOpen={onOpen}
          server={{
            onChange: tableProps.onChange,
            sortOrderOf: (field) => {
              const sorter = sorters.find((s) => s.field === field);
              return sorter ? (sorter.order === 'asc' ? 'ascend' : 'descend') : undefined;
            },
            pagination,
          }}
        />
      )}
    </Card>
  );
}
