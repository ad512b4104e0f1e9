import { useCallback, useState } from 'react';
import { useTranslate, type HttpError } from '@refinedev/core';
import { useCreateEditModals } from '../../components/useCreateEditModals';
import { MSG } from '../../domain/messages';
import { categoryValuesOf, productValuesOf, titled } from './emValues';
import type { EmCategoryBase, EmCategoryValues, EmLevel, EmProduct, EmProductValues } from './types';

/** Where a category form saves: its level, and for a new sub-category or category the one it goes in. */
export interface CategoryTarget {
  level: EmLevel;
  parentId?: string;
  parentName?: string;
}

const RESOURCE: Record<EmLevel, string> = { main: 'emMainCategories', sub: 'emSubCategories', cat: 'emCategories' };

/**
 * The Easy Market's add and edit dialogs (Refine's useModalForm): one pair for the three category levels,
 * one for products. A failure is said in the form and toasted, as the spec asks; the tree is refreshed
 * after every save (its counts and brands come from it).
 */
export function useEmForms(refreshTree: () => void) {
  const t = useTranslate();
  const [target, setTarget] = useState<CategoryTarget>({ level: 'main' });
  const [justAdded, setJustAdded] = useState<EmProduct>();
  const categoryForms = useCreateEditModals<EmCategoryBase & { marque?: string[] }, EmCategoryValues>({
    resource: RESOURCE[target.level],
    meta: target.level === 'sub' ? { mainId: target.parentId } : target.level === 'cat' ? { subId: target.parentId } : {},
    toValues: categoryValuesOf,
    messages: { added: t('easyMarket.saved'), updated: t('easyMarket.saved'), addFailed: MSG.emSaveFailed, updateFailed: MSG.emSaveFailed },
    errorNotification: (error) => titled(MSG.emSaveFailed, (error as HttpError | undefined)?.message),
    onSaved: refreshTree,
  });
  const productForms = useCreateEditModals<EmProduct, EmProductValues>({
    resource: 'emProducts',
    toValues: productValuesOf,
    messages: {
      added: t('easyMarket.saved'),
      updated: t('easyMarket.saved'),
      addFailed: MSG.emProductSaveFailed,
      updateFailed: MSG.emProductSaveFailed,
    },
    errorNotification: (error) => titled(MSG.emProductSaveFailed, (error as HttpError | undefined)?.message),
    // The products' list is asked again by the form itself (Refine invalidates it); the tree holds the counts.
    // A product just added is kept to show it where it was added, whatever page the list's order puts it on.
    onSaved: (saved, action) => {
      refreshTree();
      if (action === 'create') setJustAdded(saved);
    },
  });
  const { showCreate, showEdit } = categoryForms;
  const add = useCallback(
    (next: CategoryTarget) => {
      setTarget(next);
      showCreate();
    },
    [showCreate],
  );
  const edit = useCallback(
    (level: EmLevel, record: EmCategoryBase, parentName?: string) => {
      setTarget({ level, parentName });
      showEdit(record);
    },
    [showEdit],
  );
  /** A deleted product is no longer shown as just added. */
  const forgetAdded = useCallback((id: string) => setJustAdded((added) => (added?._id === id ? undefined : added)), []);
  return { target, categoryForms, productForms, add, edit, justAdded, forgetAdded };
}
