import { useTranslate } from '@refinedev/core';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { formatMoney } from '../../i18n/format';
import type { SalesOverview } from '../../domain/stats';

/** Total sales in dh, total orders, delivered and refused, for the chosen period. */
export function SalesOverviewCards({ overview, loading }: { overview?: SalesOverview<number>; loading?: boolean }) {
  const t = useTranslate();
  const cards: [string, string | number][] = [
    [t('dashboard.totalSales'), formatMoney(overview?.totalSales ?? 0)],
    [t('dashboard.totalOrders'), overview?.totalOrders ?? 0],
    [t('dashboard.success'), overview?.orderTypes.success ?? 0],
    [t('dashboard.refused'), overview?.orderTypes.refused ?? 0],
  ];
  return (
    <Row gutter={[16, 16]}>
      {/* On a phone the amount has the full width: in half of it, "38 076,00 د.م." overflows its card. */}
      {cards.map(([title, value], index) => (
        <Col xs={index === 0 ? 24 : 8} lg={6} key={title}>
          <Card style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
            <Statistic
              title={title}
              value={value}
              formatter={loading ? () => <Skeleton.Input active size="small" aria-label={title} /> : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
