import { useCallback, useMemo, useState } from 'react';
import { useUpdate, type HttpError } from '@refinedev/core';
import { MSG } from '../../domain/messages';
import { productWithFlag, titled } from './emValues';
import type { EmProduct } from './types';

type Flags = Partial<Pick<EmProduct, 'active' | 'soldOut'>>;

/**
 * The active and sold-out switches of the product rows, saved at once. They show their new value straight
 * away, without reloading thousands of products, and go back when the server refuses.
 */
export function useProductFlags(data: EmProduct[]) {
  const { mutate: update } = useUpdate();
  const [flags, setFlags] = useState<Record<string, Flags>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const products = useMemo(
    () => (Object.keys(flags).length === 0 ? data : data.map((p) => (flags[p._id] ? { ...p, ...flags[p._id] } : p))),
    [data, flags],
  );

  const onToggle = useCallback(
    (product: EmProduct, flag: 'active' | 'soldOut', value: boolean) => {
      setFlags((f) => ({ ...f, [product._id]: { ...f[product._id], [flag]: value } }));
      setSaving((s) => ({ ...s, [product._id]: true }));
      update(
        {
          resource: 'emProducts',
          id: product._id,
          values: productWithFlag(product, flag, value),
          invalidates: [],
          successNotification: false,
          errorNotification: (error?: HttpError) => titled(MSG.emProductSaveFailed, error?.message),
        },
        {
          onError: () => setFlags((f) => ({ ...f, [product._id]: { ...f[product._id], [flag]: !value } })),
          onSettled: () => setSaving(({ [product._id]: _done, ...rest }) => rest),
        },
      );
    },
    [update],
  );
  /** A product saved from its form: what the server answers replaces the switches' guesses. */
  const forget = useCallback((id: string) => setFlags(({ [id]: _dropped, ...rest }) => rest), []);
  return { products, saving, onToggle, forget };
}
