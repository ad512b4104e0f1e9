import { Type } from 'typebox';
import { Bool, Moment, Nullable, Str } from '../answers';

/** A RIB as answers show it: masked to its last four digits, and whether an admin verified it since it was entered. */
export const MaskedRib = Type.Object({
  masked: Str('Only the last 4 digits visible: •••• •••• •••• •••• •••• 3456'),
  verified: Bool('An admin verified it since it was entered: payouts may go to it'),
  verifiedAt: Nullable(Moment('When an admin verified it (ISO 8601); null until then')),
  changedAt: Nullable(Moment('When it was entered (ISO 8601): a verification names it; null for a RIB entered before this was kept')),
});

/** A business's legal identity and bank details: its invoices are made out to them, its payouts go to the RIB. */
export const BankDetails = Type.Object(
  {
    businessId: Str(),
    legalName: Nullable(Str('Who invoices are made out to; the business name when null')),
    legalAddress: Nullable(Str('The address on invoices')),
    ice: Nullable(Str('Identifiant Commun de l’Entreprise: 15 digits')),
    rib: Nullable(MaskedRib),
  },
  { $id: 'BankDetails' },
);
