import type { CSSProperties } from 'react';
import { useTranslate } from '@refinedev/core';
import { Form, Grid, Input, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { formatPhone } from '../../domain/phone';
import { TOTAL_PERIODS, type KindCounts, type TotalPeriod } from '../../domain/riderStats';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { LATIN_TEXT, LatinText } from '../../components/LatinText';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { useSearchDraft } from '../../components/useSearchDraft';
import { useClock } from '../../components/useClock';
import { AvailabilityBadge } from './AvailabilityBadge';
import type { RiderRow } from './types';

/** What the rider list is narrowed by: the rider number (exact) and the name or phone. */
export interface RiderFilters {
  number?: string;
  q?: string;
}

export interface RiderTableProps extends ServerListProps<RiderRow, RiderFilters> {
  /** The page of riders the server answered. */
  riders: readonly RiderRow[];
}

function Totals({ counts }: { counts: KindCounts }) {
  const t = useTranslate();
  const sum = counts.grocery + counts.restaurant + counts.store;
  const full = t('riders.totalsBreakdown', counts);
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {sum}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} title={full}>
        <span aria-hidden>
          {counts.grocery} · {counts.restaurant} · {counts.store}
        </span>
        <span className="sr-only" style={SR_ONLY}>
          {full}
        </span>
      </Typography.Text>
    </Space>
  );
}

/** Read by screen readers, not shown. */
const SR_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * SPEC §2 "Rider management": search by rider number and by name (or phone); availability; delivered
 * totals. The server pages, searches and counts; this draws the page it answered.
 */
export function RiderTable({
  riders,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading = false,
  failed = false,
  onRetry,
}: RiderTableProps) {
  const t = useTranslate();
  const [number, setNumber] = useSearchDraft(filters.number, (value) => onFiltersChange({ number: value }));
  const [name, setName] = useSearchDraft(filters.q, (q) => onFiltersChange({ q }));
  const compact = !Grid.useBreakpoint().sm;
  const clock = useClock();

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {/* On a phone the labels go above their fields: side by side they are wider than the screen. */}
      <Form layout={compact ? 'vertical' : 'inline'} style={{ rowGap: 8 }} onSubmitCapture={(e) => e.preventDefault()}>
        <Form.Item label={t('riders.searchNumber')} htmlFor="rider-search-number">
          <Input
            id="rider-search-number"
            inputMode="numeric"
            className={LATIN_TEXT}
            allowClear
            placeholder={t('riders.searchNumberPlaceholder')}
            value={number}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item label={t('riders.searchName')} htmlFor="rider-search-name">
          <Input
            id="rider-search-name"
            allowClear
            placeholder={t('riders.searchNamePlaceholder')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            style={{ width: 220 }}
          />
        </Form.Item>
      </Form>
      {failed && <ListFailedAlert message={t('riders.fetchFailed')} retryText={t('riders.retry')} onRetry={onRetry} />}
      {!failed && (
        <ListCount
          textsFrom="riders"
          total={total}
          loading={loading && riders.length === 0}
          after={<> · {t('riders.totalsHint', { clock: clock.name })}</>}
        />
      )}
      <ServerTable<RiderRow>
        rowKey="riderId"
        rows={riders}
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={t('messages.noRiders')}
      >
        <Table.Column<RiderRow>
          key="number"
          title={t('riders.columns.number')}
          render={(_, r) => <Typography.Text strong>{r.Number_Rider}</Typography.Text>}
        />
        <Table.Column<RiderRow>
          key="name"
          title={t('riders.columns.name')}
          render={(_, r) => (
            <Space direction="vertical" size={0}>
              {compact ? (
                // On a phone the journal column does not fit: the name opens the journal.
                <Link to={`/journal/${r.riderId}`} aria-label={t('riders.openJournalOf', { name: r.name })} style={{ fontWeight: 600 }}>
                  {r.name}
                </Link>
              ) : (
                <Typography.Text strong>{r.name}</Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                <LatinText>{formatPhone(r.phone)}</LatinText>
              </Typography.Text>
              {compact && <AvailabilityBadge value={r.avability} />}
            </Space>
          )}
        />
        <Table.Column<RiderRow>
          key="availability"
          title={t('riders.columns.availability')}
          responsive={['sm']}
          render={(_, r) => <AvailabilityBadge value={r.avability} />}
        />
        {TOTAL_PERIODS.map((period: TotalPeriod) => (
          <Table.Column<RiderRow>
            key={period}
            title={t(`riders.columns.${period}`)}
            responsive={period === 'allTime' || period === 'day' ? undefined : ['lg']}
            render={(_, r) => <Totals counts={r.totalOrders[period]} />}
          />
        ))}
        <Table.Column<RiderRow>
          key="journal"
          title={t('riders.columns.actions')}
          responsive={['sm']}
          render={(_, r) => (
            <Link to={`/journal/${r.riderId}`} aria-label={t('riders.openJournalOf', { name: r.name })}>
              {t('riders.openJournal')}
            </Link>
          )}
        />
      </ServerTable>
    </Space>
  );
}
