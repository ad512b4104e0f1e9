/** The Easy Market records as the API returns them (SPEC §3). */
export interface EmCategoryBase {
  _id: string;
  name: string;
  description: string;
  image: string;
  active: boolean;
}

export interface EmCategory extends EmCategoryBase {
  subCategoryId: string;
  /** The brands sold in this category. */
  marque: string[];
  productCount: number;
}

export interface EmSubCategory extends EmCategoryBase {
  mainCategoryId: string;
  categories: EmCategory[];
}

export interface EmMainCategory extends EmCategoryBase {
  subCategories: EmSubCategory[];
}

export interface EmProduct {
  _id: string;
  categoryId: string;
  name: string;
  description: string;
  image: string;
  /** Selling price (dh). */
  prix: number;
  /** Current price (dh). */
  prixActual: number;
  marque: string;
  active: boolean;
  soldOut: boolean;
}

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
