import { useList, useTranslate, type HttpError } from '@refinedev/core';
import { Card, Typography } from 'antd';
import { RiderTable } from './RiderTable';
import type { RiderRow } from './types';

/** /data/rider: the admin's rider list (GET /data/admin/rider). */
export default function RidersPage() {
  const t = useTranslate();
  const { result, query } = useList<RiderRow, HttpError>({
    resource: 'riders',
    pagination: { mode: 'off' },
    // Refine's antd provider shows `description` as the toast's title.
    errorNotification: (error) => ({ type: 'error', description: t('riders.fetchFailed'), message: error?.message ?? '' }),
  });
  return (
    <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {t('riders.listTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('riders.listIntro')}</Typography.Paragraph>
      <RiderTable riders={result?.data ?? []} loading={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
    </Card>
  );
}
