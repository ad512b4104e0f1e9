import { useTranslate } from '@refinedev/core';
import { Button, Checkbox, Flex, Input, Select, Table } from 'antd';
import { ListCount, ListFailedAlert } from '../../components/ListStatus';
import { Pill } from '../../components/Pill';
import { ServerTable, type ServerListProps } from '../../components/ServerTable';
import { useClock } from '../../components/useClock';
import { useSearchDraft } from '../../components/useSearchDraft';
import { dateIn } from '../../domain/clock';
import { BUSINESS_TYPES } from '../../domain/roles';
import { formatCount, formatDecimal } from '../../i18n/format';
import type { PartnerFilters, PartnerRating } from './types';

export interface PartnerRatingsTableProps extends ServerListProps<PartnerRating, PartnerFilters> {
  rows: readonly PartnerRating[];
  threshold: number | undefined;
  onOpen: (row: PartnerRating) => void;
}

/** Partners by their ratings, the lowest 30-day average first; a 7-day average under the threshold is flagged. */
export function PartnerRatingsTable({
  rows,
  total,
  pagination,
  onChange,
  filters,
  onFiltersChange,
  loading,
  failed,
  onRetry,
  threshold,
  onOpen,
}: PartnerRatingsTableProps) {
  const t = useTranslate();
  const clock = useClock();
  const [search, setSearch] = useSearchDraft(filters.search, (value) => onFiltersChange({ search: value }));
  const average = (value: number | null, count: number) =>
    value === null ? '—' : t('reviews.admin.averageWithCount', { average: formatDecimal(value, 1), count: formatCount(count) });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" role="search" aria-label={t('reviews.filters')}>
        <Input.Search
          aria-label={t('reviews.admin.searchLabel')}
          placeholder={t('reviews.admin.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          allowClear
          style={{ maxWidth: 260 }}
        />
        <Select<string>
          aria-label={t('reviews.admin.typeFilter')}
          value={filters.type ?? ''}
          onChange={(type) => onFiltersChange({ type: type || undefined })}
          style={{ minWidth: 150 }}
          options={[
            { value: '', label: t('reviews.admin.allTypes') },
            ...BUSINESS_TYPES.map((type) => ({ value: type, label: t(`reviews.admin.types.${type}`) })),
          ]}
        />
        <Checkbox checked={!!filters.belowThreshold} onChange={(e) => onFiltersChange({ belowThreshold: e.target.checked || undefined })}>
          {t('reviews.admin.belowOnly')}
        </Checkbox>
      </Flex>
      {failed ? (
        <ListFailedAlert message={t('reviews.admin.fetchFailed')} retryText={t('reviews.retry')} onRetry={onRetry} />
      ) : (
        <ListCount textsFrom="reviews.admin.list" total={total} loading={!!loading && rows.length === 0} />
      )}
      <ServerTable<PartnerRating>
        rows={rows}
        rowKey="businessId"
        loading={loading}
        pagination={pagination}
        onChange={onChange}
        emptyText={t('reviews.admin.empty')}
      >
        <Table.Column<PartnerRating> title={t('reviews.admin.columns.partner')} dataIndex="name" />
        <Table.Column<PartnerRating>
          title={t('reviews.admin.columns.type')}
          dataIndex="type"
          render={(type: string) => t(`reviews.admin.types.${type}`)}
        />
        <Table.Column<PartnerRating> title={t('reviews.admin.columns.week')} render={(_, row) => average(row.average7, row.count7)} />
        <Table.Column<PartnerRating> title={t('reviews.admin.columns.month')} render={(_, row) => average(row.average30, row.count30)} />
        <Table.Column<PartnerRating> title={t('reviews.admin.columns.last')} render={(_, row) => dateIn(row.lastReviewAt, clock.zone)} />
        <Table.Column<PartnerRating>
          title={t('reviews.admin.columns.flag')}
          render={(_, row) =>
            row.belowThreshold && threshold !== undefined ? (
              <Pill tone="red">{t('reviews.admin.under', { threshold: formatDecimal(threshold, 1) })}</Pill>
            ) : null
          }
        />
        <Table.Column<PartnerRating>
          title={t('reviews.admin.open')}
          render={(_, row) => (
            <Button size="small" onClick={() => onOpen(row)} aria-label={`${t('reviews.admin.open')}: ${row.name}`}>
              {t('reviews.admin.open')}
            </Button>
          )}
        />
      </ServerTable>
    </Flex>
  );
}
