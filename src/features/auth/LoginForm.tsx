import { useState, type FormEvent } from 'react';
import { theme } from 'antd';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
// The input alone, not antd's Input with its TextArea, Search and OTP: this form is on the first screen.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { AppLink } from '../../components/navigation';
import { EMAIL_PATTERN } from '../../domain/auth';
import { useT } from '../../i18n/useLocale';
import { Notice } from '../../components/Notice';
import { PlainButton } from '../../components/PlainButton';
import { PlainField } from '../../components/PlainField';
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

type Field = 'email' | 'password';
/** A field's message, as a key of the catalogue so that it follows a change of language. */
type Problems = Partial<Record<Field, string>>;

const problemOf = (field: Field, value: string): string | undefined => {
  if (!value) return field === 'email' ? 'messages.emailRequired' : 'messages.passwordRequired';
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'messages.emailInvalid';
  return undefined;
};

/**
 * The login form in plain React state (no antd Form: it is the first screen a phone downloads). Each field is
 * checked as it changes and all are on submit, with the spec's messages under the field, as antd's Form did.
 */
export function LoginForm({ onSubmit, submitting, error, initialValues, onResend, resending, resent }: LoginFormProps) {
  const t = useT();
  const { token } = theme.useToken();
  const [values, setValues] = useState({ email: initialValues?.email ?? '', password: initialValues?.password ?? '' });
  const [remember, setRemember] = useState(initialValues?.remember ?? true);
  const [problems, setProblems] = useState<Problems>({});
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: problemOf(field, value) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = { email: problemOf('email', values.email), password: problemOf('password', values.password) };
    setProblems(found);
    if (!found.email && !found.password) onSubmit({ ...values, remember });
  };
  const fieldProps = (field: Field) => ({
    id: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    status: problems[field] ? ('error' as const) : undefined,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${field}_help` : undefined,
  });
  const message = (field: Field) => (problems[field] ? t(problems[field]) : undefined);
  return (
    <form method="post" noValidate onSubmit={submit}>
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
        <PlainField id="email" label={t('auth.email')} error={message('email')}>
          <Input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" autoFocus />
        </PlainField>
        <PlainField id="password" label={t('auth.password')} error={message('password')}>
          <Password {...fieldProps('password')} autoComplete="current-password" />
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
