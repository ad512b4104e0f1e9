import { useT } from '../../i18n/useLocale';
import { AppLink } from '../../components/navigation';
import { Paragraph } from '../../components/Prose';
import { Cluster } from '../../components/Cluster';

export function LandingFooter() {
  const t = useT();
  return (
    <footer lang="fr" style={{ background: '#0f1b2d', color: '#e6ebf2', padding: '40px 24px' }}>
      <div style={{ maxWidth: 1040, margin: '0 auto' }}>
        <Paragraph style={{ color: '#e6ebf2' }}>{t('landing.footer.about')}</Paragraph>
        <nav aria-label={t('landing.footer.legalLinks')}>
          <Cluster size="large">
            {(['privacy', 'terms', 'accessibility', 'contact'] as const).map((topic) => (
              <AppLink key={topic} to={`/${topic}`} style={{ color: '#fff', textDecoration: 'underline' }}>
                {t(`landing.footer.${topic}`)}
              </AppLink>
            ))}
          </Cluster>
        </nav>
        <Paragraph style={{ color: '#c9d2de', marginTop: 24, marginBottom: 0 }}>
          © {new Date().getFullYear()} {t('app.name')}. {t('landing.footer.rights')}
        </Paragraph>
      </div>
    </footer>
  );
}
