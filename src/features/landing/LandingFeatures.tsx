import type { ReactNode } from 'react';
import { useT } from '../../i18n/useLocale';
import { Card, Col, Row, Typography } from 'antd';
import { AppstoreOutlined, BarChartOutlined, BellOutlined, ClockCircleOutlined } from '@ant-design/icons';

const FEATURES: [key: string, icon: ReactNode][] = [
  ['orders', <BellOutlined />],
  ['catalogue', <AppstoreOutlined />],
  ['schedule', <ClockCircleOutlined />],
  ['stats', <BarChartOutlined />],
];

export function LandingFeatures() {
  const t = useT();
  return (
    <section style={{ padding: '64px 24px', maxWidth: 1088, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
        {t('landing.featuresTitle')}
      </Typography.Title>
      <Row gutter={[24, 24]}>
        {FEATURES.map(([key, icon]) => (
          <Col xs={24} sm={12} lg={6} key={key}>
            <Card style={{ height: '100%' }}>
              <div aria-hidden style={{ fontSize: 28, color: '#0b57c2', marginBottom: 8 }}>
                {icon}
              </div>
              <Typography.Title level={3} style={{ fontSize: 18 }}>
                {t(`landing.features.${key}.title`)}
              </Typography.Title>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`landing.features.${key}.text`)}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
