import { useState } from 'react';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import { validateEmailRequest } from '../../domain/auth';
import { AppLink } from '../../components/navigation';
import { LATIN_TEXT } from '../../components/LatinText';
import { Notice } from '../../components/Notice';
import { PlainButton } from '../../components/PlainButton';
import { PlainField } from '../../components/PlainField';
import { PlainInput } from '../../components/PlainInput';
import { Paragraph } from '../../components/Prose';
import { usePlainForm } from '../../components/usePlainForm';
import { useT } from '../../i18n/useLocale';
import { authProvider } from '../../providers/authProvider';
import { AuthCard } from './AuthCard';
import { useAuthAction } from './useAuthAction';

export default function ForgotPasswordPage() {
  const t = useT();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const { run, isPending } = useAuthAction<{ email: string }>((values) => authProvider.forgotPassword(values));
  const form = usePlainForm({ email: '' }, validateEmailRequest);
  return (
    <AuthCard title={t('auth.forgotTitle')}>
      <Paragraph>{t('auth.forgotText')}</Paragraph>
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const r = await run(values);
          setOutcome(
            r.success
              ? { ok: true, message: r.successNotification?.message ?? '' }
              : { ok: false, message: t('messages.forgotFailed') + (r.error?.message ? `: ${r.error.message}` : '') },
          );
        })}
      >
        <DisabledContextProvider disabled={isPending}>
          {outcome && (
            <Notice
              type={outcome.ok ? 'success' : 'error'}
              message={outcome.message}
              style={{ marginBottom: 16 }}
              role={outcome.ok ? 'status' : 'alert'}
            />
          )}
          <PlainField id="email" label={t('auth.email')} error={form.error('email')}>
            <PlainInput
              {...form.inputProps('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus
              className={LATIN_TEXT}
            />
          </PlainField>
          <PlainButton type="primary" htmlType="submit" block size="large" loading={isPending}>
            {t('auth.sendLink')}
          </PlainButton>
        </DisabledContextProvider>
      </form>
      <Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <AppLink to="/login">{t('auth.backToLogin')}</AppLink>
      </Paragraph>
    </AuthCard>
  );
}
