import { useState } from 'react';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import { isRecoveryCode, isTotpCode } from '../../domain/twoFactor';
import { useT } from '../../i18n/useLocale';
import { Notice } from '../../components/Notice';
import { PlainButton } from '../../components/PlainButton';
import { PlainField } from '../../components/PlainField';
import { PlainInput } from '../../components/PlainInput';
import { Paragraph } from '../../components/Prose';
import { LATIN_TEXT } from '../../components/LatinText';

export interface SecondFactorFormProps {
  onSubmit: (code: string) => void;
  /** Back to the password step (another account, or the wrong one). */
  onBack: () => void;
  submitting?: boolean;
  error?: string;
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ onSubmit, onBack, submitting, error }: SecondFactorFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const wellFormed = isTotpCode(code) || isRecoveryCode(code);
  const fieldError = tried && !wellFormed ? t('auth.secondFactorInvalid') : undefined;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (wellFormed) onSubmit(code.trim());
      }}
    >
      <DisabledContextProvider disabled={submitting}>
        {error && <Notice type="error" message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Paragraph style={{ marginTop: 0 }}>{t('auth.secondFactorHint')}</Paragraph>
        <PlainField id="code" label={t('auth.secondFactorCode')} error={fieldError}>
          <PlainInput
            id="code"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            maxLength={20}
            className={LATIN_TEXT}
            status={fieldError ? 'error' : undefined}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? 'code_help' : undefined}
          />
        </PlainField>
        <PlainButton type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('auth.secondFactorSubmit')}
        </PlainButton>
        <div style={{ marginTop: 12 }}>
          <PlainButton block onClick={onBack}>
            {t('auth.secondFactorBack')}
          </PlainButton>
        </div>
      </DisabledContextProvider>
    </form>
  );
}
