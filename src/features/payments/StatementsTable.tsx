import { useTranslate } from '@refinedev/core';
import { Card, Flex, Select, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { LatinText } from '../../components/LatinText';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { Money } from '../../components/Money';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { sumMoney, toCentimes, toDirhams } from '../../domain/money';
import { formatCount } from '../../i18n/format';
import { NetAmount } from './NetAmount';
import { invoicePath, statementPath } from './paths';
import { StatementStatusTag } from './StatementStatusTag';
import type { Statement, StatementStatusFilter } from './types';
import { weekText } from './weekText';

export type StatementsTableProps = ServerListProps<Statement, { status?: StatementStatusFilter }> & {
  rows: readonly Statement[];
  error?: string;
};

/** Two amounts in dh added to the centime. */
const addDirhams = (...amounts: number[]) => toDirhams(sumMoney(amounts.map(toCentimes)));

const STATUSES: readonly StatementStatusFilter[] = ['closed', 'paid'];

/** The business's closed weeks, newest first, server-paged and counted, filtered by status; each opens to its lines. */
export function StatementsTable({
  rows,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading,
  failed,
  error,
  onRetry,
}: StatementsTableProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payments.statements.${key}`, options);
  return (
    <Card
      title={k('title')}
      data-testid="payments-statements"
      extra={<ListCount textsFrom="payments.statements" total={total} loading={!!loading && !rows.length} />}
      styles={{ body: { padding: 0 } }}
    >
      <Flex wrap gap={12} align="center" justify="space-between" style={{ padding: 16 }} role="search" aria-label={k('filters')}>
        <Typography.Text type="secondary">{k('hint')}</Typography.Text>
        <Select<string>
          aria-label={k('status')}
          value={filters.status ?? ''}
          onChange={(value) => onFiltersChange({ status: (value || undefined) as StatementStatusFilter | undefined })}
          style={{ width: 200, maxWidth: '100%' }}
          options={[{ value: '', label: k('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: k(`statuses.${s}`) }))]}
        />
      </Flex>
      {failed ? (
        <div style={{ padding: 16 }}>
          <ListFailedAlert message={k('loadFailed')} description={error} retryText={t('payments.retry')} onRetry={onRetry} />
        </div>
      ) : (
        <ServerTable<Statement>
          rows={rows}
          rowKey="_id"
          emptyText={k('empty')}
          loading={loading}
          pagination={pagination}
          onChange={onChange}
        >
          <Table.Column<Statement>
            key="week"
            title={k('columns.week')}
            render={(_, row) => {
              const week = weekText(row.weekStart, row.weekEnd);
              return (
                <Link to={statementPath(row._id)} aria-label={k('open', { week })}>
                  <LatinText>{week}</LatinText>
                </Link>
              );
            }}
          />
          <Table.Column<Statement>
            key="orders"
            align="end"
            title={k('columns.orders')}
            render={(_, row) => <LatinText>{formatCount(row.summary.orders)}</LatinText>}
          />
          <Table.Column<Statement>
            key="sales"
            align="end"
            title={k('columns.sales')}
            render={(_, row) => <Money value={row.summary.sales} />}
          />
          <Table.Column<Statement>
            key="commission"
            align="end"
            title={k('columns.commission')}
            // Both are charged: the commission and its TVA, as one amount (the invoice tells them apart).
            render={(_, row) => <Money value={addDirhams(row.summary.commission, row.summary.commissionTax)} />}
          />
          <Table.Column<Statement> key="net" title={k('columns.net')} render={(_, row) => <NetAmount value={row.summary.net} />} />
          <Table.Column<Statement> key="status" title={k('columns.status')} render={(_, row) => <StatementStatusTag statement={row} />} />
          <Table.Column<Statement>
            key="invoice"
            title={k('columns.invoice')}
            render={(_, row) =>
              row.invoice ? (
                <Flex vertical gap={2}>
                  <Link to={invoicePath(row.invoice._id)}>
                    <LatinText>{row.invoice.number}</LatinText>
                  </Link>
                  {row.invoice.creditNote && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {k('cancelledBy')}{' '}
                      <Link to={invoicePath(row.invoice.creditNote._id)}>
                        <LatinText>{row.invoice.creditNote.number}</LatinText>
                      </Link>
                    </Typography.Text>
                  )}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{k('noInvoice')}</Typography.Text>
              )
            }
          />
        </ServerTable>
      )}
    </Card>
  );
}
