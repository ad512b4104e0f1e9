import type { CrudSort } from '@refinedev/core';
import type { PRODUCT_SORT_FIELDS, SortOrder } from '../../domain/listQuery';
import type { EmCategoryBase, EmCategory, EmCategoryValues, EmLevel, EmProduct, EmProductValues } from './types';

export const EMPTY_CATEGORY: EmCategoryValues = { name: '', description: '', image: undefined, active: true, marque: [] };
export const EMPTY_PRODUCT: EmProductValues = {
  name: '',
  description: '',
  image: undefined,
  prix: null,
  prixActual: null,
  marque: undefined,
  active: true,
  soldOut: false,
};

/** The form's values for an existing category (or the empty form). */
export function categoryValuesOf(record?: EmCategoryBase & { marque?: string[] }): EmCategoryValues {
  if (!record) return { ...EMPTY_CATEGORY, marque: [] };
  return {
    name: record.name,
    description: record.description,
    image: record.image || undefined,
    active: record.active,
    marque: record.marque ?? [],
  };
}

/** The body sent to the API: trimmed text, the brands only for a leaf category. */
export function categoryPayload(values: EmCategoryValues, level: EmLevel) {
  const body: { name: string; description: string; image: string; active: boolean; marque?: string[] } = {
    name: values.name.trim(),
    description: values.description.trim(),
    image: values.image ?? '',
    active: values.active,
  };
  if (level === 'cat') body.marque = [...new Set((values.marque ?? []).map((m) => m.trim()).filter(Boolean))];
  return body;
}

export function productValuesOf(product?: EmProduct): EmProductValues {
  if (!product) return { ...EMPTY_PRODUCT };
  return {
    name: product.name,
    description: product.description,
    image: product.image || undefined,
    prix: product.prix,
    prixActual: product.prixActual,
    marque: product.marque || undefined,
    active: product.active,
    soldOut: product.soldOut,
  };
}

/** The body sent to the API; blank prices stay null so the shared rule reports them as missing. */
export function productPayload(values: EmProductValues, categoryId?: string) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    image: values.image ?? '',
    prix: values.prix,
    prixActual: values.prixActual,
    marque: (values.marque ?? '').trim(),
    active: values.active,
    soldOut: values.soldOut,
    ...(categoryId ? { categoryId } : {}),
  };
}

/** The whole product with one flag changed: the update endpoint wants every field. */
export function productWithFlag(product: EmProduct, flag: 'active' | 'soldOut', value: boolean) {
  return { ...productPayload(productValuesOf(product)), [flag]: value };
}

/** Finds a leaf category anywhere in the tree. */
export function findCategory(
  tree: readonly { subCategories: readonly { categories: readonly EmCategory[] }[] }[],
  id: string | null | undefined,
) {
  if (!id) return undefined;
  for (const main of tree) for (const sub of main.subCategories) for (const cat of sub.categories) if (cat._id === id) return cat;
  return undefined;
}

/** The main category holding a leaf category. */
export function mainHolding<M extends { subCategories: readonly { categories: readonly { _id: string }[] }[] }>(
  tree: readonly M[],
  categoryId: string | null | undefined,
): M | undefined {
  if (!categoryId) return undefined;
  return tree.find((m) => m.subCategories.some((s) => s.categories.some((c) => c._id === categoryId)));
}

/** The orders a category's products can be listed in, as the server sorts them (PRODUCT_SORT_FIELDS). */
export const PRODUCT_SORTS = {
  name: { field: 'name', order: 'asc' },
  cheapest: { field: 'prix', order: 'asc' },
  dearest: { field: 'prix', order: 'desc' },
  newest: { field: 'createdAt', order: 'desc' },
} as const satisfies Record<string, { field: (typeof PRODUCT_SORT_FIELDS)[number]; order: SortOrder }>;
export type ProductSort = keyof typeof PRODUCT_SORTS;

/** Which of the orders a table's sorters are (by name when they are none of them). */
export function productSortOf(sorters: readonly CrudSort[]): ProductSort {
  const [first] = sorters;
  const found = Object.entries(PRODUCT_SORTS).find(([, s]) => s.field === first?.field && s.order === first?.order);
  return (found?.[0] as ProductSort | undefined) ?? 'name';
}

/**
 * A toast whose title is `title` and whose text is `text`. Refine's antd notification provider shows
 * `description` as the title and `message` as the text, hence the swap.
 */
export const titled = (title: string, text?: string) => ({ type: 'error' as const, description: title, message: text ?? '' });
