import { useState } from 'react';
import { token } from '../../designTokens';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import { AppLink } from '../../components/navigation';
import { LATIN_TEXT } from '../../components/LatinText';
import { validateLogin } from '../../domain/auth';
import { useT } from '../../i18n/useLocale';
import { Notice } from '../../components/Notice';
import { PlainButton } from '../../components/PlainButton';
import { PlainField } from '../../components/PlainField';
import { PlainInput } from '../../components/PlainInput';
import { usePlainForm } from '../../components/usePlainForm';
import type { LoginValues } from '../../providers/authProvider';
import { AuthFormEnd } from './AuthFormEnd';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  /** The server's message, or 'Login failed', shown under the title. */
  error?: string;
  initialValues?: Partial<LoginValues>;
  /** Offered with the error when the e-mail is not confirmed yet: sends a new confirmation link. */
  onResend?: () => void;
  resending?: boolean;
  /** The answer to a resend request, shown in place of the error. */
  resent?: string;
}

/**
 * The login form in plain React state (usePlainForm, no antd Form: it is the first screen a phone downloads),
 * checked by the domain's rule as it is typed and on submit, with the spec's messages under each field.
 */
export function LoginForm({ onSubmit, submitting, error, initialValues, onResend, resending, resent }: LoginFormProps) {
  const t = useT();
  const form = usePlainForm({ email: initialValues?.email ?? '', password: initialValues?.password ?? '' }, validateLogin);
  const [remember, setRemember] = useState(initialValues?.remember ?? true);
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((values) => onSubmit({ ...values, remember }))}>
      <DisabledContextProvider disabled={submitting}>
        {resent ? (
          <Notice type="success" message={resent} style={{ marginBottom: 16 }} role="status" />
        ) : (
          error && (
            <Notice
              type="error"
              message={error}
              style={{ marginBottom: 16 }}
              role="alert"
              description={
                onResend && (
                  <PlainButton size="small" onClick={onResend} loading={resending} disabled={false} style={{ marginTop: 8 }}>
                    {t('auth.resendConfirmation')}
                  </PlainButton>
                )
              }
            />
          )
        )}
        <PlainField id="email" label={t('auth.email')} error={form.error('email')}>
          <PlainInput {...form.inputProps('email')} type="email" autoComplete="email" inputMode="email" autoFocus className={LATIN_TEXT} />
        </PlainField>
        <PlainField id="password" label={t('auth.password')} error={form.error('password')}>
          <PlainInput
            {...form.inputProps('password')}
            type="password"
            reveal={{ label: t('auth.showPassword') }}
            autoComplete="current-password"
          />
        </PlainField>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: token.marginXS, marginBottom: 16 }}>
          {/* A native checkbox in the theme's colour: antd's Checkbox (groups, indeterminate state) is not needed here. */}
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, cursor: 'pointer', color: token.colorText }}>
            <input
              id="remember"
              type="checkbox"
              checked={remember}
              disabled={submitting}
              onChange={(event) => setRemember(event.target.checked)}
              style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary, cursor: 'inherit' }}
            />
            {t('auth.remember')}
          </label>
          <AppLink to="/forgot-password">{t('auth.forgot')}</AppLink>
        </div>
        <AuthFormEnd
          submitText={t('auth.submitLogin')}
          submitting={submitting}
          otherQuestion={t('auth.noAccount')}
          otherLink={t('auth.registerLink')}
          otherTo="/register"
        />
      </DisabledContextProvider>
    </form>
  );
}
