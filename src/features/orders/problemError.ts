import type { useTranslate } from '@refinedev/core';

type Translate = ReturnType<typeof useTranslate>;

/**
 * A refused save in the reader's words: by the server's `code` when this area knows it (an order gone wrong's
 * refusals), else the server's message as it came, else a plain "could not be saved".
 */
export function problemError(t: Translate, error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const key = typeof code === 'string' ? `orders.problems.errors.${code}` : '';
  const known = key ? t(key, undefined, '') : '';
  if (known && known !== key) return known;
  return typeof message === 'string' && message ? message : t('orders.problems.errors.failed');
}
