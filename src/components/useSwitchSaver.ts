import { useState } from 'react';
import { useUpdate, type MetaQuery } from '@refinedev/core';
import { fail } from './notify';

/**
 * Saves a card's switch at once (optimistic: the list shows the new state while the server answers, and
 * goes back with a toast when it refuses), and says which records are being saved.
 */
export function useSwitchSaver<V extends object>({ resource, meta, failed }: { resource: string; meta?: MetaQuery; failed: string }) {
  const { mutate } = useUpdate();
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const save = (id: string, values: V) => {
    setSaving((s) => ({ ...s, [id]: true }));
    mutate(
      { resource, id, values, meta, mutationMode: 'optimistic', successNotification: false, errorNotification: fail(failed) },
      { onSettled: () => setSaving((s) => ({ ...s, [id]: false })) },
    );
  };
  return { saving, save };
}
