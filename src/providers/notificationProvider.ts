import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

/**
 * Refine's toasts on antd's `App` notifications, with @refinedev/antd's conventions (`description` is
 * the title, `message` the text). Written here so the first page load does not pull in @refinedev/antd
 * (about 80 KB gzipped); the app never uses undoable mutations, so there is no progress toast.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) =>
      notification.open({ key, message: description ?? null, description: message, type: type === 'progress' ? 'info' : type }),
    close: (key) => notification.destroy(key),
  };
}
