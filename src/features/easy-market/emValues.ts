import { matchesProductSearch } from '../../domain/easyMarket';
import type { EmCategoryBase, EmCategory, EmCategoryValues, EmLevel, EmProduct, EmProductValues } from './types';

export const PRODUCTS_PAGE_SIZE = 50;

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

/** Lower case without accents, as the shared search rule compares (matchesProductSearch). */
export const foldForSearch = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A category's products with their name and brand folded once, so a search over thousands of products is
 * a plain substring test per product rather than two Unicode normalisations per product and keystroke.
 */
export interface ProductSearchIndex {
  products: readonly EmProduct[];
  names: readonly string[];
  brands: readonly string[];
}

export function buildSearchIndex(products: readonly EmProduct[]): ProductSearchIndex {
  return { products, names: products.map((p) => foldForSearch(p.name)), brands: products.map((p) => foldForSearch(p.marque ?? '')) };
}

/** The products matching a search (name or brand, case and accents ignored), in their order. */
export function searchIndex(index: ProductSearchIndex, query: string): readonly EmProduct[] {
  const q = foldForSearch(query.trim());
  if (q === '') return index.products;
  return index.products.filter((_, i) => index.names[i]!.includes(q) || index.brands[i]!.includes(q));
}

/** The products matching a search; the same answer as the shared rule `matchesProductSearch`. */
export function filterProducts(products: readonly EmProduct[], query: string): readonly EmProduct[] {
  if (query.trim() === '') return products;
  return products.filter((p) => matchesProductSearch(p, query));
}

/** One page (1-based) of a list. */
export function pageOf<T>(list: readonly T[], page: number, size = PRODUCTS_PAGE_SIZE): readonly T[] {
  const last = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), last);
  return list.slice((current - 1) * size, current * size);
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

/**
 * A toast whose title is `title` and whose text is `text`. Refine's antd notification provider shows
 * `description` as the title and `message` as the text, hence the swap.
 */
export const titled = (title: string, text?: string) => ({ type: 'error' as const, description: title, message: text ?? '' });
