import { useTranslate } from '@refinedev/core';
import { Card, Col, Row, Statistic, Tag } from 'antd';
import { dateTimeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import type { SystemStatus } from '../../api/types';
import { formatCount, formatDecimal } from '../../i18n/format';

/** The service's figures at a glance: database, jobs waiting, failures of the last hour, last backup. */
export function SystemFigures({ status }: { status: SystemStatus }) {
  const t = useTranslate();
  const clock = useClock();
  const formatDateTime = (at: string) => `${dateTimeIn(at, clock.zone)} ${clock.name}`;
  const { database } = status;
  const count = (n: number | null) => (n === null ? t('system.unknown') : formatCount(n));
  const figures = [
    {
      key: 'database',
      title: t('system.database'),
      value: (
        <Tag color={database.reachable ? 'success' : 'error'} style={{ fontSize: 16, padding: '2px 8px' }}>
          {t(database.reachable ? 'system.reachable' : 'system.unreachable')}
        </Tag>
      ),
      note: database.latencyMs === null ? null : t('system.latency', { ms: formatDecimal(database.latencyMs, 1) }),
    },
    { key: 'jobs', title: t('system.jobsWaiting'), value: count(status.jobsWaiting), alert: (status.jobsWaiting ?? 0) > 100 },
    { key: 'emails', title: t('system.emailsFailed'), value: count(status.emailsFailedLastHour), alert: status.emailsFailedLastHour > 0 },
    { key: 'pushes', title: t('system.pushesFailed'), value: count(status.pushesFailedLastHour), alert: status.pushesFailedLastHour > 0 },
    {
      key: 'backup',
      title: t('system.lastBackup'),
      value: status.lastBackupAt ? formatDateTime(status.lastBackupAt) : t('system.neverBackedUp'),
      alert: !status.lastBackupAt,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((f) => (
        <Col key={f.key} xs={24} sm={12} lg={8}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={f.title}
              valueRender={() => f.value}
              valueStyle={{ color: 'alert' in f && f.alert ? '#a8071a' : undefined, fontSize: 20 }}
            />
            {'note' in f && f.note ? <div style={{ color: 'rgba(0,0,0,0.65)' }}>{f.note}</div> : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
