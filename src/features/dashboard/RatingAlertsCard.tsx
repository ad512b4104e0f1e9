import { useCustom, useSubscription, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Card, Empty, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import type { Answer } from '../../api/types';
import { Pill } from '../../components/Pill';
import { formatCount, formatDecimal } from '../../i18n/format';
import { CardHeading } from './CardHeading';

/** The admin overview's alert: partners whose 7-day average fell under the threshold, the lowest first. */
export function RatingAlertsCard() {
  const t = useTranslate();
  const { query } = useCustom<Answer<'getRatingAlerts'>, HttpError>({
    url: 'partnerRatings.alerts',
    method: 'get',
    errorNotification: false,
  });
  const { refetch } = query;
  useSubscription({ channel: 'resources/reviews', types: ['*'], onLiveEvent: () => void refetch() });
  const data = query.data?.data;
  return (
    <Card
      title={<CardHeading>{t('reviews.dashboard.alertsTitle', { threshold: data ? formatDecimal(data.threshold, 1) : '…' })}</CardHeading>}
      extra={<Link to="/reviews">{t('reviews.dashboard.openShort')}</Link>}
    >
      {query.isError ? (
        <Alert type="error" showIcon message={t('reviews.dashboard.failed')} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <List
            dataSource={data.partners}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reviews.dashboard.noAlerts')} /> }}
            renderItem={(p) => (
              <List.Item extra={<Pill tone="red">{p.average7 === null ? '—' : formatDecimal(p.average7, 1)}</Pill>}>
                <List.Item.Meta
                  title={p.name}
                  description={t('reviews.dashboard.alertLine', {
                    average: p.average7 === null ? '—' : formatDecimal(p.average7, 1),
                    count: formatCount(p.count7),
                  })}
                />
              </List.Item>
            )}
          />
          {data.count > data.partners.length && (
            <Typography.Text type="secondary">{t('reviews.dashboard.more', { count: data.count - data.partners.length })}</Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
