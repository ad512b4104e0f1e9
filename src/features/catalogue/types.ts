import type { CatalogueCategory, CatalogueProduct } from '../../api/types';
import type { Availability } from '../../domain/availability';
import type { ProductOption } from '../../domain/catalogue';

/** A menu or product category as the API sends it, with the `id` the data provider adds. */
export type Category = CatalogueCategory & { id?: string };

/**
 * A menu item or product as the API sends it (`active` true means hidden from customers), with the `id` the
 * data provider adds and its category's hours, which the screen fills in and which apply when it has none.
 */
export type Product = CatalogueProduct & { id?: string; categoryAvailability?: Availability };

/** What the product form edits. */
export interface ProductValues {
  name: string;
  price: number | null;
  category: string | undefined;
  description: string;
  image?: string;
  options: ProductOption[];
  barcode?: string | null;
  stock?: number | null;
  lowStock?: number | null;
  availability?: Availability;
}
