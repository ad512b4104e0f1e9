import { useT } from '../../i18n/useLocale';
import { BrandLink } from '../../components/BrandLink';
import { Cluster } from '../../components/Cluster';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { LinkButton } from '../../components/LinkButton';
import { LandingFeatures } from './LandingFeatures';
import { LandingFooter } from './LandingFooter';
import { LandingHero } from './LandingHero';
import { Paragraph, Title } from '../../components/Prose';

export default function LandingPage() {
  const t = useT();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: '#fff' }}>
      <header
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 24px', gap: 12, flexWrap: 'wrap' }}
      >
        <BrandLink fontWeight={700} />
        <Cluster>
          <LanguageSwitcher />
          <LinkButton to="/login">{t('landing.nav.login')}</LinkButton>
          <LinkButton type="primary" to="/register">
            {t('landing.nav.join')}
          </LinkButton>
        </Cluster>
      </header>
      <main>
        <LandingHero />
        <LandingFeatures />
        <section style={{ padding: '48px 24px 72px', textAlign: 'center', background: '#f5f8fc' }}>
          <Title level={2}>{t('landing.joinTitle')}</Title>
          <Paragraph style={{ fontSize: 16 }}>{t('landing.joinText')}</Paragraph>
          <LinkButton type="primary" size="large" to="/register">
            {t('landing.heroCta')}
          </LinkButton>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
