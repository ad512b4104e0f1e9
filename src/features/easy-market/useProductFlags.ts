import { useCallback, useMemo, useState } from 'react';
import { useUpdate, type HttpError } from '@refinedev/core';
import { MSG } from '../../domain/messages';
import { productWithFlag, titled } from './emValues';
import type { EmProduct } from './types';

type Flags = Partial<Pick<EmProduct, 'active' | 'soldOut'>>;

/**
 * The active and sold-out switches of the product rows, saved at once. They show their new value straight
 * away and go back when the server refuses; the next answer of the list replaces what they showed, except
 * on the rows still being saved.
 */
export function useProductFlags(data: readonly EmProduct[]) {
  const { mutate: update } = useUpdate();
  const [flags, setFlags] = useState<Record<string, Flags>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [answered, setAnswered] = useState(data);
  if (answered !== data) {
    setAnswered(data);
    setFlags((f) => Object.fromEntries(Object.entries(f).filter(([id]) => saving[id])));
  }
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
          // The page is asked again (a page is small), so that it and the pages kept aside say the truth.
          invalidates: ['list'],
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
  return { products, saving, onToggle };
}
