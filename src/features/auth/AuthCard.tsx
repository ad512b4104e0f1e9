import type { ReactNode } from 'react';
import { BrandLink } from '../../components/BrandLink';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Panel, Title } from '../../components/Prose';

/** The centred card every logged-out account screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #eef4ff 0%, #f7f9fc 60%)' }}>
      <main style={{ display: 'grid', placeItems: 'center', padding: '32px 16px', minHeight: '100vh' }}>
        <div style={{ width: '100%', maxWidth: 440 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 16 }}>
            <BrandLink />
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
