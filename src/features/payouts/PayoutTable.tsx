import type { CSSProperties, Key, ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Grid, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { LatinText, TYPED_DIRECTION } from '../../components/LatinText';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { Money } from '../../components/Money';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { useClock } from '../../components/useClock';
import { useSearchDraft } from '../../components/useSearchDraft';
import { dateIn } from '../../domain/clock';
import { BUSINESS_TYPES } from '../../domain/roles';
import type { PayoutFilters, PayoutRow, PayoutView } from './types';
import { weekLabel } from './weeks';

/** Read by screen readers, not drawn. */
const SR_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface PayoutTableProps extends ServerListProps<PayoutRow, PayoutFilters> {
  view: PayoutView;
  /** The page of statements the server answered. */
  rows: readonly PayoutRow[];
  /** The Mondays the week filter offers, newest first. */
  weeks: readonly string[];
  /** The statements ticked (unpaid view), across pages. */
  selectedRows?: readonly PayoutRow[];
  onSelectionChange?: (ids: string[], rows: PayoutRow[]) => void;
  onOpen: (row: PayoutRow) => void;
  /** Drawn between the filters and the table: what to do with the selection. */
  selectionBar?: ReactNode;
}

/** A statement's net the admin's way: the amount without its sign, and whether it is to pay or to collect. */
export function NetCell({ net, settled = false }: { net: number; settled?: boolean }) {
  const t = useTranslate();
  const [owed, owing] = settled ? ['payouts.paidOut', 'payouts.collected'] : ['payouts.toPay', 'payouts.toCollect'];
  return (
    <Flex vertical gap={0}>
      <Money value={Math.abs(net)} strong />
      {net !== 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t(net < 0 ? owing : owed)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The partner's RIB as lists show it: masked, with whether an admin verified it. */
export function RibCell({ rib }: { rib: PayoutRow['rib'] }) {
  const t = useTranslate();
  if (!rib) return <Tag color="error">{t('payouts.rib.missing')}</Tag>;
  return (
    <Flex vertical gap={2} align="start">
      <LatinText style={{ whiteSpace: 'nowrap', fontSize: 13 }}>{rib.masked}</LatinText>
      {rib.verified ? <Tag color="success">{t('payouts.rib.verified')}</Tag> : <Tag color="warning">{t('payouts.rib.notVerified')}</Tag>}
    </Flex>
  );
}

/** Latin text kept whole and left to right inside a sentence of either direction (Unicode's LRI … PDI). */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** When and under which reference a statement was paid, and by whom. */
function PaidCell({ payout }: { payout: PayoutRow['payout'] }) {
  const t = useTranslate();
  const clock = useClock();
  if (!payout) return null;
  return (
    <Flex vertical gap={0}>
      <bdi>
        {t('payouts.paidOn', { date: leftToRight(dateIn(payout.recordedAt, clock.zone)), reference: leftToRight(payout.bankReference) })}
      </bdi>
      {payout.recordedBy && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('payouts.paidBy', { name: payout.recordedBy.name })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The admin's closed statements, one page at a time as the server answers it: partner, legal name, week, net,
 * RIB; filters by type, name and week; in the unpaid view, rows are ticked to be paid together.
 */
export function PayoutTable({
  view,
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
  selectedRows = [],
  onSelectionChange,
  onOpen,
  selectionBar,
}: PayoutTableProps) {
  const t = useTranslate();
  const compact = !Grid.useBreakpoint().sm;
  const [text, setText] = useSearchDraft(filters.search, (search) => onFiltersChange({ search }));
  const query = filters.search?.trim();
  const week = (row: PayoutRow) => weekLabel(row.weekStart);
  const open = (row: PayoutRow) => (
    <Button
      size="small"
      icon={<FileTextOutlined aria-hidden />}
      aria-label={t('payouts.detailsOf', { name: row.businessName, week: week(row) })}
      onClick={() => onOpen(row)}
    >
      {t('payouts.details')}
    </Button>
  );
  const pageTicked = rows.filter((row) => selectedRows.some((s) => s.statementId === row.statementId)).length;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex wrap gap={8} justify="space-between" align="center" role="search" aria-label={t('payouts.filters')}>
        <Flex wrap gap={8}>
          <Input.Search
            allowClear
            className={TYPED_DIRECTION}
            aria-label={t('payouts.searchLabel')}
            placeholder={t('payouts.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(value) => onFiltersChange({ search: value.trim() || undefined })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Select
            aria-label={t('payouts.typeFilter')}
            value={filters.type ?? ''}
            onChange={(type: string) => onFiltersChange({ type: type || undefined })}
            style={{ width: 160 }}
            options={[
              { value: '', label: t('payouts.allTypes') },
              ...BUSINESS_TYPES.map((type) => ({ value: type, label: t(`payouts.types.${type}`) })),
            ]}
          />
          <Select
            aria-label={t('payouts.weekFilter')}
            value={filters.weekStart ?? ''}
            onChange={(weekStart: string) => onFiltersChange({ weekStart: weekStart || undefined })}
            style={{ width: 200 }}
            options={[
              { value: '', label: t('payouts.allWeeks') },
              ...weeks.map((monday) => ({ value: monday, label: <LatinText>{weekLabel(monday)}</LatinText> })),
            ]}
          />
        </Flex>
        {!failed && <ListCount textsFrom="payouts" total={total} loading={loading && rows.length === 0} />}
      </Flex>
      {view === 'unpaid' && onSelectionChange && rows.length > 0 && (
        <Checkbox
          checked={pageTicked === rows.length}
          indeterminate={pageTicked > 0 && pageTicked < rows.length}
          onChange={(e) => {
            const others = selectedRows.filter((row) => !rows.some((r) => r.statementId === row.statementId));
            const next = e.target.checked ? [...others, ...rows] : others;
            onSelectionChange(
              next.map((row) => row.statementId),
              next,
            );
          }}
        >
          {t('payouts.selectPage')}
        </Checkbox>
      )}
      {failed && <ListFailedAlert message={t('payouts.fetchFailed')} retryText={t('payouts.retry')} onRetry={onRetry} />}
      {selectionBar}
      <ServerTable<PayoutRow>
        rowKey="statementId"
        rows={rows}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={query ? t('payouts.noMatch', { query }) : t(`payouts.empty.${view}`)}
        rowSelection={
          view === 'unpaid' && onSelectionChange
            ? {
                selectedRowKeys: selectedRows.map((row) => row.statementId) as Key[],
                preserveSelectedRowKeys: true,
                // The header's "select all" would also be drawn in the table's hidden measuring row (a focusable box
                // inside aria-hidden); the page's own checkbox above the table does it.
                hideSelectAll: true,
                columnTitle: <span style={SR_ONLY}>{t('payouts.columns.select')}</span>,
                // antd hands back only the rows it has seen: ticked rows of other pages are kept from before.
                onChange: (keys) => {
                  const known = [...selectedRows, ...rows];
                  const picked = keys.map((key) => known.find((row) => row.statementId === key)).filter((row): row is PayoutRow => !!row);
                  onSelectionChange(
                    picked.map((row) => row.statementId),
                    picked,
                  );
                },
                getCheckboxProps: (row) => ({ 'aria-label': t('payouts.selectRow', { name: row.businessName, week: week(row) }) }) as never,
              }
            : undefined
        }
      >
        <Table.Column<PayoutRow>
          key="partner"
          title={t('payouts.columns.partner')}
          render={(_, row) => (
            <Flex vertical gap={0}>
              <Typography.Text strong>
                <bdi>{row.businessName}</bdi>
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t(`payouts.types.${row.businessType}`)}
              </Typography.Text>
              {compact && (
                // On a phone the row reads as a card: the week, the net and the RIB or payout under the name.
                // The table is as wide as its content: a bounded width lets a long bank reference wrap.
                <Flex vertical gap={4} align="start" style={{ marginTop: 4, maxWidth: 'calc(100vw - 130px)', overflowWrap: 'anywhere' }}>
                  <LatinText style={{ whiteSpace: 'nowrap' }}>{week(row)}</LatinText>
                  <NetCell net={row.net} settled={view === 'paid'} />
                  {view === 'unpaid' ? <RibCell rib={row.rib} /> : <PaidCell payout={row.payout} />}
                  {open(row)}
                </Flex>
              )}
            </Flex>
          )}
        />
        <Table.Column<PayoutRow>
          key="legalName"
          title={t('payouts.columns.legalName')}
          responsive={['md']}
          render={(_, row) =>
            row.legalName ? <bdi>{row.legalName}</bdi> : <Typography.Text type="secondary">{t('payouts.notGiven')}</Typography.Text>
          }
        />
        <Table.Column<PayoutRow>
          key="week"
          title={t('payouts.columns.week')}
          responsive={['sm']}
          render={(_, row) => <LatinText style={{ whiteSpace: 'nowrap' }}>{week(row)}</LatinText>}
        />
        <Table.Column<PayoutRow>
          key="net"
          title={t('payouts.columns.net')}
          responsive={['sm']}
          render={(_, row) => <NetCell net={row.net} settled={view === 'paid'} />}
        />
        {view === 'unpaid' ? (
          <Table.Column<PayoutRow>
            key="rib"
            title={t('payouts.columns.rib')}
            responsive={['sm']}
            render={(_, row) => <RibCell rib={row.rib} />}
          />
        ) : (
          <Table.Column<PayoutRow>
            key="payout"
            title={t('payouts.columns.payout')}
            responsive={['sm']}
            render={(_, row) => <PaidCell payout={row.payout} />}
          />
        )}
        <Table.Column<PayoutRow> key="actions" title={t('payouts.columns.actions')} responsive={['sm']} render={(_, row) => open(row)} />
      </ServerTable>
    </Space>
  );
}
