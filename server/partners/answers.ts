import { Type } from 'typebox';
import { BusinessKind, Int, Nullable, Page, Str, ref } from '../answers';
import { userFields } from '../auth/answers';

/** An admin's partner list row: the account, its business (owners) and its rider number (riders). */
export const Partner = Type.Object(
  {
    ...userFields,
    businessId: Nullable(Str()),
    businessType: Nullable(BusinessKind),
    businessName: Nullable(Str()),
    Number_Rider: Nullable(Int()),
  },
  { $id: 'Partner' },
);
export const PartnerList = Type.Union([Type.Array(ref(Partner)), Page(ref(Partner))], {
  description: 'Every account (no `page`), or one page and the total',
});
