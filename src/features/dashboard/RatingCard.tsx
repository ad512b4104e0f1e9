import { useCustom, useTranslate, type HttpError } from '@refinedev/core';
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined, StarFilled } from '@ant-design/icons';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import type { Answer } from '../../api/types';
import { formatCount, formatDecimal } from '../../i18n/format';

const TREND_ICON = { up: <ArrowUpOutlined aria-hidden />, down: <ArrowDownOutlined aria-hidden />, flat: <MinusOutlined aria-hidden /> };
const TREND_COLOR = { up: '#1f5c0a', down: '#8a1c14', flat: '#595959', none: '#595959' };

/** The owner's dashboard: the customers' 7-day average, its trend against the week before, and a way to the reviews. */
export function RatingCard({ businessId }: { businessId: string | undefined }) {
  const t = useTranslate();
  const { query } = useCustom<Answer<'getReviewSummary'>, HttpError>({
    url: 'reviews.summary',
    method: 'get',
    meta: { businessId },
    queryOptions: { enabled: !!businessId },
    errorNotification: false,
  });
  const week = query.data?.data.periods.find((p) => p.days === 7);
  return (
    <Card size="small" data-testid="rating-card">
      {query.isError ? (
        <Alert type="error" showIcon message={t('reviews.dashboard.failed')} />
      ) : !week ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex wrap align="center" gap="4px 16px">
          <Typography.Text strong>
            <StarFilled aria-hidden style={{ color: '#b35c00' }} /> {t('reviews.dashboard.title')} · {t('reviews.periods.7')}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 20 }}>
            {week.average === null ? t('reviews.noRatings') : t('reviews.average', { average: formatDecimal(week.average, 1) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {week.count === 1 ? t('reviews.ratingCountOne') : t('reviews.ratingCount', { count: formatCount(week.count) })}
          </Typography.Text>
          <Typography.Text style={{ color: TREND_COLOR[week.trend] }} data-testid="rating-trend">
            {week.trend !== 'none' && TREND_ICON[week.trend]}{' '}
            {t(`reviews.trend.${week.trend}`, { previous: week.previousAverage === null ? '' : formatDecimal(week.previousAverage, 1) })}
          </Typography.Text>
          <Link to="/reviews">{t('reviews.dashboard.open')}</Link>
        </Flex>
      )}
    </Card>
  );
}
