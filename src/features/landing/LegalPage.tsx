import { useT } from '../../i18n/useLocale';
import { token } from '../../designTokens';
import { AppLink } from '../../components/navigation';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Panel, Paragraph, Title } from '../../components/Prose';

export type LegalTopic = 'privacy' | 'terms' | 'accessibility' | 'contact';

/** The footer's legal pages; their text is not written yet (SPEC §2). */
export default function LegalPage({ topic = 'privacy' }: { topic?: LegalTopic }) {
  const t = useT();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', padding: 16, background: token.colorBgLayout }}>
      <header style={{ maxWidth: 720, width: '100%', margin: '0 auto', display: 'flex', justifyContent: 'flex-end' }}>
        <LanguageSwitcher />
      </header>
      <main style={{ maxWidth: 720, width: '100%', margin: '16px auto 40px' }}>
        <Panel>
          <Title level={1} style={{ fontSize: 28 }}>
            {t(`legal.${topic}`)}
          </Title>
          <Paragraph>{t('legal.body')}</Paragraph>
          <AppLink to="/" style={{ color: token.colorLink, textDecoration: 'none' }}>
            {t('app.backHome')}
          </AppLink>
        </Panel>
      </main>
    </div>
  );
}
