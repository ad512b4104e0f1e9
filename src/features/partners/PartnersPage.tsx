import { useCallback, useMemo, useState } from 'react';
import { getDefaultFilter, useCustomMutation, useTranslate, useUpdate, type CrudFilter, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { App, Card, Result, Typography } from 'antd';
import { useParams } from 'react-router';
import { EditEmailDialog } from './EditEmailDialog';
import { PartnerDetailsDialog } from './PartnerDetailsDialog';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { useServerPagination } from '../../components/useServerPagination';
import { isPartnerList, PARTNER_LISTS, type Partner, type PartnerFilters, type PartnerList } from './partnerLists';
import { PartnerTable } from './PartnerTable';

/**
 * An error toast whose title is the spec's message and whose text is the server's reason. Refine's antd
 * notification provider shows `description` as the title and `message` as the text, hence the swap.
 */
const titled = (title: string, reason?: string) => ({ type: 'error' as const, description: title, message: reason ?? '' });

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
  const { modal } = App.useApp();
  const [emailFor, setEmailFor] = useState<Partner | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [detailsFor, setDetailsFor] = useState<Partner | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

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
  const { mutate: updateVerified } = useUpdate<Partner, HttpError>();
  const { mutate: updateEmail, mutation: emailMutation } = useCustomMutation<{ message: string }, HttpError>();
  const { mutate: sendResetLink } = useCustomMutation<{ message: string }, HttpError>();

  const setSavingId = (id: string, on: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const saveVerified = (partner: Partner, verified: boolean) =>
    new Promise<void>((resolve) => {
      setSavingId(partner._id, true);
      updateVerified(
        {
          resource: 'users',
          id: partner._id,
          values: { verified },
          meta: { role },
          // The box shows the new state at once; it goes back if the save fails.
          mutationMode: 'optimistic',
          successNotification: () => ({ type: 'success', message: t('messages.verificationUpdated') }),
          errorNotification: (error) => titled(t('messages.verificationFailed'), error?.message),
        },
        {
          onSettled: () => {
            setSavingId(partner._id, false);
            resolve();
          },
        },
      );
    });

  // Verifying opens the back-office to someone (and e-mails them); taking it back shuts them out: both are asked first.
  const onVerifiedChange = (partner: Partner, verified: boolean) =>
    modal.confirm({
      title: t(verified ? 'partners.confirmVerifyTitle' : 'partners.confirmUnverifyTitle', { name: partner.name }),
      content: t(verified ? 'partners.confirmVerifyText' : 'partners.confirmUnverifyText', { email: partner.email }),
      okText: t(verified ? 'partners.verify' : 'partners.unverify'),
      okButtonProps: { danger: !verified },
      cancelText: t('partners.cancel'),
      onOk: () => saveVerified(partner, verified),
    });

  const onReset = (partner: Partner) =>
    modal.confirm({
      title: t('partners.confirmResetTitle', { name: partner.name }),
      content: t('partners.confirmResetText', { email: partner.email }),
      okText: t('partners.sendResetLink'),
      cancelText: t('partners.cancel'),
      onOk: () =>
        new Promise<void>((resolve) =>
          sendResetLink(
            {
              url: 'users.resetPassword',
              method: 'post',
              values: {},
              meta: { id: partner._id },
              successNotification: () => ({ type: 'success', message: t('messages.resetLinkSent') }),
              errorNotification: (error) => titled(t('messages.forgotFailed'), error?.message),
            },
            { onSettled: () => resolve() },
          ),
        ),
    });

  const onEmailSubmit = (newEmail: string) => {
    if (!emailFor) return;
    setEmailError(null);
    updateEmail(
      {
        url: 'users.updateEmail',
        method: 'put',
        values: { newEmail },
        meta: { id: emailFor._id },
        successNotification: () => ({ type: 'success', message: t('messages.emailUpdated') }),
        errorNotification: (error) => titled(t('messages.emailUpdateFailed'), error?.message),
      },
      {
        onSuccess: () => {
          setEmailFor(null);
          void query.refetch();
        },
        onError: (error) => setEmailError(error.message),
      },
    );
  };

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
        savingIds={saving}
        onVerifiedChange={onVerifiedChange}
        onEditEmail={(p) => {
          setEmailError(null);
          setEmailFor(p);
        }}
        onShowDetails={setDetailsFor}
        onReset={onReset}
      />
      <EditEmailDialog
        partner={emailFor}
        saving={emailMutation.isPending}
        error={emailError}
        onSubmit={onEmailSubmit}
        onCancel={() => setEmailFor(null)}
      />
      <PartnerDetailsDialog partner={detailsFor} onClose={() => setDetailsFor(null)} />
    </Card>
  );
}
