import { useState } from 'react';
import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { ListPageCard } from '../../components/ListPageCard';
import { useServerList } from '../../components/useServerList';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { getDefaultFilter } from '@refinedev/core';
import { PartnerRatingsTable } from './PartnerRatingsTable';
import { PartnerReviewsDrawer } from './PartnerReviewsDrawer';
import { ThresholdForm } from './ThresholdForm';
import type { PartnerFilters, PartnerRating, PartnerRatingPage } from './types';

/** /reviews for admins: which partners are slipping, their reviews, and the alert threshold. */
export default function AdminReviewsPage() {
  const t = useTranslate();
  const table = useTable<PartnerRating & { id?: string }, HttpError>({
    resource: 'partnerRatings',
    pagination: { mode: 'server', pageSize: DEFAULT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server' },
    syncWithLocation: true,
    errorNotification: false,
  });
  const { rows, list } = useServerList<PartnerRating, PartnerFilters>(table);
  const { filters } = table;
  const partnerFilters: PartnerFilters = {
    type: getDefaultFilter('type', filters, 'eq') as string | undefined,
    search: getDefaultFilter('search', filters, 'eq') as string | undefined,
    belowThreshold: String(getDefaultFilter('belowThreshold', filters, 'eq')) === 'true' || undefined,
  };
  const pageAnswer = table.tableQuery.data as unknown as Partial<PartnerRatingPage> | undefined;
  const { query: settings } = useCustom<{ alertThreshold: number }, HttpError>({
    url: 'partnerRatings.settings',
    method: 'get',
    errorNotification: false,
  });
  const threshold = settings.data?.data.alertThreshold ?? pageAnswer?.threshold;
  const { mutateAsync } = useCustomMutation<{ alertThreshold: number }, HttpError>();
  const saveThreshold = async (alertThreshold: number) => {
    await mutateAsync({
      url: 'partnerRatings.setSettings',
      method: 'put',
      values: { alertThreshold },
      successNotification: () => ({ type: 'success', message: t('reviews.admin.thresholdSaved') }),
      errorNotification: (error) => ({ type: 'error', message: t('reviews.admin.thresholdFailed'), description: error?.message }),
    });
    void settings.refetch();
    void table.tableQuery.refetch();
  };
  const [open, setOpen] = useState<PartnerRating | null>(null);
  return (
    <ListPageCard title={t('reviews.admin.title')} intro={t('reviews.admin.intro')}>
      <ThresholdForm
        key={settings.data?.data.alertThreshold ?? 'loading'}
        value={settings.data?.data.alertThreshold}
        onSave={saveThreshold}
      />
      <PartnerRatingsTable rows={rows} {...list} filters={partnerFilters} threshold={threshold} onOpen={setOpen} />
      <PartnerReviewsDrawer partner={open} onClose={() => setOpen(null)} />
    </ListPageCard>
  );
}
