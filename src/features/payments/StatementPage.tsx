import { useOne, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CurrentBusinessPage } from '../../components/CurrentBusinessPage';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { LatinText } from '../../components/LatinText';
import { ListFailedAlert } from '../../components/ListStatus';
import { useClock } from '../../components/useClock';
import { useServerPagination } from '../../components/useServerPagination';
import { dateIn } from '../../domain/clock';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { invoicePath, PAYMENTS_PATH } from './paths';
import { PrintSheet } from './PrintSheet';
import { StatementDocument } from './StatementDocument';
import { StatementLinesTable } from './StatementLinesTable';
import { StatementStatusTag } from './StatementStatusTag';
import { SummaryList } from './SummaryList';
import type { Statement, StatementLine } from './types';
import { useAllStatementLines } from './useAllStatementLines';
import { weekText } from './weekText';

/** One closed week: its summary and its orders, downloaded as XLSX or CSV, or printed on A4. */
export default function StatementPage() {
  const { id = '' } = useParams();
  return (
    <CurrentBusinessPage<{ _id: string; name: string }> textsFrom="payments">
      {({ business }) => <StatementView businessId={business._id} businessName={business.name} statementId={id} />}
    </CurrentBusinessPage>
  );
}

function StatementView({ businessId, businessName, statementId }: { businessId: string; businessName: string; statementId: string }) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payments.statement.${key}`, options);
  const clock = useClock();
  const { result: statement, query } = useOne<Statement & { id?: string }, HttpError>({
    resource: 'paymentStatements',
    id: statementId,
    meta: { businessId },
    errorNotification: false,
  });
  const lines = useTable<StatementLine & { id?: string }, HttpError>({
    resource: 'statementLines',
    meta: { businessId, statementId },
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    syncWithLocation: false,
    errorNotification: false,
  });
  const total = lines.tableQuery.data?.total ?? 0;
  const pagination = useServerPagination(lines.tableProps.pagination, total);
  const allLines = useAllStatementLines(businessId, statementId);
  const loaded = query.isSuccess && statement ? statement : undefined;

  const back = (
    <Link to={PAYMENTS_PATH} className="payments-back">
      <ArrowLeftOutlined aria-hidden /> {t('payments.back')}
    </Link>
  );
  if (query.isError)
    return (
      <Flex vertical gap={16}>
        {back}
        <ListFailedAlert
          message={k('loadFailed')}
          description={query.error?.message}
          retryText={t('payments.retry')}
          onRetry={() => void query.refetch()}
          retrySize="middle"
        />
      </Flex>
    );
  if (!loaded) return <Skeleton active paragraph={{ rows: 8 }} />;

  const week = weekText(loaded.weekStart, loaded.weekEnd);
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex wrap gap={12} justify="space-between" align="center">
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {k('title')} <LatinText>{week}</LatinText>
          </Typography.Title>
          <Typography.Text type="secondary">
            <bdi>{businessName}</bdi> · {k('closedOn', { date: dateIn(loaded.closedAt, clock.zone) })} · {k('clock', { clock: clock.name })}
          </Typography.Text>
        </div>
        <Flex wrap gap={8}>
          <ExportCsvButton
            resource="payments"
            action="export"
            meta={{ businessId, statementId }}
            filters={[]}
            fallbackName={`statement-${loaded.weekStart}.csv`}
          />
          <Button
            icon={<PrinterOutlined aria-hidden />}
            loading={allLines.isLoading}
            disabled={!allLines.data}
            onClick={() => window.print()}
          >
            {t('payments.print')}
          </Button>
        </Flex>
      </Flex>
      <Card>
        <Flex vertical gap={12}>
          <Flex wrap gap={16} align="start">
            <StatementStatusTag statement={loaded} />
            {loaded.invoice && (
              <Typography.Text>
                {k('invoice')}{' '}
                <Link to={invoicePath(loaded.invoice._id)}>
                  <LatinText>{loaded.invoice.number}</LatinText>
                </Link>
                {loaded.invoice.creditNote && (
                  <>
                    {' · '}
                    {k('creditNote')}{' '}
                    <Link to={invoicePath(loaded.invoice.creditNote._id)}>
                      <LatinText>{loaded.invoice.creditNote.number}</LatinText>
                    </Link>
                  </>
                )}
              </Typography.Text>
            )}
          </Flex>
          <SummaryList summary={loaded.summary} testId="statement-summary" />
        </Flex>
      </Card>
      <Card>
        <StatementLinesTable
          rows={(lines.tableProps.dataSource as StatementLine[] | undefined) ?? []}
          total={total}
          pagination={pagination}
          onChange={lines.tableProps.onChange as never}
          loading={lines.tableQuery.isFetching}
          failed={lines.tableQuery.isError}
          error={lines.tableQuery.error?.message}
          onRetry={() => void lines.tableQuery.refetch()}
        />
      </Card>
      {allLines.data && (
        <PrintSheet testId="statement-print">
          <StatementDocument businessName={businessName} statement={loaded} lines={allLines.data} />
        </PrintSheet>
      )}
    </Flex>
  );
}
