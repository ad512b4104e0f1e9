import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useT } from '../../i18n/useLocale';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { PlainIcon } from '../../components/PlainIcon';
import { Panel, Paragraph, Title } from '../../components/Prose';

const FEATURES: [key: string, icon: IconDefinition][] = [
  ['orders', BellOutlined],
  ['catalogue', AppstoreOutlined],
  ['schedule', ClockCircleOutlined],
  ['stats', BarChartOutlined],
];

// One column on a phone, two from antd's `sm` breakpoint, four from `lg`: a CSS grid rather than antd's Row and Col,
// whose styles (every span at every breakpoint) are long to compute on a phone's first load.
const GRID = `.landing-features { display: grid; gap: 24px; grid-template-columns: 1fr; }
@media (min-width: 576px) { .landing-features { grid-template-columns: repeat(2, 1fr); } }
@media (min-width: 992px) { .landing-features { grid-template-columns: repeat(4, 1fr); } }`;

export function LandingFeatures() {
  const t = useT();
  return (
    <section style={{ padding: '64px 24px', maxWidth: 1088, margin: '0 auto' }}>
      <style>{GRID}</style>
      <Title level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
        {t('landing.featuresTitle')}
      </Title>
      <div className="landing-features">
        {FEATURES.map(([key, icon]) => (
          <Panel key={key} style={{ height: '100%' }}>
            <div aria-hidden style={{ fontSize: 28, color: '#0b57c2', marginBottom: 8 }}>
              <PlainIcon icon={icon} />
            </div>
            <Title level={3} style={{ fontSize: 18 }}>
              {t(`landing.features.${key}.title`)}
            </Title>
            <Paragraph style={{ marginBottom: 0 }}>{t(`landing.features.${key}.text`)}</Paragraph>
          </Panel>
        ))}
      </div>
    </section>
  );
}
