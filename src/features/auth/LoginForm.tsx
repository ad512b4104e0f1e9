import { useT } from '../../i18n/useLocale';
import { Alert, Button, Checkbox, Form } from 'antd';
// The input alone, not antd's Input with its TextArea, Search and OTP: this form is on the first screen.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link } from 'react-router';
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

export function LoginForm({ onSubmit, submitting, error, initialValues, onResend, resending, resent }: LoginFormProps) {
  const t = useT();
  return (
    <Form<LoginValues>
      method="post"
      noValidate
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      initialValues={{ remember: true, ...initialValues }}
      disabled={submitting}
    >
      {resent ? (
        <Alert type="success" showIcon message={resent} style={{ marginBottom: 16 }} role="status" />
      ) : (
        error && (
          <Alert
            type="error"
            showIcon
            message={error}
            style={{ marginBottom: 16 }}
            role="alert"
            description={
              onResend && (
                <Button size="small" onClick={onResend} loading={resending} disabled={false} style={{ marginTop: 8 }}>
                  {t('auth.resendConfirmation')}
                </Button>
              )
            }
          />
        )
      )}
      <Form.Item
        name="email"
        label={t('auth.email')}
        rules={[
          { required: true, message: t('messages.emailRequired') },
          { type: 'email', message: t('messages.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="email" inputMode="email" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[{ required: true, message: t('messages.passwordRequired') }]}>
        <Password autoComplete="current-password" />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.remember')}</Checkbox>
        </Form.Item>
        <Link to="/forgot-password">{t('auth.forgot')}</Link>
      </div>
      <AuthFormEnd
        submitText={t('auth.submitLogin')}
        submitting={submitting}
        otherQuestion={t('auth.noAccount')}
        otherLink={t('auth.registerLink')}
        otherTo="/register"
      />
    </Form>
  );
}
