import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { maskRib } from '../../src/domain/legalIdentity';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { notFound } from '../errors';
import type { BankDetails, MaskedRib } from './answers';

/** The columns a business's bank details are read from, with what its ownership and the audit log need. */
export const bankColumns = {
  _id: businesses._id,
  type: businesses.type,
  owner: businesses.owner,
  name: businesses.name,
  legalName: businesses.legalName,
  legalAddress: businesses.legalAddress,
  ice: businesses.ice,
  rib: businesses.rib,
  ribVerifiedAt: businesses.ribVerifiedAt,
  ribChangedAt: businesses.ribChangedAt,
};
export type BankRow = { [K in keyof typeof bankColumns]: (typeof businesses.$inferSelect)[K] };

/** A business's bank details row, locked for the transaction's change when `forUpdate`; 404 when there is none. */
export async function bankRowOf(db: Pick<Db, 'select'>, businessId: string, forUpdate = false): Promise<BankRow> {
  const query = db.select(bankColumns).from(businesses).where(eq(businesses._id, businessId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(SERVER_MSG.businessNotFound);
  return row;
}

const iso = (moment: string | null) => (moment === null ? null : new Date(moment).toISOString());

/** The RIB as answers and the audit log show it: masked, never whole. */
export const ribJson = (row: Pick<BankRow, 'rib' | 'ribVerifiedAt' | 'ribChangedAt'>): Static<typeof MaskedRib> | null =>
  row.rib === null
    ? null
    : {
        masked: maskRib(row.rib),
        verified: row.ribVerifiedAt !== null,
        verifiedAt: iso(row.ribVerifiedAt),
        changedAt: iso(row.ribChangedAt),
      };

export const bankDetailsJson = (row: BankRow): Static<typeof BankDetails> => ({
  businessId: row._id,
  legalName: row.legalName,
  legalAddress: row.legalAddress,
  ice: row.ice,
  rib: ribJson(row),
});
