import { lazy, Suspense, useEffect, useState } from 'react';
import { useCustom, useTranslate, type HttpError } from '@refinedev/core';
import { Button, Card, Col, Result, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import { cataloguePrefixOf } from '../../domain/catalogue';
import { CHART_TYPES, PERIODS, type ChartType, type Period, type Ranking } from '../../domain/stats';
import type { Answer } from '../../api/types';
import { SalesOverviewCards } from './SalesOverviewCards';
import { TopProductsList } from './TopProductsList';
import { CardHeading } from './CardHeading';
import { RestockList } from './RestockList';
import { RatingCard } from './RatingCard';

const RESTOCK_PAGE_SIZE = 8;

const loadSalesChart = () => import('./SalesChart');
const SalesChart = lazy(loadSalesChart);

/** The owner's sales dashboard: period and chart switches, overview cards, chart, top products. */
export default function OwnerDashboardPage() {
  const t = useTranslate();
  // The chart's code comes while the figures are fetched, not after them.
  useEffect(() => void loadSalesChart(), []);
  const [period, setPeriod] = useState<Period>('daily');
  const [chartType, setChartType] = useState<ChartType>('line');
  const [ranking, setRanking] = useState<Ranking>('revenue');
  const { business, type, isLoading: businessLoading, error: businessError, refetch } = useCurrentBusiness<{ _id: string; name: string }>();
  const meta = { type, businessId: business?._id };
  const enabled = !!business?._id && !!type;
  const revenue = useCustom<Answer<'getBusinessRevenue'>, HttpError>({
    url: 'stats.revenue',
    method: 'get',
    meta,
    queryOptions: { enabled },
    errorNotification: false,
  });
  const [restockPage, setRestockPage] = useState(1);
  const restock = useCustom<Answer<'productsRestock' | 'menuRestock'>, HttpError>({
    url: 'catalogueStock.restock',
    method: 'get',
    meta: { prefix: type ? cataloguePrefixOf(type) : undefined, businessId: business?._id, page: restockPage, pageSize: RESTOCK_PAGE_SIZE },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const top = useCustom<Answer<'getBusinessProductStats'>, HttpError>({
    url: 'stats.topProducts',
    method: 'get',
    meta: { ...meta, period },
    queryOptions: { enabled },
    errorNotification: false,
  });

  if (businessError) {
    return (
      <Result
        status="warning"
        title={t('dashboard.notFound')}
        subTitle={t('dashboard.notFoundHint')}
        extra={<Button onClick={refetch}>{t('dashboard.retry')}</Button>}
      />
    );
  }
  const report = revenue.query.data?.data;
  const loading = businessLoading || revenue.query.isLoading;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          {business?.name ?? t('dashboard.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t(`dashboard.periodHint.${period}`)}</Typography.Text>
      </div>
      <Space wrap>
        <Segmented<Period>
          aria-label={t('dashboard.periodLabel')}
          value={period}
          onChange={setPeriod}
          options={PERIODS.map((p) => ({ value: p, label: t(`dashboard.periods.${p}`) }))}
        />
        <Segmented<ChartType>
          aria-label={t('dashboard.chartTypeLabel')}
          value={chartType}
          onChange={setChartType}
          options={CHART_TYPES.map((c) => ({ value: c, label: t(`dashboard.chartTypes.${c}`) }))}
        />
      </Space>
      <SalesOverviewCards overview={report?.salesOverviewData[period]} loading={loading} />
      <RatingCard businessId={business?._id} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title={<CardHeading>{t('dashboard.salesTitle')}</CardHeading>}>
            {loading || !report ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <SalesChart data={report.salesData[period]} type={chartType} period={period} />
              </Suspense>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={<CardHeading>{t('dashboard.topProducts')}</CardHeading>}>
            <TopProductsList
              products={top.query.data?.data ?? []}
              ranking={ranking}
              onRankingChange={setRanking}
              loading={businessLoading || top.query.isLoading}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={<CardHeading>{t('dashboard.restock.title')}</CardHeading>}>
            <RestockList
              items={restock.query.data?.data.data ?? []}
              total={restock.query.data?.data.total ?? 0}
              page={restockPage}
              pageSize={RESTOCK_PAGE_SIZE}
              onPage={setRestockPage}
              loading={businessLoading || restock.query.isLoading}
              error={!!restock.query.error}
              onRetry={() => void restock.query.refetch()}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
