import type { ProductOption } from '../../domain/catalogue';

/** A pack as the API sends it (SPEC §3 Pack). */
export interface Pack {
  _id: string;
  id?: string;
  name: string;
  price: number;
  description: string;
  image: string;
  active: boolean;
  options: ProductOption[];
  business_Type?: string;
  business_id?: string;
}

/** What the pack form edits. */
export interface PackValues {
  name: string;
  price: number | null;
  description: string;
  image?: string;
  active: boolean;
  options: ProductOption[];
}
