import { useLogout, useTranslate } from '@refinedev/core';
import { Button, Result } from 'antd';

/** Any role the back-office does not serve. */
export default function UnauthorizedPage() {
  const t = useTranslate();
  const { mutate: logout } = useLogout();
  return (
    <main>
      <Result
        status="403"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('layout.unauthorizedTitle')}</h1>}
        subTitle={t('layout.unauthorizedText')}
        extra={
          <Button type="primary" onClick={() => logout()}>
            {t('app.logout')}
          </Button>
        }
      />
    </main>
  );
}
