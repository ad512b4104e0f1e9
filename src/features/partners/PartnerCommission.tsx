import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import type { Answer } from '../../api/types';
import { useServerPagination } from '../../components/useServerPagination';
import { PARTNER_PAGE_SIZE } from '../../domain/listQuery';
import type { BusinessType } from '../../domain/roles';
import { CommissionSection, type CommissionTermsRow, type NewCommissionTerms } from './CommissionSection';
import { titled } from './usePartnerActions';

/** A business's commission terms on the partner's details: read, paged and set through Refine's hooks. */
export function PartnerCommission({
  businessId,
  businessType,
  businessName,
}: {
  businessId: string;
  businessType: BusinessType;
  businessName: string;
}) {
  const t = useTranslate();
  const { query } = useCustom<Answer<'getCommissionTerms'>, HttpError>({
    url: 'commissionTerms.get',
    method: 'get',
    meta: { businessId },
    errorNotification: false,
  });
  const { tableProps, tableQuery } = useTable<CommissionTermsRow & { id?: string }, HttpError>({
    resource: 'commissionTerms',
    meta: { businessId },
    pagination: { mode: 'server', pageSize: PARTNER_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
    // The partner table owns the address; this list keeps its page to itself.
    syncWithLocation: false,
    errorNotification: false,
  });
  const total = tableQuery.data?.total ?? 0;
  const pagination = useServerPagination(tableProps.pagination, total);
  const { mutateAsync, mutation } = useCustomMutation<Answer<'setCommissionTerms'>, HttpError>();

  const save = async (terms: NewCommissionTerms) => {
    await mutateAsync({
      url: 'commissionTerms.set',
      method: 'post',
      values: terms,
      meta: { businessId },
      successNotification: () => ({ type: 'success', message: t('partners.commission.saved') }),
      errorNotification: (error) => titled(t('partners.commission.saveFailed'), error?.message),
    });
    await Promise.all([query.refetch(), tableQuery.refetch()]);
  };

  return (
    <CommissionSection
      businessName={businessName}
      businessType={businessType}
      current={query.data?.data.current}
      failed={query.isError || tableQuery.isError}
      onRetry={() => void Promise.all([query.refetch(), tableQuery.refetch()])}
      history={{
        rows: (tableProps.dataSource as CommissionTermsRow[] | undefined) ?? [],
        total,
        pagination,
        onChange: tableProps.onChange as never,
        loading: tableQuery.isFetching,
      }}
      saving={mutation.isPending}
      onSave={save}
    />
  );
}
