import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from '@refinedev/core';
import { App, Button } from 'antd';
import { appUpdate } from '../pwa/appUpdate';

/** "A new version is available" with Reload, once a deploy's service worker is installed and waiting. */
export function NewVersionNotice() {
  const t = useTranslate();
  const { notification } = App.useApp();
  const reload = useSyncExternalStore(appUpdate.subscribe, appUpdate.get, () => null);
  useEffect(() => {
    if (!reload) return;
    notification.info({
      key: 'new-version',
      message: t('device.newVersion'),
      description: t('device.newVersionHint'),
      duration: 0,
      btn: (
        <Button type="primary" onClick={reload}>
          {t('device.reload')}
        </Button>
      ),
    });
  }, [reload, notification, t]);
  return null;
}
