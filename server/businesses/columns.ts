import { getTableColumns } from 'drizzle-orm';
import { businesses } from '../db/schema';

const {
  legalName: _legalName,
  legalAddress: _legalAddress,
  ice: _ice,
  rib: _rib,
  ribVerifiedAt: _ribVerifiedAt,
  ribChangedAt: _ribChangedAt,
  ...profileColumns
} = getTableColumns(businesses);

/**
 * The columns of a business its profile answers carry: never its legal identity nor its RIB, which only the
 * bank details answer (server/bankDetails/) gives, the RIB masked.
 */
export const businessProfileColumns = profileColumns;
