import { useEffect, useState } from 'react';
import { REDIRECT_AFTER_REGISTER_MS } from '../../domain/auth';
import type { Locale } from '../../i18n/types';
import { useLocale, useT } from '../../i18n/useLocale';
import { useNavigateTo } from '../../components/navigation';
import { authProvider } from '../../providers/authProvider';
import { AuthCard } from './AuthCard';
import { RegisterForm, type RegisterValues } from './RegisterForm';
import { useAuthAction } from './useAuthAction';

export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigateTo();
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const locale = useLocale();
  // The language the form was filled in is the account's: its e-mails are written in it.
  const register = useAuthAction<RegisterValues & { language: Locale }>((values) => authProvider.register(values));

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_REGISTER_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  return (
    <AuthCard title={t('auth.registerTitle')}>
      <RegisterForm
        submitting={register.isPending}
        error={error}
        success={success}
        onSubmit={async (values) => {
          setError(undefined);
          const result = await register.run({ ...values, language: locale });
          if (result.success) setSuccess(t('messages.registerSuccess'));
          else setError(result.error?.message || t('messages.registerFailed'));
        }}
      />
    </AuthCard>
  );
}
