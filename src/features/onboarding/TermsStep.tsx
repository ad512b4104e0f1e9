import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Checkbox, Typography } from 'antd';

export interface TermsStepProps {
  onAccept: () => void;
  /** The acceptance is being recorded. */
  submitting?: boolean;
  /** Why recording the acceptance failed; the box stays ticked to try again. */
  error?: string;
}

const ITEMS = ['item1', 'item2', 'item3', 'item4', 'item5'] as const;

/** The partner terms; continuing needs the agree checkbox. */
export function TermsStep({ onAccept, submitting, error }: TermsStepProps) {
  const t = useTranslate();
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  return (
    <form
      style={{ maxWidth: 640 }}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (agreed) onAccept();
      }}
    >
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('onboarding.terms.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('onboarding.terms.intro')}</Typography.Paragraph>
      <ol style={{ paddingInlineStart: 20, marginBlock: 16, display: 'grid', gap: 8 }}>
        {ITEMS.map((key) => (
          <li key={key}>{t(`onboarding.terms.${key}`)}</li>
        ))}
      </ol>
      <Checkbox
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        aria-describedby={tried && !agreed ? 'terms-error' : undefined}
      >
        {t('onboarding.terms.agree')}
      </Checkbox>
      {tried && !agreed && (
        <Typography.Text id="terms-error" type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {t('onboarding.terms.mustAgree')}
        </Typography.Text>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 16 }} />}
      <div style={{ marginTop: 24 }}>
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {t('onboarding.terms.submit')}
        </Button>
      </div>
    </form>
  );
}
