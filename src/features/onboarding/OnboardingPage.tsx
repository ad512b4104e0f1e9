import { useLogout, useTranslate } from '@refinedev/core';
import { Button, Card, Empty, Layout, Typography } from 'antd';

/** Unverified accounts see this on every path (the wizard itself comes with the onboarding issue). */
export default function OnboardingPage() {
  const t = useTranslate();
  const { mutate: logout } = useLogout();
  return (
    <Layout style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ maxWidth: 720, width: '100%', margin: '40px auto' }}>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {t('layout.onboardingTitle')}
        </Typography.Title>
        <Empty description={t('app.comingSoon')} />
        <Button onClick={() => logout()}>{t('app.logout')}</Button>
      </Card>
    </Layout>
  );
}
