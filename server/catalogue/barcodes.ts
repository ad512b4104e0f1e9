import { and, eq, inArray, ne } from 'drizzle-orm';
import { barcodeProblem, barcodeVariants, normalizeBarcode } from '../../src/domain/barcode';
import { MSG } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { catalogueItems } from '../db/schema';
import { badRequest, conflict } from '../errors';

/**
 * The barcode a product body sets: undefined when it says nothing, null when it removes it ("" or null),
 * else the code without spaces or dashes, refused (400) unless its length and check digit are right, and
 * refused (409) when another product of the business already has it (or its UPC-A / EAN-13 twin).
 */
export async function barcodeOfBody(ctx: AppContext, businessId: string, value: unknown, exceptId: string | null) {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string' || barcodeProblem(value)) throw badRequest(MSG.barcodeInvalid);
  const code = normalizeBarcode(value);
  const [taken] = await ctx.db
    .select({ _id: catalogueItems._id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.businessId, businessId),
        inArray(catalogueItems.barcode, barcodeVariants(code)),
        exceptId ? ne(catalogueItems._id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(MSG.barcodeTaken);
  return code;
}
