import { useTranslate, type MetaQuery } from '@refinedev/core';
import { App } from 'antd';
import { done, fail } from '../../components/notify';
import { useConfirmNamedDelete } from '../../components/useConfirmDelete';
import { MSG } from '../../domain/messages';
import type { Category, Product } from './types';

/** Deleting a category or an item of the catalogue, each asked first. */
export function useCatalogueDeletes(meta: MetaQuery, onCategoryDeleted: (category: Category) => void) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const confirmCategoryDelete = useConfirmNamedDelete('catalogue.categories');
  const confirmProductDelete = useConfirmNamedDelete('catalogue.products');
  const deleteCategory = (category: Category) =>
    confirmCategoryDelete({
      name: category.name,
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
    confirmProductDelete({
      name: product.name,
      resource: 'catalogueItems',
      id: product._id,
      meta,
      successNotification: done(MSG.productDeleted),
      errorNotification: fail(MSG.productDeleteFailed),
    });
  return { deleteCategory, deleteProduct };
}
