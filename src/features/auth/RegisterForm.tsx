import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import { validateRegistration, type RegistrationField } from '../../domain/auth';
import type { SelfRegisterRole } from '../../domain/roles';
import { useT } from '../../i18n/useLocale';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { LATIN_TEXT } from '../../components/LatinText';
import { Notice } from '../../components/Notice';
import { PlainPhoneInput } from '../../components/PlainPhoneInput';
import { PlainField } from '../../components/PlainField';
import { PlainInput } from '../../components/PlainInput';
import { usePlainForm } from '../../components/usePlainForm';
import { AuthFormEnd } from './AuthFormEnd';

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: SelfRegisterRole;
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

const FIELDS: readonly RegistrationField[] = ['role', 'name', 'email', 'phone', 'password', 'confirmPassword'];

/** The partner's registration, checked as it is typed by the rule the server applies (validateRegistration). */
export function RegisterForm({ onSubmit, submitting, error, success, initialValues }: RegisterFormProps) {
  const t = useT();
  const form = usePlainForm(
    Object.fromEntries(FIELDS.map((field) => [field, initialValues?.[field] ?? ''])) as Record<RegistrationField, string>,
    validateRegistration,
  );
  return (
    // validateRegistration accepted the role: it is one of SELF_REGISTER_ROLES.
    <form method="post" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values as unknown as RegisterValues))}>
      <DisabledContextProvider disabled={submitting || !!success}>
        {error && <Notice type="error" message={error} style={{ marginBottom: 16 }} role="alert" />}
        {success && (
          <Notice type="success" message={success} description={t('auth.checkInbox')} style={{ marginBottom: 16 }} role="status" />
        )}
        <PlainField id="role" label={t('auth.role')} error={form.error('role')} group>
          <ChoiceButtons<SelfRegisterRole>
            id="role"
            label={t('auth.role')}
            choices={[
              { value: 'restaurant_owner', label: t('auth.roles.restaurant_owner') },
              { value: 'store_owner', label: t('auth.roles.store_owner') },
            ]}
            value={form.values.role}
            onChange={(role) => form.change('role', role)}
            invalid={!!form.error('role')}
            describedBy={form.error('role') && 'role_help'}
          />
        </PlainField>
        <PlainField id="name" label={t('auth.name')} error={form.error('name')}>
          <PlainInput {...form.inputProps('name')} autoComplete="name" />
        </PlainField>
        <PlainField id="email" label={t('auth.email')} error={form.error('email')}>
          <PlainInput {...form.inputProps('email')} type="email" autoComplete="email" inputMode="email" className={LATIN_TEXT} />
        </PlainField>
        <PlainField id="phone" label={t('auth.phone')} error={form.error('phone')}>
          <PlainPhoneInput {...form.inputProps('phone')} placeholder="6XX XXX XXX" />
        </PlainField>
        <PlainField id="password" label={t('auth.password')} error={form.error('password')} hint={t('auth.passwordHint')}>
          <PlainInput
            {...form.inputProps('password', { hint: true })}
            type="password"
            reveal={{ label: t('auth.showPassword') }}
            autoComplete="new-password"
          />
        </PlainField>
        <PlainField id="confirmPassword" label={t('auth.confirmPassword')} error={form.error('confirmPassword')}>
          <PlainInput
            {...form.inputProps('confirmPassword')}
            type="password"
            reveal={{ label: t('auth.showPassword') }}
            autoComplete="new-password"
          />
        </PlainField>
        <AuthFormEnd
          submitText={t('auth.submitRegister')}
          submitting={submitting}
          otherQuestion={t('auth.haveAccount')}
          otherLink={t('auth.loginLink')}
          otherTo="/login"
        />
      </DisabledContextProvider>
    </form>
  );
}
