import { useCallback } from 'react';
import { useNotification, useTranslate, type HttpError } from '@refinedev/core';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { MSG } from '../../domain/messages';
import { titled } from './emValues';
import type { EmCategory, EmMainCategory, EmProduct, EmSubCategory } from './types';

const errorNotification = (error?: unknown) => ({
  type: 'error' as const,
  message: (error as HttpError | undefined)?.message ?? MSG.emSaveFailed,
});

/**
 * Deleting in the Easy Market tree, each asked first. A main category with sub-categories is refused by a
 * 204 with no body; a sub-category with categories, or a category with products, by a 409 with the
 * server's message. `onDeleted` gets what was deleted (to refresh the tree, drop a selection).
 */
export function useEmDeletes(onDeleted: (id: string) => void) {
  const t = useTranslate();
  const { open: notify } = useNotification();
  const confirmDelete = useConfirmDelete();
  const ask = useCallback(
    (title: string, resource: string, id: string, options: { announce?: boolean; then?: (data: unknown) => void } = {}) =>
      confirmDelete({
        title,
        content: t('easyMarket.confirmDeleteText'),
        okText: t('easyMarket.delete'),
        cancelText: t('easyMarket.cancel'),
        resource,
        id,
        successNotification: options.announce === false ? false : () => ({ type: 'success', message: t('easyMarket.deleted') }),
        errorNotification,
        onDeleted: (data) => {
          options.then?.(data);
          onDeleted(id);
        },
      }),
    [confirmDelete, onDeleted, t],
  );
  return {
    deleteMain: useCallback(
      (m: EmMainCategory) =>
        ask(t('easyMarket.main.confirmDelete', { name: m.name }), 'emMainCategories', m._id, {
          announce: false,
          then: (data) =>
            (data as { refused?: boolean }).refused
              ? notify?.(titled(MSG.emMainHasSubs, MSG.emMainHasSubsHint))
              : notify?.({ type: 'success', message: t('easyMarket.deleted') }),
        }),
      [ask, notify, t],
    ),
    deleteSub: useCallback(
      (s: EmSubCategory) => ask(t('easyMarket.sub.confirmDelete', { name: s.name }), 'emSubCategories', s._id),
      [ask, t],
    ),
    deleteCategory: useCallback(
      (c: EmCategory) => ask(t('easyMarket.cat.confirmDelete', { name: c.name }), 'emCategories', c._id),
      [ask, t],
    ),
    deleteProduct: useCallback(
      (p: EmProduct) => ask(t('easyMarket.products.confirmDelete', { name: p.name }), 'emProducts', p._id),
      [ask, t],
    ),
  };
}
