import { useState } from 'react';
import { getDefaultFilter, useCustom, useCustomMutation, useGetIdentity, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Col, Flex, Row } from 'antd';
import { CurrentBusinessPage } from '../../components/CurrentBusinessPage';
import { PageHeader } from '../../components/PageHeader';
import { useServerPagination } from '../../components/useServerPagination';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import type { SessionUser } from '../../domain/roles';
import { BalanceCard } from './BalanceCard';
import { BankDetailsCard } from './BankDetailsCard';
import { OpenWeekCard } from './OpenWeekCard';
import { StatementLinesTable } from './StatementLinesTable';
import { StatementsTable } from './StatementsTable';
import type { BankDetails, BankDetailsChange, PaymentsOverview, Statement, StatementLine, StatementStatusFilter } from './types';

/** The owner's (and a manager's) Payments screen: balance, the week running, the statements and the bank details. */
export default function PaymentsPage() {
  return (
    <CurrentBusinessPage<{ _id: string; name: string }> textsFrom="payments">
      {({ business }) => <Payments businessId={business._id} />}
    </CurrentBusinessPage>
  );
}

function Payments({ businessId }: { businessId: string }) {
  const t = useTranslate();
  const meta = { businessId };
  const { data: user } = useGetIdentity<SessionUser>();
  const [linesShown, setLinesShown] = useState(false);

  const { query: overview } = useCustom<PaymentsOverview, HttpError>({
    url: 'payments.overview',
    method: 'get',
    meta,
    errorNotification: false,
  });
  const statements = useTable<Statement & { id?: string }, HttpError>({
    resource: 'paymentStatements',
    meta,
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server' },
    // Back from a statement, the list is where it was left (page and status in the address).
    syncWithLocation: true,
    errorNotification: false,
  });
  const statementsTotal = statements.tableQuery.data?.total ?? 0;
  const statementsPagination = useServerPagination(statements.tableProps.pagination, statementsTotal);
  const status = getDefaultFilter('status', statements.filters, 'eq') as StatementStatusFilter | undefined;

  const openLines = useTable<StatementLine & { id?: string }, HttpError>({
    resource: 'openWeekLines',
    meta,
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    syncWithLocation: false,
    queryOptions: { enabled: linesShown },
    errorNotification: false,
  });
  const openLinesTotal = openLines.tableQuery.data?.total ?? 0;
  const openLinesPagination = useServerPagination(openLines.tableProps.pagination, openLinesTotal);

  const { query: bank } = useCustom<BankDetails, HttpError>({
    url: 'payments.bankDetails',
    method: 'get',
    meta,
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<BankDetails, HttpError>();
  const saveBankDetails = async (change: BankDetailsChange) => {
    await mutateAsync({
      url: 'payments.setBankDetails',
      method: 'put',
      values: change,
      meta,
      successNotification: () => ({ type: 'success', message: t('payments.bank.saved') }),
      errorNotification: (error) => ({ type: 'error', message: t('payments.bank.saveFailed'), description: error?.message }),
    });
    await bank.refetch();
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} actions={null} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <BalanceCard
            balance={overview.data?.data.balance}
            failed={overview.isError}
            error={overview.error?.message}
            onRetry={() => void overview.refetch()}
          />
        </Col>
        <Col xs={24} lg={16}>
          <OpenWeekCard
            openWeek={overview.isError ? undefined : overview.data?.data.openWeek}
            linesShown={linesShown}
            onToggleLines={() => setLinesShown((shown) => !shown)}
            lines={
              <StatementLinesTable
                rows={(openLines.tableProps.dataSource as StatementLine[] | undefined) ?? []}
                total={openLinesTotal}
                pagination={openLinesPagination}
                onChange={openLines.tableProps.onChange as never}
                loading={openLines.tableQuery.isFetching}
                failed={openLines.tableQuery.isError}
                error={openLines.tableQuery.error?.message}
                onRetry={() => void openLines.tableQuery.refetch()}
              />
            }
          />
        </Col>
      </Row>
      <StatementsTable
        rows={(statements.tableProps.dataSource as Statement[] | undefined) ?? []}
        total={statementsTotal}
        pagination={statementsPagination}
        onChange={statements.tableProps.onChange as never}
        filters={{ status }}
        onFiltersChange={(change) => statements.setFilters([{ field: 'status', operator: 'eq', value: change.status }], 'merge')}
        loading={statements.tableQuery.isFetching}
        failed={statements.tableQuery.isError}
        error={statements.tableQuery.error?.message}
        onRetry={() => void statements.tableQuery.refetch()}
      />
      <BankDetailsCard
        details={bank.data?.data}
        failed={bank.isError}
        error={bank.error?.message}
        onRetry={() => void bank.refetch()}
        canEdit={!!user && !user.staff}
        saving={mutation.isPending}
        onSave={saveBankDetails}
      />
    </Flex>
  );
}
