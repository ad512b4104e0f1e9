import type { components } from '../../api/openapi';
import type { Answer } from '../../api/types';

/** The Easy Market records as the API's contract declares them (SPEC §3): the tree of the editor's one call. */
export type EmMainCategory = Answer<'listGroceryCategories'>[number];
export type EmSubCategory = EmMainCategory['subCategories'][number];
/** A leaf category, with its brands (`marque`) and how many products it holds. */
export type EmCategory = EmSubCategory['categories'][number];
/** What every level of the tree has. */
export type EmCategoryBase = Pick<EmMainCategory, '_id' | 'name' | 'description' | 'image' | 'active'>;
/** A product: `prix` is the selling price, `prixActual` the current price (dh). */
export type EmProduct = components['schemas']['EmProduct'];

/** Which level of the tree a category form is about. */
export type EmLevel = 'main' | 'sub' | 'cat';

/** What the category form edits. */
export interface EmCategoryValues {
  name: string;
  description: string;
  image?: string;
  active: boolean;
  /** Leaf categories only. */
  marque?: string[];
}

/** What the product form edits; prices are null until typed. */
export interface EmProductValues {
  name: string;
  description: string;
  image?: string;
  prix: number | null;
  prixActual: number | null;
  marque?: string;
  active: boolean;
  soldOut: boolean;
}
