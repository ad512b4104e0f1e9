import { Type } from 'typebox';
import { AvailabilityHours } from './availabilitySchema';
import { Bool, Int, Moment, Money, Nullable, Options, Str, ownerFields, ref } from '../answers';

export const CatalogueCategory = Type.Object(
  { _id: Str(), name: Str(), availability: AvailabilityHours('Hours its items can be ordered; null: whenever open'), ...ownerFields },
  { $id: 'CatalogueCategory' },
);
export const CatalogueProduct = Type.Object(
  {
    _id: Str(),
    name: Str(),
    price: Money('The price'),
    description: Str(),
    category: Nullable(Type.Object({ _id: Str(), name: Str() })),
    image: Str(),
    active: Bool('true: hidden from customers'),
    soldOut: Bool(),
    soldOutUntil: Nullable(Moment('Back on sale by itself then; null when sold out until changed')),
    options: Options,
    stock: Nullable(Int('Units left; null when not counted (at 0 the product is sold out)')),
    lowStock: Nullable(Int('Listed to restock at or below this many units')),
    barcode: Nullable(Str('EAN-13, EAN-8 or UPC-A; null when none')),
    availability: AvailabilityHours("Hours it can be ordered; null: its category's hours, or whenever open"),
    ...ownerFields,
  },
  { $id: 'CatalogueProduct' },
);
export const ProductAnswer = Type.Object({ product: ref(CatalogueProduct) });
export const DeletedProduct = Type.Object({ _id: Str(), ...ownerFields });
