import { Type } from 'typebox';
import { PAYOUT_OUTCOMES } from '../../src/domain/payouts';
import { Bool, BusinessKind, enumOf, Money, Moment, Nullable, Page, ref, Str } from '../answers';

/** A closed statement as the Payouts screen lists it: the partner, its week and net, its RIB (masked), its payout. */
export const PayoutRow = Type.Object(
  {
    statementId: Str(),
    businessId: Str(),
    businessName: Str(),
    businessType: BusinessKind,
    legalName: Nullable(Str('Who transfers go to; the business name when null')),
    weekStart: Str('The Monday the week starts on (YYYY-MM-DD, Morocco)'),
    weekEnd: Str('The Sunday it ends on (YYYY-MM-DD)'),
    net: Money('Owed to the partner when positive, owed by it when negative'),
    rib: Nullable(
      Type.Object({
        masked: Str('Only the last 4 digits visible'),
        verified: Bool('An admin verified it since it was entered'),
      }),
    ),
    payout: Nullable(
      Type.Object({
        _id: Str(),
        amount: Money('Paid to the partner when positive, collected from it when negative'),
        bankReference: Str(),
        recordedAt: Moment('ISO 8601'),
        recordedBy: Nullable(Type.Object({ _id: Str(), name: Str() })),
      }),
    ),
  },
  { $id: 'PayoutRow' },
);

export const PayoutPage = Page(ref(PayoutRow));

/** What recording payouts did, statement by statement, in the order asked. */
export const RecordedPayouts = Type.Object({
  results: Type.Array(
    Type.Object({
      statementId: Str(),
      outcome: enumOf(
        PAYOUT_OUTCOMES,
        'paid, collected (a negative net), alreadyPaid (someone recorded it first), ribMissing or ribUnverified (nothing recorded)',
      ),
    }),
  ),
});
