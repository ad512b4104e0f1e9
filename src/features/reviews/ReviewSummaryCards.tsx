import { useTranslate } from '@refinedev/core';
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Progress, Row, Skeleton, Typography } from 'antd';
import { formatCount, formatDecimal } from '../../i18n/format';
import { shareOf, type ReviewTag } from '../../domain/reviews';
import { Stars } from './Stars';
import { TagPill } from './TagPill';
import type { ReviewSummary } from './types';

const TREND_ICON = { up: <ArrowUpOutlined aria-hidden />, down: <ArrowDownOutlined aria-hidden />, flat: <MinusOutlined aria-hidden /> };
const TREND_COLOR = { up: '#1f5c0a', down: '#8a1c14', flat: '#595959', none: '#595959' };
const TOP_TAGS = 6;

/** The Reviews screen's figures: each period's average and trend, the stars of 90 days and the tags said most. */
export function ReviewSummaryCards({ summary }: { summary: ReviewSummary | undefined }) {
  const t = useTranslate();
  if (!summary) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  const ninety = summary.distribution.reduce((n, d) => n + d.count, 0);
  return (
    <Row gutter={[12, 12]}>
      {summary.periods.map((p) => (
        <Col xs={24} sm={8} key={p.days}>
          <Card size="small" style={{ height: '100%' }}>
            <Typography.Text type="secondary">{t(`reviews.periods.${p.days}`)}</Typography.Text>
            {p.average === null ? (
              <Typography.Paragraph style={{ fontSize: 20, margin: '4px 0' }}>{t('reviews.noRatings')}</Typography.Paragraph>
            ) : (
              <Flex align="center" gap={8} wrap style={{ margin: '4px 0' }}>
                <Typography.Text strong style={{ fontSize: 26 }}>
                  {t('reviews.average', { average: formatDecimal(p.average, 1) })}
                </Typography.Text>
                <Stars stars={Math.round(p.average)} />
              </Flex>
            )}
            <Typography.Text>
              {p.count === 1 ? t('reviews.ratingCountOne') : t('reviews.ratingCount', { count: formatCount(p.count) })}
            </Typography.Text>
            <br />
            <Typography.Text style={{ color: TREND_COLOR[p.trend] }}>
              {p.trend !== 'none' && TREND_ICON[p.trend]}{' '}
              {t(`reviews.trend.${p.trend}`, { previous: p.previousAverage === null ? '' : formatDecimal(p.previousAverage, 1) })}
            </Typography.Text>
          </Card>
        </Col>
      ))}
      <Col xs={24} md={12}>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('reviews.distribution')}</h2>} style={{ height: '100%' }}>
          {summary.distribution.map((d) => (
            <Flex key={d.stars} align="center" gap={8}>
              <span style={{ minWidth: 72 }}>
                {d.stars === 1 ? t('reviews.starsLabelOne') : t('reviews.starsLabel', { stars: d.stars })}
              </span>
              <Progress
                percent={shareOf(d.count, ninety)}
                showInfo={false}
                strokeColor="#b35c00"
                style={{ flex: 1, margin: 0 }}
                aria-label={d.stars === 1 ? t('reviews.starsLabelOne') : t('reviews.starsLabel', { stars: d.stars })}
              />
              <span style={{ minWidth: 32, textAlign: 'end' }}>{formatCount(d.count)}</span>
            </Flex>
          ))}
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('reviews.topTags')}</h2>} style={{ height: '100%' }}>
          {summary.topTags.length === 0 ? (
            <Typography.Text type="secondary">{t('reviews.noTags')}</Typography.Text>
          ) : (
            <Flex wrap gap={6}>
              {summary.topTags.slice(0, TOP_TAGS).map((tag) => (
                <TagPill key={tag.tag} tag={tag.tag as ReviewTag} count={formatCount(tag.count)} />
              ))}
            </Flex>
          )}
        </Card>
      </Col>
    </Row>
  );
}
