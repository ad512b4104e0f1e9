import type { ReactNode } from 'react';
import { theme } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { AppLink } from '../../components/navigation';
import { useT } from '../../i18n/useLocale';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Panel, Title } from '../../components/Prose';

/** The centred card every logged-out account screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #eef4ff 0%, #f7f9fc 60%)' }}>
      <main style={{ display: 'grid', placeItems: 'center', padding: '32px 16px', minHeight: '100vh' }}>
        <div style={{ width: '100%', maxWidth: 440 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 16 }}>
            <AppLink
              to="/"
              // Outside any antd component, so antd's link style does not reach it: the brand reads as the app's link colour.
              style={{
                display: 'inline-flex',
                gap: 8,
                alignItems: 'center',
                fontWeight: 600,
                fontSize: 18,
                color: token.colorLink,
                textDecoration: 'none',
              }}
            >
              <ShopOutlined aria-hidden /> {t('app.name')}
            </AppLink>
            <LanguageSwitcher />
          </div>
          <Panel>
            <Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
              {title}
            </Title>
            {children}
          </Panel>
        </div>
      </main>
    </div>
  );
}
