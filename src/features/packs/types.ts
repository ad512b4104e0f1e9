import type { Pack as ApiPack } from '../../api/types';
import type { ProductOption } from '../../domain/catalogue';

/** A pack as the API sends it (SPEC §3 Pack), with the `id` the data provider adds. */
export type Pack = ApiPack & { id?: string };

/** What the pack form edits. */
export interface PackValues {
  name: string;
  price: number | null;
  description: string;
  image?: string;
  active: boolean;
  options: ProductOption[];
}
