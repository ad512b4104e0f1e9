import { MSG, type MessageKey } from '../domain/messages';

const KEY_OF = new Map<string, MessageKey>((Object.keys(MSG) as MessageKey[]).map((k) => [MSG[k], k]));

// `options` is never passed: any translate function fits, whatever its options are.
type Translate = (key: string, options?: never, defaultMessage?: string) => string;

/**
 * A message of the spec's in the reader's language: by the API's `code` (the key in MSG) when the
 * catalogue knows it, else by the English text itself when it is one of MSG's, else as it came.
 */
export function localizeMessage(translate: Translate, message: string, code?: unknown): string {
  const key = typeof code === 'string' && code in MSG ? code : KEY_OF.get(message);
  return key ? translate(`messages.${key}`, undefined, message) : message;
}
