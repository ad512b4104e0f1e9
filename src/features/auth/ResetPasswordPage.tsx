import { useEffect, useState } from 'react';
import { useTranslate, useUpdatePassword } from '@refinedev/core';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { isStrongPassword, REDIRECT_AFTER_RESET_MS } from '../../domain/auth';
import { AuthCard } from './AuthCard';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export default function ResetPasswordPage() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const { mutate, isPending } = useUpdatePassword<ResetValues & { token: string }>();

  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <AuthCard title={t('auth.resetTitle')}>
      {outcome && (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          role={outcome.ok ? 'status' : 'alert'}
          message={outcome.message}
          description={outcome.ok ? undefined : <Link to="/forgot-password">{t('auth.tryAgain')}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<ResetValues>
        layout="vertical"
        requiredMark={false}
        disabled={isPending || outcome?.ok}
        onFinish={(values) =>
          mutate(
            { ...values, token: id },
            {
              onSuccess: (r) =>
                setOutcome(
                  r.success
                    ? { ok: true, message: r.successNotification?.message ?? '' }
                    : { ok: false, message: `${t('messages.resetFailed')}${r.error?.message ? `: ${r.error.message}` : ''}` },
                ),
              onError: () => setOutcome({ ok: false, message: t('messages.resetFailed') }),
            },
          )
        }
      >
        <Form.Item
          name="password"
          label={t('auth.newPassword')}
          rules={[
            { required: true, message: t('messages.passwordReset') },
            {
              validator: async (_, v: string) =>
                !v || isStrongPassword(v) ? undefined : Promise.reject(new Error(t('messages.passwordReset'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('auth.confirmPassword')}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, v: string) =>
                v === getFieldValue('password') ? undefined : Promise.reject(new Error(t('messages.passwordsMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          {t('auth.submitReset')}
        </Button>
      </Form>
    </AuthCard>
  );
}
