import { Type } from 'typebox';
import { WEEKDAYS } from '../../src/domain/schedule';

const Slot = Type.Object(
  {
    opening: Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:mm, 00:00 to 23:45 on a 15-minute step' }),
    closing: Type.String({
      pattern: '^\\d{2}:\\d{2}$',
      description: "HH:mm; earlier than the opening: the next morning (the day's last slot, up to 04:00)",
    }),
  },
  { additionalProperties: false },
);

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
