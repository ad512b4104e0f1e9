import { getDefaultFilter, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Grid, Space, Table, Tag, Typography } from 'antd';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { commandFee, journalGroupOf } from '../../domain/riderFees';
import { formatMoney } from '../../i18n/format';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { DayRangePicker } from '../../components/DayRangePicker';
import { useServerPagination } from '../../components/useServerPagination';
import { JournalStatus } from './JournalStatus';
import { dateTimeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import { NumberAndWhenTitle } from '../../components/NumberAndWhenTitle';
import type { JournalEntry } from './types';
import { ListFailedAlert } from '../../components/ListStatus';

type HistoryEntry = JournalEntry & { paymentId: string | null };

const CARD_STYLES = { body: { padding: 'clamp(12px, 3vw, 24px)' } };

/**
 * Every order the rider carried, any period, newest first: the server pages and counts, the date range
 * lives in the URL, and "Export CSV" downloads the whole range streamed from the server.
 */
export function JournalHistory({ riderId }: { riderId: string }) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`riders.journal.${key}`, options);
  const compact = !Grid.useBreakpoint().sm;
  const clock = useClock();
  const when = k('listColumns.createdAt', { clock: clock.name });
  const meta = { riderId };
  const { tableProps, tableQuery, filters, setFilters } = useTable<HistoryEntry, HttpError>({
    resource: 'riderOrders',
    meta,
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'server', initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    errorNotification: false,
  });
  const from = getDefaultFilter('createdAt', filters, 'gte') as string | undefined;
  const to = getDefaultFilter('createdAt', filters, 'lte') as string | undefined;
  const setRange = (first: string | undefined, last: string | undefined) =>
    setFilters(
      [
        { field: 'createdAt', operator: 'gte', value: first },
        { field: 'createdAt', operator: 'lte', value: last },
      ],
      'replace',
    );
  const total = tableQuery.data?.total ?? 0;
  const pagination = useServerPagination(tableProps.pagination, total);

  return (
    <Card
      styles={CARD_STYLES}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {k('history.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{k('history.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }} role="search" aria-label={k('history.filters')}>
        <DayRangePicker label={k('history.dates')} from={from} to={to} onChange={setRange} />
        <ExportCsvButton resource="riderOrders" meta={meta} filters={filters} fallbackName="journal.csv" />
        <Button icon={<ReloadOutlined />} onClick={() => void tableQuery.refetch()}>
          {k('history.refresh')}
        </Button>
      </Space>
      {tableQuery.error ? (
        <ListFailedAlert
          message={k('loadFailed')}
          description={tableQuery.error.message}
          retryText={k('retry')}
          retrySize="middle"
          onRetry={() => void tableQuery.refetch()}
        />
      ) : (
        <Table<HistoryEntry>
          {...tableProps}
          rowKey="_id"
          loading={tableQuery.isFetching}
          pagination={pagination}
          size="small"
          scroll={{ x: 'max-content' }}
          aria-label={k('history.title')}
          locale={{
            emptyText: <Typography.Text type="secondary">{from || to ? k('history.noneInRange') : k('history.none')}</Typography.Text>,
          }}
        >
          <Table.Column<HistoryEntry>
            key="commandNumber"
            title={compact ? <NumberAndWhenTitle number={k('listColumns.commandNumber')} when={when} /> : k('listColumns.commandNumber')}
            render={(_, o) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>
                  <bdi>#{o.commandNumber}</bdi>
                </Typography.Text>
                {compact && <span style={{ whiteSpace: 'nowrap', fontSize: 12 }}>{dateTimeIn(o.createdAt, clock.zone)}</span>}
              </Space>
            )}
          />
          {!compact && (
            <Table.Column<HistoryEntry>
              key="createdAt"
              title={when}
              render={(_, o) => <span style={{ whiteSpace: 'nowrap' }}>{dateTimeIn(o.createdAt, clock.zone)}</span>}
            />
          )}
          <Table.Column<HistoryEntry>
            key="list"
            title={k('history.list')}
            responsive={['sm']}
            render={(_, o) => k(`types.${journalGroupOf(o)}`)}
          />
          <Table.Column<HistoryEntry>
            key="status"
            title={k('listColumns.status')}
            render={(_, o) => <JournalStatus status={o.statusOrders} />}
          />
          <Table.Column<HistoryEntry>
            key="total"
            title={k('listColumns.total')}
            align="right"
            responsive={['md']}
            render={(_, o) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(o.totalPrix)}</span>}
          />
          <Table.Column<HistoryEntry>
            key="fee"
            title={compact ? k('feeColumns.fee') : k('listColumns.fee')}
            align="right"
            render={(_, o) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(commandFee(o))}</span>}
          />
          <Table.Column<HistoryEntry>
            key="paid"
            title={k('history.paid')}
            responsive={['sm']}
            render={(_, o) => (o.paymentId ? <Tag color="green">{k('history.paidYes')}</Tag> : <Tag>{k('history.paidNo')}</Tag>)}
          />
        </Table>
      )}
    </Card>
  );
}
