import type { Availability } from '../../domain/availability';
import type { ProductOption } from '../../domain/catalogue';

/** A menu or product category as the API sends it. */
export interface Category {
  _id: string;
  id?: string;
  name: string;
  availability?: Availability;
}

/** A menu item or product as the API sends it; `active` true means hidden from customers. */
export interface Product {
  _id: string;
  id?: string;
  name: string;
  price: number;
  description: string;
  category: { _id: string; name: string } | null;
  image: string;
  active: boolean;
  soldOut: boolean;
  /** Sold out "until tomorrow": when it is back on sale by itself (null: until the owner changes it). */
  soldOutUntil?: string | null;
  options: ProductOption[];
  /** Units left; null when not counted. */
  stock?: number | null;
  /** Listed to restock at or below this. */
  lowStock?: number | null;
  /** A store product's EAN-13, EAN-8 or UPC-A. */
  barcode?: string | null;
  /** Hours it can be ordered; null: its category's. */
  availability?: Availability;
  /** Its category's hours (filled in by the screen), which apply when it has none of its own. */
  categoryAvailability?: Availability;
}

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
