import { useMemo, useState } from 'react';
import { getDefaultFilter, useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { App, Button, Flex, Tabs } from 'antd';
import { CalendarOutlined, ReconciliationOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { ListPageCard } from '../../components/ListPageCard';
import { saveFile } from '../../components/saveFile';
import { useServerList } from '../../components/useServerList';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { formatCount } from '../../i18n/format';
import { downloadEndpoint } from '../../providers/dataProvider';
import { CloseWeekDialog, type WeekClosed } from './CloseWeekDialog';
import { CreditNoteDialog } from './CreditNoteDialog';
import { PayoutTable } from './PayoutTable';
import { RecordPayoutsDialog } from './RecordPayoutsDialog';
import { SelectionBar } from './SelectionBar';
import { StatementDialog } from './StatementDialog';
import { PAYOUT_VIEWS, type PayoutFilters, type PayoutResult, type PayoutRow, type PayoutView, type Statement } from './types';
import { endedWeeks } from './weeks';

/** How many ended weeks the week filter and "Close a week" offer. */
const WEEKS_OFFERED = 16;

/** Where an invoice's printable page is (the owner's Payments screen draws it; admins name the business). */
const invoiceHref = (businessId: string) => (invoiceId: string) =>
  `/payments/invoices/${encodeURIComponent(invoiceId)}?business=${encodeURIComponent(businessId)}`;

/**
 * /payouts: the admin's closed statements, to pay or paid, paged by the server. The filters, the page and the
 * open dialog (a statement, its credit note, closing a week) live in the address; the ticked rows do not.
 */
export default function PayoutsPage() {
  const t = useTranslate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const setDialog = (change: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [name, value] of Object.entries(change))
          if (value) p.set(name, value);
          else p.delete(name);
        return p;
      },
      { replace: false },
    );

  const table = useTable<PayoutRow, HttpError>({
    resource: 'payouts',
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server', initial: [{ field: 'status', operator: 'eq', value: 'unpaid' }] },
    syncWithLocation: true,
    errorNotification: (error) => ({ type: 'error', description: t('payouts.fetchFailed'), message: error?.message ?? '' }),
  });
  const { filters, setFilters } = table;
  const status = getDefaultFilter('status', filters, 'eq') as string | undefined;
  const view: PayoutView = status === 'paid' ? 'paid' : 'unpaid';
  const type = getDefaultFilter('type', filters, 'eq') as string | undefined;
  const search = getDefaultFilter('search', filters, 'eq') as string | undefined;
  const weekStart = getDefaultFilter('weekStart', filters, 'eq') as string | undefined;
  const payoutFilters = useMemo<PayoutFilters>(() => ({ type, search, weekStart }), [type, search, weekStart]);
  const { rows, list } = useServerList<PayoutRow, PayoutFilters>(table);
  const weeks = useMemo(() => endedWeeks(new Date(), WEEKS_OFFERED), []);

  // Ticked statements, kept across pages; the record dialog keeps its own copy so its results still name them.
  const [selected, setSelected] = useState<PayoutRow[]>([]);
  const [recording, setRecording] = useState<PayoutRow[] | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { mutateAsync } = useCustomMutation<Record<string, unknown>, HttpError>();

  const changeView = (next: string) => {
    setSelected([]);
    setFilters([{ field: 'status', operator: 'eq', value: next }], 'merge');
  };

  const record = async (bankReference: string): Promise<readonly PayoutResult[]> => {
    const { data } = await mutateAsync({
      url: 'payouts.record',
      method: 'post',
      values: { statementIds: (recording ?? []).map((row) => row.statementId), bankReference },
      errorNotification: false,
    });
    setSelected([]);
    void table.tableQuery.refetch();
    return (data as unknown as { results: PayoutResult[] }).results;
  };

  const download = async () => {
    setDownloading(true);
    try {
      // The server writes only the statements that can be paid now, and says how many (X-Total-Count).
      let written: number | null = null;
      const { blob, filename } = await downloadEndpoint(
        'payouts',
        'transferFile',
        { meta: { statementIds: selected.map((row) => row.statementId) } },
        (_, total) => (written = total),
      );
      if (written === 0) return void message.warning(t('payouts.downloadNone'));
      saveFile(blob, filename ?? 'transfers.csv');
      if (written !== null && written < selected.length)
        void message.info(t('payouts.downloadPartial', { count: formatCount(written), selected: formatCount(selected.length) }));
    } catch (error) {
      void message.error((error as Error).message || t('payouts.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const closeWeek = async (monday: string): Promise<WeekClosed> => {
    const { data } = await mutateAsync({
      url: 'payouts.closeWeek',
      method: 'post',
      values: { weekStart: monday },
      errorNotification: false,
    });
    void table.tableQuery.refetch();
    return data as unknown as WeekClosed;
  };

  // The statement open in its dialog, by the address.
  const statementId = params.get('statement');
  const businessId = params.get('business');
  const { query: statementQuery } = useCustom<Statement, HttpError>({
    url: 'payouts.statement',
    method: 'get',
    meta: { businessId, statementId },
    queryOptions: { enabled: !!statementId && !!businessId },
    errorNotification: false,
  });
  const statement = statementId ? statementQuery.data?.data : undefined;
  const openRow = rows.find((row) => row.statementId === statementId);
  const invoice = statement?.invoice;

  const issueCreditNote = async (reason: string) => {
    const { data } = await mutateAsync({
      url: 'payouts.creditNote',
      method: 'post',
      values: { reason },
      meta: { invoiceId: invoice!._id },
      errorNotification: false,
    });
    void statementQuery.refetch();
    return data as unknown as { number: string };
  };

  return (
    <ListPageCard title={t('payouts.title')} intro={t('payouts.intro')}>
      <Flex wrap gap={8} justify="end" style={{ marginBottom: 8 }}>
        <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setDialog({ closeWeek: '1' })}>
          {t('payouts.closeWeek')}
        </Button>
        <LinkButton to="/payouts/reconciliation">
          <ReconciliationOutlined aria-hidden /> {t('payouts.reconciliation')}
        </LinkButton>
      </Flex>
      <Tabs
        activeKey={view}
        onChange={changeView}
        items={PAYOUT_VIEWS.map((key) => ({ key, label: t(`payouts.views.${key}`) }))}
        aria-label={t('payouts.viewsLabel')}
      />
      <PayoutTable
        view={view}
        rows={rows}
        {...list}
        filters={payoutFilters}
        weeks={weeks}
        selectedRows={selected}
        onSelectionChange={(_, picked) => setSelected(picked)}
        onOpen={(row) => setDialog({ statement: row.statementId, business: row.businessId })}
        selectionBar={
          view === 'unpaid' &&
          selected.length > 0 && (
            <SelectionBar
              nets={selected.map((row) => row.net)}
              downloading={downloading}
              onRecord={() => setRecording(selected)}
              onDownload={() => void download()}
              onClear={() => setSelected([])}
            />
          )
        }
      />
      <RecordPayoutsDialog open={!!recording} rows={recording ?? []} onRecord={record} onClose={() => setRecording(null)} />
      <CloseWeekDialog
        open={params.has('closeWeek')}
        weeks={weeks}
        onCloseWeek={closeWeek}
        onClose={() => setDialog({ closeWeek: null })}
      />
      <StatementDialog
        heading={
          statementId && businessId
            ? { businessName: openRow?.businessName ?? '', weekStart: openRow?.weekStart ?? statement?.weekStart ?? '' }
            : null
        }
        statement={statement}
        failed={statementQuery.isError}
        onRetry={() => void statementQuery.refetch()}
        invoiceHref={invoiceHref(businessId ?? '')}
        onIssueCreditNote={() => setDialog({ creditNote: '1' })}
        onClose={() => setDialog({ statement: null, business: null, creditNote: null })}
      />
      <CreditNoteDialog
        invoice={params.has('creditNote') && invoice ? invoice : null}
        onIssue={issueCreditNote}
        onClose={() => setDialog({ creditNote: null })}
      />
    </ListPageCard>
  );
}
