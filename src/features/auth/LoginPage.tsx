import { useRef, useState } from 'react';
import { useLogin, useTranslate } from '@refinedev/core';
import type { LoginValues } from '../../providers/authProvider';
import { loadAppShell } from '../../signedIn';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

const whenIdle = (work: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(work) : window.setTimeout(work, 0));

export default function LoginPage() {
  const t = useTranslate();
  const [error, setError] = useState<string>();
  const { mutate: login, isPending } = useLogin<LoginValues>();
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
      </div>
    </AuthCard>
  );
}
