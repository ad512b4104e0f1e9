import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { localizeMessage } from '../i18n/serverMessage';
import { i18nProvider } from './i18nProvider';

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

/** A toast's text given as one of the spec's English messages (MSG) is said in the reader's language. */
const localized = (text: string | undefined) =>
  text ? localizeMessage((key, options, fallback) => i18nProvider.translate(key, options as never, fallback), text) : text;

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) =>
      key && INLINE_AUTH_ERRORS.has(key)
        ? undefined
        : notification.open({
            key,
            message: localized(description) ?? null,
            description: localized(message),
            type: type === 'progress' ? 'info' : type,
          }),
    close: (key) => notification.destroy(key),
  };
}
