import type { OpenNotificationParams } from '@refinedev/core';

/** A success toast for a mutation (the notification provider translates the spec's sentence). */
export const done = (message: string) => (): OpenNotificationParams => ({ type: 'success', message });

/** A failure toast for a mutation: the spec's sentence, and the server's reason under it. */
export const fail =
  (message: string) =>
  (error?: unknown): OpenNotificationParams => ({
    type: 'error',
    message,
    description: (error as { message?: string } | undefined)?.message,
  });
