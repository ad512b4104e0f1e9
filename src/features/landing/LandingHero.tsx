import { useT } from '../../i18n/useLocale';
import { Cluster } from '../../components/Cluster';
import { LinkButton } from '../../components/LinkButton';
import { Paragraph, Title } from '../../components/Prose';

export function LandingHero() {
  const t = useT();
  return (
    <section
      style={{
        padding: 'clamp(48px, 10vw, 112px) 24px',
        background: 'linear-gradient(135deg, #0b3d91 0%, #0b57c2 55%, #1a7f64 100%)',
        color: '#fff',
      }}
    >
      <div style={{ maxWidth: 1040, margin: '0 auto' }}>
        <Title level={1} style={{ color: '#fff', fontSize: 'clamp(32px, 6vw, 56px)', maxWidth: 720, marginTop: 0 }}>
          {t('landing.heroTitle')}
        </Title>
        <Paragraph style={{ color: '#fff', fontSize: 18, maxWidth: 620 }}>{t('landing.heroText')}</Paragraph>
        <Cluster size="middle" style={{ marginTop: 16 }}>
          <LinkButton size="large" type="primary" style={{ background: '#fff', color: '#0b3d91' }} to="/register">
            {t('landing.heroCta')}
          </LinkButton>
          <LinkButton size="large" ghost to="/login">
            {t('landing.heroLogin')}
          </LinkButton>
        </Cluster>
      </div>
    </section>
  );
}
