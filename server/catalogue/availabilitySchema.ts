import { Type } from 'typebox';
import { WEEKDAYS } from '../../src/domain/schedule';
import { SlotClosing, SlotOpening } from '../schemas';

const Slot = Type.Object({ opening: SlotOpening, closing: SlotClosing }, { additionalProperties: false });

/** Hours a category or an item can be ordered: slots by weekday (opening-hours rules), null for no limit. */
export const AvailabilityHours = (description: string) =>
  Type.Union(
    [
      Type.Object(Object.fromEntries(WEEKDAYS.map((d) => [d, Type.Optional(Type.Array(Slot, { maxItems: 6 }))])), {
        additionalProperties: false,
      }),
      Type.Null(),
    ],
    { description },
  );
