import { useMemo, useState } from 'react';
import { getDefaultFilter, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Result } from 'antd';
import { useParams } from 'react-router';
import { EditEmailDialog } from './EditEmailDialog';
import { PartnerDetailsDialog } from './PartnerDetailsDialog';
import { PartnerMembers } from './PartnerMembers';
import { PartnerCommission } from './PartnerCommission';
import { PartnerBankDetails } from './PartnerBankDetails';
import { PartnerProblemRates } from './PartnerProblemRates';
import { OWNER_ROLES } from '../../domain/roles';
import { PARTNER_PAGE_SIZE } from '../../domain/listQuery';
import { ListPageCard } from '../../components/ListPageCard';
import { useServerList } from '../../components/useServerList';
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
  const table = useTable<Partner, HttpError>({
    resource: 'users',
    meta: { role },
    pagination: { mode: 'server', pageSize: PARTNER_PAGE_SIZE },
    sorters: { mode: 'server', initial: [{ field: 'name', order: 'asc' }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    errorNotification: (error) => titled(t('messages.partnersFetchFailed'), error?.message),
  });
  const { filters } = table;
  const q = getDefaultFilter('q', filters, 'contains') as string | undefined;
  const type = getDefaultFilter('type', filters, 'eq') as string | undefined;
  const verifiedValue = getDefaultFilter('verified', filters, 'eq') as boolean | string | undefined;
  const verified = verifiedValue === undefined || verifiedValue === '' ? undefined : String(verifiedValue) === 'true';
  const tableFilters = useMemo<PartnerFilters>(() => ({ q, type, verified }), [q, type, verified]);
  const { rows, list: listProps } = useServerList<Partner, PartnerFilters>(table);
  const actions = usePartnerActions(role, table.tableQuery.refetch);

  return (
    <ListPageCard title={t(`partners.titles.${list}`)} intro={t(`partners.intro.${list}`)}>
      <PartnerTable
        partners={rows}
        {...listProps}
        filters={tableFilters}
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
      <PartnerDetailsDialog
        partner={detailsFor}
        onClose={() => setDetailsFor(null)}
        commission={
          detailsFor?.businessId && detailsFor.businessType ? (
            <PartnerCommission
              businessId={detailsFor.businessId}
              businessType={detailsFor.businessType}
              businessName={detailsFor.businessName ?? detailsFor.name}
            />
          ) : undefined
        }
        bankDetails={
          detailsFor?.businessId ? (
            <PartnerBankDetails businessId={detailsFor.businessId} businessName={detailsFor.businessName ?? detailsFor.name} />
          ) : undefined
        }
        problemRates={detailsFor?.businessId ? <PartnerProblemRates businessId={detailsFor.businessId} /> : undefined}
        members={
          detailsFor && (OWNER_ROLES as readonly string[]).includes(detailsFor.role) ? (
            <PartnerMembers ownerId={detailsFor._id} />
          ) : undefined
        }
      />
    </ListPageCard>
  );
}
