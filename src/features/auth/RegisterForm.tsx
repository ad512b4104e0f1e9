import { useT } from '../../i18n/useLocale';
import { Alert, Form, Input, Radio } from 'antd';
import { isStrongPassword } from '../../domain/auth';
import { normalizePhone } from '../../domain/phone';
import { PhoneInput } from '../../components/PhoneInput';
import { AuthFormEnd } from './AuthFormEnd';

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: 'restaurant_owner' | 'store_owner';
}

export interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => void;
  submitting?: boolean;
  /** The server's message or 'Registration failed'. */
  error?: string;
  /** Shown once the account exists: the person must confirm the e-mail, then log in. */
  success?: string;
  initialValues?: Partial<RegisterValues>;
}

export function RegisterForm({ onSubmit, submitting, error, success, initialValues }: RegisterFormProps) {
  const t = useT();
  return (
    <Form<RegisterValues>
      method="post"
      noValidate
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      initialValues={initialValues}
      disabled={submitting || !!success}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      {success && (
        <Alert type="success" showIcon message={success} description={t('auth.checkInbox')} style={{ marginBottom: 16 }} role="status" />
      )}
      <Form.Item name="role" label={t('auth.role')} rules={[{ required: true, message: t('messages.selectRole') }]}>
        {/* A div with aria-required needs a role (axe aria-allowed-attr); antd forwards role and aria-* props. */}
        <Radio.Group optionType="button" buttonStyle="solid" {...{ role: 'radiogroup' }} aria-label={t('auth.role')}>
          <Radio.Button value="restaurant_owner">{t('auth.roles.restaurant_owner')}</Radio.Button>
          <Radio.Button value="store_owner">{t('auth.roles.store_owner')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="name" label={t('auth.name')} rules={[{ required: true, whitespace: true, message: t('messages.nameRequired') }]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('auth.email')}
        rules={[
          { required: true, message: t('messages.emailRequired') },
          { type: 'email', message: t('messages.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('auth.phone')}
        rules={[
          { required: true, message: t('messages.phoneRequired') },
          {
            validator: async (_, v: string) =>
              !v || normalizePhone(v) ? undefined : Promise.reject(new Error(t('messages.phoneInvalid'))),
          },
        ]}
      >
        <PhoneInput placeholder="6XX XXX XXX" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password')}
        extra={t('auth.passwordHint')}
        rules={[
          { required: true, message: t('messages.passwordRequired') },
          {
            validator: async (_, v: string) => (!v || isStrongPassword(v) ? undefined : Promise.reject(new Error(t('messages.password')))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('messages.passwordsMismatch') },
          ({ getFieldValue }) => ({
            validator: async (_, v: string) =>
              v === getFieldValue('password') ? undefined : Promise.reject(new Error(t('messages.passwordsMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <AuthFormEnd
        submitText={t('auth.submitRegister')}
        submitting={submitting}
        otherQuestion={t('auth.haveAccount')}
        otherLink={t('auth.loginLink')}
        otherTo="/login"
      />
    </Form>
  );
}
