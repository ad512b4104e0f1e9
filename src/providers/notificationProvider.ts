import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

/**
 * Refine's toasts on antd's `App` notifications, with @refinedev/antd's conventions (`description` is
 * the title, `message` the text). Written here so the first page load does not pull in @refinedev/antd
 * (about 80 KB gzipped); the app never uses undoable mutations, so there is no progress toast.
 */
/**
 * The failures Refine's auth hooks toast by themselves: the login, registration, forgotten and new password
 * screens already say them in the form, next to what to do (one error display, not two).
 */
export const INLINE_AUTH_ERRORS: ReadonlySet<string> = new Set([
  'login-error',
  'register-error',
  'forgot-password-error',
  'update-password-error',
]);

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) =>
      key && INLINE_AUTH_ERRORS.has(key)
        ? undefined
        : notification.open({ key, message: description ?? null, description: message, type: type === 'progress' ? 'info' : type }),
    close: (key) => notification.destroy(key),
  };
}
