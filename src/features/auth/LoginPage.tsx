import { useRef, useState } from 'react';
import { MSG } from '../../domain/messages';
import { useT } from '../../i18n/useLocale';
import { authProvider, SECOND_FACTOR_EXPIRED, SECOND_FACTOR_NEEDED, type LoginValues } from '../../providers/authProvider';
import { callEndpoint } from '../../providers/callEndpoint';
import { authEndpoints } from '../../providers/endpoints/auth';
import { useEnterApp } from '../../signedIn';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { useAuthAction } from './useAuthAction';
import { SecondFactorForm } from './SecondFactorForm';

const whenIdle = (work: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(work) : window.setTimeout(work, 0));

export default function LoginPage() {
  const t = useT();
  const enterApp = useEnterApp();
  const [error, setError] = useState<string>();
  // The e-mail whose login was refused for want of confirmation: it can ask for a new link.
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const [resent, setResent] = useState<string>();
  const [resending, setResending] = useState(false);
  const login = useAuthAction<LoginValues>(authProvider.login);
  // The password was right and the account has a second factor: its code is asked next.
  const [codeStep, setCodeStep] = useState<LoginValues | null>(null);
  const onResend = (email: string) => {
    setResending(true);
    callEndpoint({ auth: authEndpoints }, 'auth', 'resendConfirmation', { variables: { email } })
      .then(() => setResent(t('messages.confirmationResent')))
      .catch((e: Error) => setError(e.message || t('messages.loginFailed')))
      .finally(() => setResending(false));
  };
  // While the person types, the app and its signed-in layout are fetched at idle time, so they are there on "Log in".
  const prefetched = useRef(false);
  const prefetchSignedIn = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    whenIdle(() => void enterApp.prefetch().catch(() => undefined));
  };
  if (codeStep)
    return (
      <AuthCard title={t('auth.secondFactorTitle')}>
        <SecondFactorForm
          submitting={login.isPending}
          error={error}
          onBack={() => {
            setError(undefined);
            setCodeStep(null);
          }}
          onSubmit={async (code) => {
            setError(undefined);
            const result = await login.run({ ...codeStep, code });
            if (result.success) return enterApp.enter();
            if (result.error?.name === SECOND_FACTOR_EXPIRED) setCodeStep(null);
            setError(result.error?.message || t('messages.loginFailed'));
          }}
        />
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.loginTitle')}>
      <div onInput={prefetchSignedIn}>
        <LoginForm
          submitting={login.isPending}
          error={error}
          onResend={unconfirmed ? () => onResend(unconfirmed) : undefined}
          resending={resending}
          resent={resent}
          onSubmit={async (values) => {
            setError(undefined);
            setUnconfirmed(undefined);
            setResent(undefined);
            const result = await login.run(values);
            if (result.success) return enterApp.enter();
            if (result.error?.name === SECOND_FACTOR_NEEDED) return setCodeStep({ ...values, password: '' });
            const message = result.error?.message || t('messages.loginFailed');
            setError(message);
            if (message === MSG.emailNotConfirmed || message === t('messages.emailNotConfirmed')) setUnconfirmed(values.email);
          }}
        />
      </div>
    </AuthCard>
  );
}
