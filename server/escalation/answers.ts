import { Type } from 'typebox';
import { ADMIN_ALERT_RANGE, AUTO_REFUSE_RANGE, REMINDER_RANGE } from '../../src/domain/escalation';

const minutes = (range: { min: number; max: number }, description: string) =>
  Type.Integer({ minimum: range.min, maximum: range.max, description });

/** The escalation settings of a business, as sent and as answered (every field, always). */
export const EscalationSettings = Type.Object(
  {
    reminderMinutes: minutes(REMINDER_RANGE, 'A new order still unanswered after this long sends the "still waiting" push (3)'),
    adminAlertMinutes: minutes(ADMIN_ALERT_RANGE, 'After this long every admin is alerted live, later than the reminder (10)'),
    autoRefuseMinutes: Type.Union([minutes(AUTO_REFUSE_RANGE, 'Refused with the reason "no answer" after this long'), Type.Null()], {
      description: 'null: never refused automatically (the default); else 5 to 30 minutes, later than the reminder',
    }),
    autoAccept: Type.Boolean({ description: 'Accept new orders at once with the usual preparation time (off by default)' }),
  },
  { additionalProperties: false },
);
