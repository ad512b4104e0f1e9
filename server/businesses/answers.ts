import { Type } from 'typebox';
import { Bool, BusinessKind, GeoPoint, Int, Moment, Nullable, Open, Str } from '../answers';

export const Business = Type.Object(
  {
    _id: Str(),
    type: BusinessKind,
    owner: Str("The owner's account id"),
    name: Str(),
    logo: Str(),
    background: Str(),
    contactNumber: Str(),
    description: Str(),
    socialMedia: Type.Object(
      { ig: Type.Optional(Str()), fb: Type.Optional(Str()), web: Type.Optional(Str()), tiktok: Type.Optional(Str()) },
      Open,
    ),
    delivery: Bool(),
    openingTime: Str('HH:MM'),
    closingTime: Str('HH:MM'),
    openingAllTimes: Bool(),
    isTemporarilyClosed: Bool(),
    // The slots and closures are stored as the update writes them (only their own fields): closed.
    schedule: Type.Record(Type.String(), Type.Array(Type.Object({ opening: Str('HH:MM'), closing: Str('HH:MM') })), {
      description: '{ Monday: [{ opening, closing }], … Sunday }',
    }),
    pausedUntil: Nullable(Moment('New orders paused until then')),
    pausedIndefinitely: Bool(),
    closures: Type.Array(Type.Object({ from: Str('YYYY-MM-DD'), to: Str('YYYY-MM-DD'), note: Str() })),
    preparationMinutes: Int(),
    printOnAccept: Bool(),
    category: Type.Array(Str()),
    location: GeoPoint,
    city: Str(),
    visible: Bool(),
    createdAt: Moment(),
  },
  { $id: 'Business' },
);
