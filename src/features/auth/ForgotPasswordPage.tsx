import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { AppLink } from '../../components/navigation';
import { useT } from '../../i18n/useLocale';
import { authProvider } from '../../providers/authProvider';
import { AuthCard } from './AuthCard';
import { useAuthAction } from './useAuthAction';
import { Paragraph } from '../../components/Prose';

export default function ForgotPasswordPage() {
  const t = useT();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const { run, isPending } = useAuthAction<{ email: string }>((values) => authProvider.forgotPassword(values));
  return (
    <AuthCard title={t('auth.forgotTitle')}>
      <Paragraph>{t('auth.forgotText')}</Paragraph>
      <Form<{ email: string }>
        noValidate
        layout="vertical"
        requiredMark={false}
        disabled={isPending}
        onFinish={async (values) => {
          const r = await run(values);
          setOutcome(
            r.success
              ? { ok: true, message: r.successNotification?.message ?? '' }
              : { ok: false, message: t('messages.forgotFailed') + (r.error?.message ? `: ${r.error.message}` : '') },
          );
        }}
      >
        {outcome && (
          <Alert
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            message={outcome.message}
            style={{ marginBottom: 16 }}
            role={outcome.ok ? 'status' : 'alert'}
          />
        )}
        <Form.Item
          name="email"
          label={t('auth.email')}
          rules={[
            { required: true, message: t('messages.emailRequired') },
            { type: 'email', message: t('messages.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          {t('auth.sendLink')}
        </Button>
      </Form>
      <Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <AppLink to="/login">{t('auth.backToLogin')}</AppLink>
      </Paragraph>
    </AuthCard>
  );
}
