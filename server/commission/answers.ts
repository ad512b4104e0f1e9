import { Type } from 'typebox';
import { Bool, Int, Money, Moment, Nullable, Page, ref, Str } from '../answers';

/** Commission terms as the API answers them: the fee in dh; a type's default has no id, start nor author. */
export const CommissionTermsAnswer = Type.Object(
  {
    _id: Nullable(Str('The terms row; null for the business type’s default')),
    rate: Int('Basis points of the goods’ price: 1500 is 15 %'),
    fixedFee: Money('Charged per delivered order'),
    effectiveFrom: Nullable(Moment('From this moment on, orders placed are under these terms (ISO 8601)')),
    setBy: Nullable(Type.Object({ _id: Nullable(Str()), name: Str() })),
    createdAt: Nullable(Moment('When the terms were written (ISO 8601)')),
    isDefault: Bool('No terms of its own: the business type’s default rate, no fixed fee'),
  },
  { $id: 'CommissionTerms' },
);

/** A business's terms in force now, and every terms row it had, newest start first (future ones included). */
export const CommissionOverview = Type.Object({
  businessId: Str(),
  current: ref(CommissionTermsAnswer),
  history: Page(ref(CommissionTermsAnswer)),
});
