import { useTranslate } from '@refinedev/core';
import { MSG, type MessageKey } from '../../domain/messages';

const KEY_OF = new Map<string, MessageKey>((Object.keys(MSG) as MessageKey[]).map((k) => [MSG[k], k]));

/** Shows a domain rule's message through the catalogue (messages.<key>), so a translation applies. */
export function useMessageText(): (message: string) => string {
  const t = useTranslate();
  return (message) => {
    const key = KEY_OF.get(message);
    return key ? t(`messages.${key}`, undefined, message) : message;
  };
}
