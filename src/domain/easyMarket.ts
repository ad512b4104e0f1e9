import { MSG } from './messages';
import { isPrice } from './money';
import { foldForSearch } from './search';
import { isBlank, type FieldErrors } from './validation';

/** Upload presets of the Easy Market images (SPEC §7 Images). */
export const EM_CATEGORY_PRESET = 'easy_market';
export const EM_PRODUCT_PRESET = 'easy_product';

export type EmLevel = 'mainCat' | 'subCat' | 'cat';

export interface EmCategoryInput {
  name?: unknown;
  description?: unknown;
  image?: unknown;
  active?: unknown;
  marque?: unknown;
}

/** Main, sub and leaf categories all need a name, a description and an image ('Please fill all fields.'). */
export function validateEmCategory(input: EmCategoryInput): FieldErrors<'name' | 'description' | 'image' | 'marque' | 'active'> {
  const errors: FieldErrors<'name' | 'description' | 'image' | 'marque' | 'active'> = {};
  for (const field of ['name', 'description', 'image'] as const) if (isBlank(input[field])) errors[field] = MSG.emFillAllFields;
  if (input.active !== undefined && typeof input.active !== 'boolean') errors.active = MSG.emFillAllFields;
  if (input.marque !== undefined && !(Array.isArray(input.marque) && input.marque.every((m) => typeof m === 'string' && m.trim() !== ''))) {
    errors.marque = MSG.emFillAllFields;
  }
  return errors;
}

export interface EmProductInput {
  name?: unknown;
  description?: unknown;
  image?: unknown;
  prix?: unknown;
  prixActual?: unknown;
  marque?: unknown;
  active?: unknown;
  soldOut?: unknown;
}
export type EmProductField = 'name' | 'description' | 'prix' | 'prixActual' | 'marque' | 'active' | 'soldOut';

/** Name, prix (selling price), description and prixActual (current price) are required ('All fields are required.'). */
export function validateEmProduct(input: EmProductInput): FieldErrors<EmProductField> {
  const errors: FieldErrors<EmProductField> = {};
  for (const field of ['name', 'description', 'prix', 'prixActual'] as const) if (isBlank(input[field])) errors[field] = MSG.emAllFields;
  for (const field of ['prix', 'prixActual'] as const) {
    if (!errors[field] && !isPrice(input[field])) errors[field] = MSG.emPriceInvalid;
  }
  if (input.marque !== undefined && typeof input.marque !== 'string') errors.marque = MSG.emAllFields;
  for (const flag of ['active', 'soldOut'] as const)
    if (input[flag] !== undefined && typeof input[flag] !== 'boolean') errors[flag] = MSG.emAllFields;
  return errors;
}

/** Case- and accent-insensitive search over a product's name and brand. */
export function matchesProductSearch(product: { name: string; marque?: string }, query: string): boolean {
  const q = foldForSearch(query.trim());
  return q === '' || foldForSearch(product.name).includes(q) || foldForSearch(product.marque ?? '').includes(q);
}
