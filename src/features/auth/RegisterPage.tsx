import { useEffect, useState } from 'react';
import { useRegister, useTranslate } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_REGISTER_MS } from '../../domain/auth';
import { AuthCard } from './AuthCard';
import { RegisterForm, type RegisterValues } from './RegisterForm';
import { useLocale } from '../../i18n/useLocale';
import type { Locale } from '../../i18n/types';

export default function RegisterPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const locale = useLocale();
  // The language the form was filled in is the account's: its e-mails are written in it.
  const { mutate: register, isPending } = useRegister<RegisterValues & { language: Locale }>();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_REGISTER_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  return (
    <AuthCard title={t('auth.registerTitle')}>
      <RegisterForm
        submitting={isPending}
        error={error}
        success={success}
        onSubmit={(values) => {
          setError(undefined);
          register({ ...values, language: locale }, {
            onSuccess: (result) => {
              if (result.success) setSuccess(t('messages.registerSuccess'));
              else setError(result.error?.message || t('messages.registerFailed'));
            },
            onError: (e) => setError(e.message || t('messages.registerFailed')),
          });
        }}
      />
    </AuthCard>
  );
}
