import { MSG } from './messages';
import type { FieldErrors } from './validation';

/**
 * What happens to a new order nobody answers: a second, more insistent push after
 * `reminderMinutes`, a live alert to every admin (and a flag on their overview) after `adminAlertMinutes`,
 * and, when the owner wants it, a refusal with the reason "no answer" after `autoRefuseMinutes`. Or the
 * opposite: `autoAccept` accepts every new order at once with the usual preparation time.
 */
export interface EscalationSettings {
  reminderMinutes: number;
  adminAlertMinutes: number;
  /** null: never refused automatically. */
  autoRefuseMinutes: number | null;
  autoAccept: boolean;
}

export const REMINDER_RANGE = { min: 1, max: 10 } as const;
export const ADMIN_ALERT_RANGE = { min: 5, max: 60 } as const;
export const AUTO_REFUSE_RANGE = { min: 5, max: 30 } as const;

export const DEFAULT_ESCALATION: EscalationSettings = {
  reminderMinutes: 3,
  adminAlertMinutes: 10,
  autoRefuseMinutes: null,
  autoAccept: false,
};

/** The choices the settings screen offers (every one of them inside its range). */
export const REMINDER_CHOICES = [1, 2, 3, 5, 10] as const;
export const ADMIN_ALERT_CHOICES = [5, 10, 15, 20, 30, 60] as const;
export const AUTO_REFUSE_CHOICES = [5, 10, 15, 20, 30] as const;

export const ESCALATION_FIELDS = ['reminderMinutes', 'adminAlertMinutes', 'autoRefuseMinutes', 'autoAccept'] as const;
export type EscalationField = (typeof ESCALATION_FIELDS)[number];

const wholeIn = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * The settings' problems, field by field: each delay a whole number of minutes in its range, the admins
 * alerted and the order refused only after the reminder (else the reminder would never be sent).
 */
export function validateEscalation(values: unknown): FieldErrors<EscalationField> {
  const input = values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  const errors: FieldErrors<EscalationField> = {};
  const reminder = input.reminderMinutes;
  const reminderOk = wholeIn(reminder, REMINDER_RANGE);
  if (!reminderOk) errors.reminderMinutes = MSG.reminderMinutesInvalid;
  if (!wholeIn(input.adminAlertMinutes, ADMIN_ALERT_RANGE) || (reminderOk && input.adminAlertMinutes <= reminder))
    errors.adminAlertMinutes = MSG.adminAlertMinutesInvalid;
  const refuse = input.autoRefuseMinutes;
  if (refuse !== null && (!wholeIn(refuse, AUTO_REFUSE_RANGE) || (reminderOk && refuse <= reminder)))
    errors.autoRefuseMinutes = MSG.autoRefuseMinutesInvalid;
  if (typeof input.autoAccept !== 'boolean') errors.autoAccept = MSG.autoAcceptInvalid;
  return errors;
}

/** The escalation steps of an order, in the order they fall due. */
export const ESCALATION_STEPS = ['reminder', 'adminAlert', 'autoRefuse'] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number];

/**
 * When each step of an order placed at `placedAt` falls due; `minuteMs` is the length of a minute
 * (60 000, shorter only in tests). Auto-refuse only when it is on.
 */
export function escalationSchedule(
  settings: EscalationSettings,
  placedAt: Date,
  minuteMs = 60_000,
): { step: EscalationStep; runAt: Date }[] {
  const at = (minutes: number) => new Date(placedAt.getTime() + minutes * minuteMs);
  const steps: { step: EscalationStep; runAt: Date }[] = [
    { step: 'reminder', runAt: at(settings.reminderMinutes) },
    { step: 'adminAlert', runAt: at(settings.adminAlertMinutes) },
  ];
  if (settings.autoRefuseMinutes !== null) steps.push({ step: 'autoRefuse', runAt: at(settings.autoRefuseMinutes) });
  return steps;
}

/** The live event every admin hears when an order went unanswered for `adminAlertMinutes`: the order itself. */
export const ORDER_ESCALATED_EVENT = 'orderEscalated';
