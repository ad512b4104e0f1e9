import { useTranslate } from '@refinedev/core';
import { localizeMessage } from '../../i18n/serverMessage';

/** Shows a domain rule's message through the catalogue (messages.<key>), so a translation applies. */
export function useMessageText(): (message: string) => string {
  const t = useTranslate();
  return (message) => localizeMessage(t, message);
}
