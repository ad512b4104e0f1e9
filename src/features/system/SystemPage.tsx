import { useCustom, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { SYSTEM_REFRESH_MS } from '../../domain/system';
import { timeIn, type TimeZone } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import type { SystemStatus } from '../../api/types';
import { SystemFigures } from './SystemFigures';
import { SystemNodes } from './SystemNodes';

/** "HH:mm:ss" on the reader's clock (offsets are whole hours: the seconds are UTC's). */
const clockTime = (iso: string, zone: TimeZone) => `${timeIn(iso, zone)}${iso.slice(16, 19)}`;

/**
 * /system: the admins' view of the running service, asked again every few seconds: the API nodes (their
 * heartbeats), the database and its latency, jobs waiting, e-mails and pushes failed in the last hour, the last backup.
 */
export default function SystemPage() {
  const t = useTranslate();
  const clock = useClock();
  const { query } = useCustom<SystemStatus, HttpError>({
    url: 'system.status',
    method: 'get',
    errorNotification: false,
    queryOptions: { refetchInterval: SYSTEM_REFRESH_MS },
  });
  const status = query.data?.data;
  return (
    <Card styles={{ body: { padding: 'clamp(12px, 3vw, 24px)' } }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {t('system.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('system.intro')}</Typography.Paragraph>
      {query.error && !status ? (
        <Alert
          type="error"
          showIcon
          message={t('system.loadFailed')}
          description={query.error.message}
          action={<Button onClick={() => void query.refetch()}>{t('system.retry')}</Button>}
        />
      ) : !status ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          <Typography.Text type="secondary" aria-live="polite">
            {t('system.checkedAt', {
              time: `${clockTime(status.checkedAt, clock.zone)} (${clock.name})`,
              seconds: SYSTEM_REFRESH_MS / 1000,
            })}
          </Typography.Text>
          <SystemFigures status={status} />
          <SystemNodes nodes={status.nodes} />
        </Space>
      )}
    </Card>
  );
}
