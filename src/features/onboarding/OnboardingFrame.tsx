import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Card, Grid, Layout, Steps, Typography } from 'antd';
import { LogoutOutlined, ShopOutlined } from '@ant-design/icons';
import type { StepKey } from './wizard';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';

export interface OnboardingFrameProps {
  steps: readonly StepKey[];
  current: StepKey;
  onLogout: () => void;
  children: ReactNode;
}

/** The wizard's page: brand and Log out on top, the steps, then the current step. No navigation, no sidebar. */
export function OnboardingFrame({ steps, current, onLogout, children }: OnboardingFrameProps) {
  const t = useTranslate();
  const screens = Grid.useBreakpoint();
  const index = steps.indexOf(current);
  const compact = !screens.md;
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #eef4ff 0%, #f7f9fc 60%)' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 12,
          padding: compact ? '12px 8px' : '12px 16px',
          maxWidth: 960,
          width: '100%',
          marginInline: 'auto',
        }}
      >
        <span
          style={{
            display: 'inline-flex',
            gap: 8,
            alignItems: 'center',
            fontWeight: 600,
            fontSize: compact ? 16 : 18,
            color: '#0b57c2',
            minWidth: 0,
          }}
        >
          <ShopOutlined aria-hidden /> {t('app.name')}
        </span>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <LanguageSwitcher />
          {/* On a phone the words would push the header past the screen: the icon, named for screen readers. */}
          <Button
            icon={<LogoutOutlined aria-hidden />}
            onClick={onLogout}
            aria-label={compact ? t('app.logout') : undefined}
            title={compact ? t('app.logout') : undefined}
          >
            {compact ? null : t('app.logout')}
          </Button>
        </span>
      </header>
      <main style={{ padding: compact ? '0 8px 24px' : '0 16px 40px' }}>
        <Card style={{ maxWidth: 960, width: '100%', marginInline: 'auto' }} styles={{ body: { padding: compact ? 16 : 32 } }}>
          <Typography.Title level={1} style={{ fontSize: compact ? 22 : 26, marginTop: 0, marginBottom: 4 }}>
            {t('onboarding.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('onboarding.intro')}</Typography.Paragraph>
          {compact ? (
            <Typography.Paragraph strong aria-live="polite" style={{ marginBottom: 20 }}>
              {t('onboarding.stepOf', { current: index + 1, total: steps.length })} · {t(`onboarding.steps.${current}`)}
            </Typography.Paragraph>
          ) : (
            <Steps
              current={index}
              size="small"
              responsive={false}
              style={{ marginBottom: 32 }}
              items={steps.map((key) => ({ title: t(`onboarding.steps.${key}`) }))}
            />
          )}
          {children}
        </Card>
      </main>
    </Layout>
  );
}
