import { useRef, useState } from 'react';
import { useCustomMutation, useLogin, useTranslate, type HttpError } from '@refinedev/core';
import { MSG } from '../../domain/messages';
import type { LoginValues } from '../../providers/authProvider';
import { loadAppShell } from '../../signedIn';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

const whenIdle = (work: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(work) : window.setTimeout(work, 0));

export default function LoginPage() {
  const t = useTranslate();
  const [error, setError] = useState<string>();
  // The e-mail whose login was refused for want of confirmation: it can ask for a new link.
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const [resent, setResent] = useState<string>();
  const { mutate: login, isPending } = useLogin<LoginValues>();
  const { mutate: resend, mutation: resending } = useCustomMutation<{ message: string }, HttpError>();
  const onResend = (email: string) =>
    resend(
      { url: 'auth.resendConfirmation', method: 'post', values: { email }, successNotification: false, errorNotification: false },
      { onSuccess: () => setResent(t('messages.confirmationResent')), onError: (e) => setError(e.message || t('messages.loginFailed')) },
    );
  // While the person types, the signed-in layout's code is fetched at idle time, so it is there on "Log in".
  const prefetched = useRef(false);
  const prefetchSignedIn = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    whenIdle(() => void loadAppShell());
  };
  return (
    <AuthCard title={t('auth.loginTitle')}>
      <div onInput={prefetchSignedIn}>
        <LoginForm
          submitting={isPending}
          error={error}
          onResend={unconfirmed ? () => onResend(unconfirmed) : undefined}
          resending={resending.isPending}
          resent={resent}
          onSubmit={(values) => {
            setError(undefined);
            setUnconfirmed(undefined);
            setResent(undefined);
            login(values, {
              onSuccess: (result) => {
                if (result.success) return;
                const message = result.error?.message || t('messages.loginFailed');
                setError(message);
                if (message === MSG.emailNotConfirmed || message === t('messages.emailNotConfirmed')) setUnconfirmed(values.email);
              },
              onError: (e) => setError(e.message || t('messages.loginFailed')),
            });
          }}
        />
      </div>
    </AuthCard>
  );
}
