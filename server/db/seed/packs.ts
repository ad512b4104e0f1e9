import * as t from '../schema';
import type { Business } from './businesses';
import type { Tx } from './columns';
import { PACKS } from './demoData';

export type Pack = typeof t.packs.$inferSelect;

/** Inserts the demo packs; answers them by name. */
export async function insertPacks(tx: Tx, businesses: Map<string, Business>): Promise<Map<string, Pack>> {
  const rows = await tx
    .insert(t.packs)
    .values(
      PACKS.map(({ business, ...pack }) => {
        const { _id, type } = businesses.get(business)!;
        return { ...pack, business_id: _id, business_Type: type };
      }),
    )
    .returning();
  return new Map(rows.map((pack) => [pack.name, pack]));
}
