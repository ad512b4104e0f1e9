import { useTranslate } from '@refinedev/core';
import { Button, Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';

export interface AwaitingStepProps {
  onLogout: () => void;
}

/** The last step: the team reviews the account and gets in touch within 24-48 hours. */
export function AwaitingStep({ onLogout }: AwaitingStepProps) {
  const t = useTranslate();
  return (
    <Result
      icon={<ClockCircleOutlined aria-hidden style={{ color: '#0b57c2' }} />}
      title={<h2 style={{ fontSize: 22, margin: 0 }}>{t('onboarding.awaiting.title')}</h2>}
      subTitle={
        <>
          <span style={{ display: 'block' }}>{t('onboarding.awaiting.text')}</span>
          <span style={{ display: 'block', marginTop: 4 }}>{t('onboarding.awaiting.next')}</span>
        </>
      }
      extra={<Button onClick={onLogout}>{t('onboarding.awaiting.logout')}</Button>}
    />
  );
}
