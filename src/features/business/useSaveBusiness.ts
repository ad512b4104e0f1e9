import { useState } from 'react';
import { useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import type { BusinessType } from '../../domain/roles';
import type { BusinessRecord } from './types';

/**
 * PUT /{type}/update/{id} with 'Saved' on success and the server's message on failure
 * (kept in `error` so the screen can show it beside the form, which keeps what was typed).
 */
export function useSaveBusiness(type: BusinessType | null, id: string | undefined, onSaved?: (business: BusinessRecord) => void) {
  const t = useTranslate();
  const { mutateAsync, mutation } = useCustomMutation<BusinessRecord, HttpError>();
  const [error, setError] = useState<string>();

  const save = async (values: object): Promise<boolean> => {
    if (!type || !id) return false;
    setError(undefined);
    try {
      const response = await mutateAsync({
        url: 'businesses.update',
        method: 'put',
        values,
        meta: { type, id },
        successNotification: () => ({ message: t('messages.settingsUpdated'), type: 'success' }),
        errorNotification: (e) => ({ message: e?.message ?? t('messages.identityFailed'), type: 'error' }),
      });
      onSaved?.(response.data);
      return true;
    } catch (e) {
      setError((e as HttpError | undefined)?.message ?? t('messages.identityFailed'));
      return false;
    }
  };
  return { save, saving: mutation.isPending, error };
}
