import { useTranslate } from '@refinedev/core';
import { Button, Result } from 'antd';

/** The business could not be loaded: a plain server error, as the dashboard says, and a way to try again. */
export function BusinessLoadError({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslate();
  return (
    <Result
      status="warning"
      title={t('business.loadError')}
      subTitle={t('business.loadErrorText')}
      extra={onRetry && <Button onClick={onRetry}>{t('business.retry')}</Button>}
    />
  );
}
