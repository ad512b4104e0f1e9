import { useCallback, useMemo, useState } from 'react';
import { getDefaultFilter, useTranslate, type CrudFilter, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Card, Result, Typography } from 'antd';
import { useParams } from 'react-router';
import { EditEmailDialog } from './EditEmailDialog';
import { PartnerDetailsDialog } from './PartnerDetailsDialog';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { useServerPagination } from '../../components/useServerPagination';
import { isPartnerList, PARTNER_LISTS, type Partner, type PartnerFilters, type PartnerList } from './partnerLists';
import { PartnerTable } from './PartnerTable';
import { titled, usePartnerActions } from './usePartnerActions';

/** /users/{restaurant|services|store|delivery|new}: the admin's partner tables (SPEC §2, §7 Admin). */
export default function PartnersPage() {
  const { list } = useParams();
  const t = useTranslate();
  if (!isPartnerList(list)) return <Result status="404" title={t('partners.unknownList')} />;
  return <PartnerListScreen key={list} list={list} />;
}

function PartnerListScreen({ list }: { list: PartnerList }) {
  const t = useTranslate();
  const role = PARTNER_LISTS[list];
  const [detailsFor, setDetailsFor] = useState<Partner | null>(null);

  // The server pages, searches and counts; the filtered view lives in the URL (reload, share).
  const {
    tableProps,
    tableQuery: query,
    filters,
    setFilters,
  } = useTable<Partner, HttpError>({
    resource: 'users',
    meta: { role },
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'server', initial: [{ field: 'name', order: 'asc' }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    errorNotification: (error) => titled(t('messages.partnersFetchFailed'), error?.message),
  });
  const q = getDefaultFilter('q', filters, 'contains') as string | undefined;
  const type = getDefaultFilter('type', filters, 'eq') as string | undefined;
  const verifiedValue = getDefaultFilter('verified', filters, 'eq') as boolean | string | undefined;
  const verified = verifiedValue === undefined || verifiedValue === '' ? undefined : String(verifiedValue) === 'true';
  const tableFilters = useMemo<PartnerFilters>(() => ({ q, type, verified }), [q, type, verified]);
  // Only the filters that changed: the search box sends its own once typing pauses.
  const onFiltersChange = useCallback(
    (change: PartnerFilters) =>
      setFilters(
        Object.entries(change).map(([field, value]) => ({ field, operator: field === 'q' ? 'contains' : 'eq', value }) as CrudFilter),
        'merge',
      ),
    [setFilters],
  );
  const total = query.data?.total ?? 0;
  const pagination = useServerPagination(tableProps.pagination, total);
  const actions = usePartnerActions(role, query.refetch);

  return (
    <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {t(`partners.titles.${list}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`partners.intro.${list}`)}</Typography.Paragraph>
      <PartnerTable
        partners={(tableProps.dataSource as Partner[] | undefined) ?? []}
        total={total}
        pagination={pagination}
        onChange={tableProps.onChange}
        filters={tableFilters}
        onFiltersChange={onFiltersChange}
        loading={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        showRole={list === 'new'}
        savingIds={actions.saving}
        onVerifiedChange={actions.onVerifiedChange}
        onEditEmail={actions.editEmail}
        onShowDetails={setDetailsFor}
        onReset={actions.onReset}
      />
      <EditEmailDialog
        partner={actions.emailFor}
        saving={actions.emailSaving}
        error={actions.emailError}
        onSubmit={actions.onEmailSubmit}
        onCancel={() => actions.editEmail(null)}
      />
      <PartnerDetailsDialog partner={detailsFor} onClose={() => setDetailsFor(null)} />
    </Card>
  );
}
