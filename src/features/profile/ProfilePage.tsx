import { useState } from 'react';
import { useCustomMutation, useGetIdentity, useInvalidateAuthStore, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Card, Descriptions, Radio, Skeleton, Space, Typography } from 'antd';
import { clockNameKey, isTimeZone, timeZoneOf, type TimeZone } from '../../domain/clock';
import type { SessionUser } from '../../domain/roles';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { LatinText } from '../../components/LatinText';
import { authProvider } from '../../providers/authProvider';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** The signed-in person's own account: who they are, the language they read and the clock times are shown in. */
export default function ProfilePage() {
  const t = useTranslate();
  const { data: user, isLoading } = useGetIdentity<SessionUser>();
  const invalidateIdentity = useInvalidateAuthStore();
  const { mutateAsync, mutation } = useCustomMutation<SessionUser, HttpError>();
  // The choice being saved shows at once; a failed save goes back to the account's clock.
  const [pending, setPending] = useState<TimeZone | null>(null);
  const [failed, setFailed] = useState(false);

  if (isLoading || !user) return <Skeleton active paragraph={{ rows: 4 }} />;
  const zone = pending ?? timeZoneOf(user.timeZone);

  async function choose(next: TimeZone) {
    setFailed(false);
    setPending(next);
    try {
      await mutateAsync({
        url: 'auth.updateMe',
        method: 'patch',
        values: { timeZone: next },
        successNotification: () => ({ message: t('clock.saved', { clock: t(clockNameKey(next)) }), type: 'success' }),
        errorNotification: false,
      });
      authProvider.identityChanged();
      await invalidateIdentity();
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('clock.account')}
      </Typography.Title>
      <Card>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('auth.name')}>
            <bdi>{user.name}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('auth.email')}>
            <LatinText>{user.email}</LatinText>
          </Descriptions.Item>
          <Descriptions.Item label={t('clock.language')}>
            <LanguageSwitcher />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <TwoFactorCard />
      <SessionsCard />
      <Card title={<span id="clock-title">{t('clock.title')}</span>}>
        <Typography.Paragraph type="secondary">{t('clock.hint')}</Typography.Paragraph>
        {failed && <Alert type="error" showIcon role="alert" message={t('clock.failed')} style={{ marginBottom: 12 }} />}
        <Radio.Group
          aria-labelledby="clock-title"
          value={zone}
          disabled={mutation.isPending}
          onChange={(event) => {
            const next: unknown = event.target.value;
            if (isTimeZone(next)) void choose(next);
          }}
        >
          <Space direction="vertical">
            <Radio value="UTC" data-testid="clock-utc">
              {t('clock.utcChoice')}
            </Radio>
            <Radio value="Africa/Casablanca" data-testid="clock-morocco">
              {t('clock.moroccoChoice')}
            </Radio>
          </Space>
        </Radio.Group>
      </Card>
    </Space>
  );
}
