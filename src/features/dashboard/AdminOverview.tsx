import { useCustom, useSubscription, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Col, Empty, Flex, List, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { Pill } from '../../components/Pill';
import { StatusBadge } from '../../components/StatusBadge';
import { CardHeading } from './CardHeading';
import { RatingAlertsCard } from './RatingAlertsCard';
import { useClock } from '../../components/useClock';
import { timeIn } from '../../domain/clock';
import { formatCount, formatMoney } from '../../i18n/format';
import { ADMIN_ORDER_KINDS, LISTABLE_STATUSES, statusLabel } from '../../domain/orders';
import { STALE_NEW_MINUTES } from '../../domain/overview';
import type { AdminOverview as Overview, Answer } from '../../api/types';

/** The marketplace now, from the database: refreshed by every order event of the socket. */
export function AdminOverview() {
  const t = useTranslate();
  const clock = useClock();
  const time = (iso: string) => timeIn(iso, clock.zone);
  const { query } = useCustom<Overview, HttpError>({ url: 'stats.adminOverview', method: 'get', errorNotification: false });
  // What went wrong with orders (the order-problems desk): open disputes and late orders.
  const { query: problems } = useCustom<Answer<'getProblemsSummary'>, HttpError>({
    url: 'problemsDesk.summary',
    method: 'get',
    errorNotification: false,
  });
  // refetch is stable for the query's life, so the subscription's first callback stays right.
  const { refetch } = query;
  const { refetch: refetchProblems } = problems;
  useSubscription({
    channel: 'resources/orders',
    types: ['*'],
    onLiveEvent: () => {
      void refetch();
      void refetchProblems();
    },
  });
  const summary = problems.data?.data;

  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('dashboard.overview.failed')}
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>{t('dashboard.retry')}</Button>}
      />
    );
  }
  const data = query.data?.data;
  if (!data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const kinds = [...new Set(data.today.map((c) => c.kind))].sort();
  const statuses = LISTABLE_STATUSES.filter((s) => data.today.some((c) => c.status === s));
  const totalToday = data.today.reduce((n, c) => n + c.count, 0);

  return (
    <Row gutter={[16, 16]}>
      {[
        { key: 'ordersToday', value: formatCount(totalToday) },
        { key: 'revenueToday', value: formatMoney(data.revenueToday) },
        { key: 'staleNew', value: formatCount(data.staleNew.count), link: undefined },
        { key: 'partnersAwaiting', value: formatCount(data.partnersAwaiting), link: '/partners' },
        { key: 'ridersAvailable', value: formatCount(data.ridersAvailable), link: '/riders' },
      ].map((card) => (
        <Col xs={12} md={8} xl={4} key={card.key}>
          <Card>
            <Statistic title={t(`dashboard.overview.${card.key}`, { minutes: STALE_NEW_MINUTES })} value={card.value} />
            {card.link && <Link to={card.link}>{t('dashboard.overview.open')}</Link>}
          </Card>
        </Col>
      ))}
      {summary && (
        <Col xs={24} md={8} xl={4}>
          <Card>
            <Flex gap={16} wrap>
              {(
                [
                  ['openDisputes', summary.openDisputes, 'disputes'],
                  ['late', summary.late, 'late'],
                ] as const
              ).map(([key, value, tab]) => (
                <Flex vertical key={key} data-testid={`overview-${key}`}>
                  <Statistic title={t(`problemsDesk.overview.${key}`)} value={formatCount(value)} />
                  <Link to={`/order-problems?tab=${tab}`}>{t('dashboard.overview.open')}</Link>
                </Flex>
              ))}
            </Flex>
          </Card>
        </Col>
      )}
      <Col xs={24} xl={14}>
        <Card title={<CardHeading>{t('dashboard.overview.byTypeStatus')}</CardHeading>}>
          <Table
            size="small"
            rowKey="kind"
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.overview.noOrders')} /> }}
            dataSource={kinds.map((kind) => ({
              kind,
              ...Object.fromEntries(data.today.filter((c) => c.kind === kind).map((c) => [c.status, c.count])),
            }))}
            columns={[
              { title: t('dashboard.overview.type'), dataIndex: 'kind', render: (kind: string) => t(`orders.kinds.${kind}`) },
              ...statuses.map((s) => ({
                title: t(`orderStatus.${s}`, undefined, statusLabel(s)),
                dataIndex: s,
                align: 'right' as const,
                render: (n?: number) => n ?? 0,
              })),
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={<CardHeading>{t('dashboard.overview.staleTitle', { minutes: STALE_NEW_MINUTES })}</CardHeading>}>
          <List
            dataSource={data.staleNew.orders}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.overview.noStale')} /> }}
            renderItem={(o) => (
              <List.Item
                extra={
                  <Space size={4} wrap>
                    <StatusBadge status="new" />
                    {/* Every admin was alerted live (escalation): it has waited past its business's limit. */}
                    {o.escalatedAt && (
                      <Pill tone="red" data-testid="escalated">
                        {t('service.escalated.flag', { time: time(o.escalatedAt) })}
                      </Pill>
                    )}
                  </Space>
                }
              >
                <List.Item.Meta
                  title={
                    (ADMIN_ORDER_KINDS as readonly string[]).includes(o.kind) ? (
                      <Link to={`/orders/${o.kind}/new`}>#{o.commandNumber}</Link>
                    ) : (
                      `#${o.commandNumber}`
                    )
                  }
                  description={`${o.businessName ?? t(`orders.kinds.${o.kind}`)} · ${t('dashboard.overview.placedAt', { time: time(o.createdAt), clock: clock.name })}`}
                />
              </List.Item>
            )}
          />
          {data.staleNew.count > data.staleNew.orders.length && (
            <Typography.Text type="secondary">
              {t('dashboard.overview.more', { count: data.staleNew.count - data.staleNew.orders.length })}
            </Typography.Text>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <RatingAlertsCard />
      </Col>
    </Row>
  );
}
