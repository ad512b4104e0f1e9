import { useState } from 'react';
import type { AuthActionResponse } from '@refinedev/core';

/**
 * One of the auth provider's actions with its pending state. The signed-out pages call the provider
 * themselves instead of Refine's useLogin/useRegister: their entry carries no Refine.
 */
export function useAuthAction<V>(action: (values: V) => Promise<AuthActionResponse>) {
  const [isPending, setPending] = useState(false);
  const run = async (values: V): Promise<AuthActionResponse> => {
    setPending(true);
    try {
      return await action(values);
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}
