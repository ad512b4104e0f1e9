import { useState } from 'react';
import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Descriptions, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { dateTimeIn } from '../../domain/clock';
import { useClock } from '../../components/useClock';
import type { AccountSecurity } from '../../providers/endpoints/auth';

/** In a partner's or rider's details: whether two-factor sign-in is on, the last sign-in, and the admin's reset. */
export function AccountSecuritySection({ userId }: { userId: string }) {
  const t = useTranslate();
  const { zone, name } = useClock();
  const { message } = App.useApp();
  const { query } = useCustom<AccountSecurity, HttpError>({
    url: 'auth.accountSecurity',
    method: 'get',
    meta: { id: userId },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<Record<string, unknown>, HttpError>();
  const [error, setError] = useState<string | null>(null);
  const security = query.data?.data;

  const reset = async () => {
    setError(null);
    try {
      await mutateAsync({
        url: 'auth.resetAccountTwoFactor',
        method: 'delete',
        values: {},
        meta: { id: userId },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('security.account.resetDone'));
    } catch (e) {
      setError((e as HttpError).message || t('security.account.failed'));
    } finally {
      await query.refetch();
    }
  };

  return (
    <section aria-label={t('security.account.title')} data-testid="account-security">
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('security.account.title')}
      </Typography.Title>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} />}
      {query.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : query.isError || !security ? (
        <Alert type="error" showIcon message={t('security.account.failed')} />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('security.account.twoFactor')}>
            {security.twoFactorEnabled ? (
              <>
                <Tag color="green">{t('security.account.on')}</Tag>
                <Popconfirm
                  title={t('security.account.resetConfirm')}
                  onConfirm={() => void reset()}
                  okText={t('security.account.reset')}
                  cancelText={t('security.twoFactor.cancel')}
                  overlayStyle={{ maxWidth: 360 }}
                >
                  <Button size="small" danger loading={mutation.isPending}>
                    {t('security.account.reset')}
                  </Button>
                </Popconfirm>
              </>
            ) : (
              <Tag>{t('security.account.off')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={`${t('security.account.lastSignIn')} (${name})`}>
            {security.lastSignInAt ? dateTimeIn(security.lastSignInAt, zone) : t('security.account.never')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
