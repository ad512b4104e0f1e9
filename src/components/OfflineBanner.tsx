import { useSyncExternalStore } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert } from 'antd';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a connection, kept up to date by its online and offline events. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Says so while the connection is down: what is on screen stays (nothing is cleared), and the lists
 * refresh by themselves once it is back.
 */
export function OfflineBanner() {
  const t = useTranslate();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      message={t('app.offline')}
      description={t('app.offlineHint')}
      style={{ marginBottom: 16 }}
    />
  );
}
