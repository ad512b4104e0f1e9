import type { ReactNode } from 'react';
import { useT } from '../../i18n/useLocale';
import { Col, Row } from 'antd';
import { AppstoreOutlined, BarChartOutlined, BellOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Panel, Paragraph, Title } from '../../components/Prose';

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
      <Title level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
        {t('landing.featuresTitle')}
      </Title>
      <Row gutter={[24, 24]}>
        {FEATURES.map(([key, icon]) => (
          <Col xs={24} sm={12} lg={6} key={key}>
            <Panel style={{ height: '100%' }}>
              <div aria-hidden style={{ fontSize: 28, color: '#0b57c2', marginBottom: 8 }}>
                {icon}
              </div>
              <Title level={3} style={{ fontSize: 18 }}>
                {t(`landing.features.${key}.title`)}
              </Title>
              <Paragraph style={{ marginBottom: 0 }}>{t(`landing.features.${key}.text`)}</Paragraph>
            </Panel>
          </Col>
        ))}
      </Row>
    </section>
  );
}
