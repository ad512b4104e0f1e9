import { lazy, Suspense, useEffect } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Card, Col, Row, Skeleton, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { formatMoney } from '../../i18n/format';
import { AdminOverview } from './AdminOverview';
import { SAMPLE_CARDS, SAMPLE_ORDERS, SAMPLE_SERIES } from './sampleData';
import { StatusBadge } from '../../components/StatusBadge';
import { CardHeading } from './CardHeading';

const loadSalesChart = () => import('./SalesChart');
const SalesChart = lazy(loadSalesChart);

/** The admin's dashboard: the live overview from the database, and the spec's sample dashboard in a tab of its own. */
export default function AdminDashboardPage() {
  const t = useTranslate();
  // The chart's code comes while the figures are fetched, not after them.
  useEffect(() => void loadSalesChart(), []);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('dashboard.title')}
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'overview', label: t('dashboard.tabs.overview'), children: <AdminOverview /> },
          { key: 'sample', label: t('dashboard.tabs.sample'), children: <SampleDashboard /> },
        ]}
      />
    </Space>
  );
}

/** The spec's demo dashboard: fixed sample figures, clearly labelled as such. */
function SampleDashboard() {
  const t = useTranslate();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Tag color="gold">{t('dashboard.sampleBadge')}</Tag>
      <Alert type="info" showIcon message={t('dashboard.sampleNotice')} />
      <Row gutter={[16, 16]}>
        {SAMPLE_CARDS.map((card) => (
          <Col xs={12} lg={6} key={card.key}>
            <Card>
              <Statistic title={t(`dashboard.sample.${card.key}`)} value={'money' in card ? formatMoney(card.value) : card.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={<CardHeading>{t('dashboard.sample.ordersByType')}</CardHeading>}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <SalesChart data={SAMPLE_SERIES} type="bar" period="monthly" />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={<CardHeading>{t('dashboard.sample.latestOrders')}</CardHeading>}>
            <Table
              size="small"
              rowKey="commandNumber"
              pagination={false}
              dataSource={SAMPLE_ORDERS}
              scroll={{ x: true }}
              columns={[
                { title: t('dashboard.sample.command'), dataIndex: 'commandNumber' },
                { title: t('dashboard.sample.business'), dataIndex: 'business' },
                { title: t('dashboard.sample.total'), dataIndex: 'total', render: (v: number) => formatMoney(v) },
                { title: t('dashboard.sample.status'), dataIndex: 'status', render: (status: string) => <StatusBadge status={status} /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
