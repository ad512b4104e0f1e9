import { useState } from 'react';
import { useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import type { Answer } from '../../api/types';
import type { BulkChange, PricePreviewRow } from './BulkBar';

/** What a bulk action answers (its preview's rows, or how many products changed). */
type BulkAnswer = Answer<'productsBulkChange' | 'menuBulkChange'>;

/**
 * The products picked for a bulk action (kept while the filter changes, so "select all N matching" covers
 * every page of it) and the call that applies one action to them, or previews new prices.
 */
export function useBulkSelection(matching: readonly { _id: string }[], meta: Record<string, unknown>, onApplied: () => void) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { mutateAsync, mutation } = useCustomMutation<BulkAnswer, HttpError>();

  const toggle = (product: { _id: string }, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(product._id);
      else next.delete(product._id);
      return next;
    });
  const selectAll = () => setSelected(new Set(matching.map((p) => p._id)));
  const clear = () => setSelected(new Set());

  const submit = async (change: BulkChange, preview: boolean): Promise<PricePreviewRow[]> => {
    const answer = await mutateAsync({
      url: 'catalogueStock.bulk',
      method: 'post',
      values: { ...change, ids: [...selected], ...(preview && { preview: true }) },
      meta,
      successNotification: false,
      errorNotification: false,
    });
    if (!preview) {
      void message.success(t('catalogue.bulk.done', { count: answer.data.count }));
      clear();
      onApplied();
    }
    return answer.data.changes;
  };

  return { selected, toggle, selectAll, clear, submit, busy: mutation.isPending };
}
