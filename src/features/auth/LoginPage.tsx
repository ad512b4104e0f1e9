import { useState } from 'react';
import { useLogin, useTranslate } from '@refinedev/core';
import type { LoginValues } from '../../providers/authProvider';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const t = useTranslate();
  const [error, setError] = useState<string>();
  const { mutate: login, isPending } = useLogin<LoginValues>();
  return (
    <AuthCard title={t('auth.loginTitle')}>
      <LoginForm
        submitting={isPending}
        error={error}
        onSubmit={(values) => {
          setError(undefined);
          login(values, {
            onSuccess: (result) => {
              if (!result.success) setError(result.error?.message || t('messages.loginFailed'));
            },
            onError: (e) => setError(e.message || t('messages.loginFailed')),
          });
        }}
      />
    </AuthCard>
  );
}
