import { useTranslate, type MetaQuery } from '@refinedev/core';
import { App } from 'antd';
import { done, fail } from '../../components/notify';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { MSG } from '../../domain/messages';
import type { Category, Product } from './types';

/** Deleting a category or an item of the catalogue, each asked first. */
export function useCatalogueDeletes(meta: MetaQuery, onCategoryDeleted: (category: Category) => void) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const deleteCategory = (category: Category) =>
    confirmDelete({
      title: t('catalogue.categories.confirmDeleteTitle', { name: category.name }),
      content: t('catalogue.categories.confirmDeleteText'),
      okText: t('catalogue.categories.delete'),
      cancelText: t('catalogue.categories.cancel'),
      resource: 'catalogueCategories',
      id: category._id,
      meta,
      successNotification: done(MSG.categoryDeleted),
      errorNotification: false,
      onDeleted: () => onCategoryDeleted(category),
      // The server refuses a category items still use (409, e.g. one added meanwhile) with its own message.
      onFailed: (error) =>
        error.statusCode === 409
          ? modal.warning({ title: t('catalogue.categories.inUseTitle'), content: error.message, okText: t('catalogue.categories.ok') })
          : modal.error({ title: MSG.categoryDeleteFailed, content: error.message }),
    });
  const deleteProduct = (product: Product) =>
    confirmDelete({
      title: t('catalogue.products.confirmDeleteTitle', { name: product.name }),
      content: t('catalogue.products.confirmDeleteText'),
      okText: t('catalogue.products.delete'),
      cancelText: t('catalogue.products.cancel'),
      resource: 'catalogueItems',
      id: product._id,
      meta,
      successNotification: done(MSG.productDeleted),
      errorNotification: fail(MSG.productDeleteFailed),
    });
  return { deleteCategory, deleteProduct };
}
