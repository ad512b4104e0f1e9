import { Type } from 'typebox';
import { Money, Str } from '../answers';

/** A business's balance: the sum of its ledger entries, positive when the marketplace owes the partner. */
export const LedgerBalance = Type.Object({
  businessId: Str(),
  balance: Money('Owed to the partner when positive, owed by it when negative'),
});
