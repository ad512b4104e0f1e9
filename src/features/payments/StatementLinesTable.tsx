import { useTranslate } from '@refinedev/core';
import { Flex, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { LatinText } from '../../components/LatinText';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { Money } from '../../components/Money';
import { ServerTable } from '../../components/ServerTable';
import { useClock } from '../../components/useClock';
import { dateTimeIn } from '../../domain/clock';
import type { StatementLine } from './types';

export interface StatementLinesTableProps {
  /** The page the server answered. */
  rows: readonly StatementLine[];
  total: number;
  pagination: TableProps<StatementLine>['pagination'];
  onChange?: TableProps<StatementLine>['onChange'];
  loading?: boolean;
  failed?: boolean;
  error?: string;
  onRetry?: () => void;
}

/** A week's orders, one line each, server-paged: when each was delivered (on the account's clock, named) and its money. */
export function StatementLinesTable({ rows, total, pagination, onChange, loading, failed, error, onRetry }: StatementLinesTableProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payments.lines.${key}`, options);
  const clock = useClock();
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
          {k('title')}
        </Typography.Title>
        <ListCount textsFrom="payments.lines" total={total} loading={!!loading && !rows.length} />
      </Flex>
      {failed ? (
        <ListFailedAlert message={k('loadFailed')} description={error} retryText={t('payments.retry')} onRetry={onRetry} />
      ) : (
        <ServerTable<StatementLine>
          rows={rows}
          rowKey={(line) => `${line.orderId}-${line.late ? 'late' : 'own'}`}
          emptyText={k('empty')}
          loading={loading}
          pagination={pagination}
          onChange={onChange}
        >
          <Table.Column<StatementLine>
            key="order"
            title={k('order')}
            render={(_, line) => (
              <Flex gap={6} align="center" wrap>
                <LatinText>{k('number', { number: line.orderNumber })}</LatinText>
                {line.late && (
                  <Tooltip title={k('lateHint')}>
                    <Tag color="warning" tabIndex={0} style={{ margin: 0 }}>
                      {k('late')}
                    </Tag>
                  </Tooltip>
                )}
              </Flex>
            )}
          />
          <Table.Column<StatementLine>
            key="deliveredAt"
            title={`${k('deliveredAt')} (${clock.name})`}
            render={(_, line) => <LatinText>{dateTimeIn(line.deliveredAt, clock.zone)}</LatinText>}
          />
          <Table.Column<StatementLine> key="sales" align="end" title={k('sales')} render={(_, line) => <Money value={line.sales} />} />
          <Table.Column<StatementLine>
            key="commission"
            align="end"
            title={k('commission')}
            render={(_, line) => <Money value={line.commission} />}
          />
          <Table.Column<StatementLine>
            key="commissionTax"
            align="end"
            title={k('commissionTax')}
            render={(_, line) => <Money value={line.commissionTax} />}
          />
          <Table.Column<StatementLine>
            key="refunds"
            align="end"
            title={k('refunds')}
            render={(_, line) => <Money value={line.refunds} />}
          />
          <Table.Column<StatementLine> key="net" align="end" title={k('net')} render={(_, line) => <Money value={line.net} strong />} />
        </ServerTable>
      )}
    </Flex>
  );
}
