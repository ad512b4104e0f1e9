import { MSG } from './messages';
import type { MessageKey } from './messages';

/**
 * Service controls for busy partners (pause, preparation time, refusal reasons, exceptional closures),
 * pure rules shared by the owner's screens and the server.
 */

// ── Pause ("busy") ────────────────────────────────────────────────────────────────────────────────
/** Pause choices in minutes; null pauses until the owner resumes. */
export const PAUSE_CHOICES = [15, 30, 60] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number] | null;

export function isPauseChoice(value: unknown): value is PauseChoice {
  return value === null || (PAUSE_CHOICES as readonly unknown[]).includes(value);
}

export interface PauseInfo {
  pausedUntil?: string | null;
  pausedIndefinitely?: boolean | null;
}

/** Whether new orders are paused at `now`: until a moment (it expires by itself), until resumed, or not. */
export function pauseAt(info: PauseInfo, now: Date): { until: string | null } | null {
  if (info.pausedIndefinitely) return { until: null };
  if (info.pausedUntil && new Date(info.pausedUntil).getTime() > now.getTime()) return { until: new Date(info.pausedUntil).toISOString() };
  return null;
}

export interface StoredPause {
  pausedUntil: string | null;
  pausedIndefinitely: boolean;
}

/** What to store for a pause choice made at `now`. */
export function pauseFields(choice: PauseChoice, now: Date): StoredPause {
  if (choice === null) return { pausedUntil: null, pausedIndefinitely: true };
  return { pausedUntil: new Date(now.getTime() + choice * 60_000).toISOString(), pausedIndefinitely: false };
}

export const RESUMED: StoredPause = { pausedUntil: null, pausedIndefinitely: false };

// ── Preparation time ──────────────────────────────────────────────────────────────────────────────
export const PREPARATION_PRESETS = [10, 15, 20, 30, 45, 60] as const;
export const DEFAULT_PREPARATION_MINUTES = 20;
export const MIN_PREPARATION_MINUTES = 5;
export const MAX_PREPARATION_MINUTES = 180;

export function isPreparationMinutes(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_PREPARATION_MINUTES && value <= MAX_PREPARATION_MINUTES;
}

/** When an order accepted at `acceptedAt` with `minutes` of preparation should be ready. */
export function readyAtFor(acceptedAt: Date, minutes: number): string {
  return new Date(acceptedAt.getTime() + minutes * 60_000).toISOString();
}

/** Whole minutes left until ready (negative once late), and whether it is late. */
export function readiness(readyAt: string, now: Date): { minutesLeft: number; late: boolean } {
  const ms = new Date(readyAt).getTime() - now.getTime();
  return { minutesLeft: ms >= 0 ? Math.ceil(ms / 60_000) : -Math.ceil(-ms / 60_000), late: ms < 0 };
}

// ── Refusal reasons ───────────────────────────────────────────────────────────────────────────────
export const REFUSAL_REASONS = ['itemUnavailable', 'tooBusy', 'closingSoon', 'outOfZone', 'other'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
/** The marketplace's own reason, never an owner's choice: nobody answered the order in time (auto-refuse). */
export const NO_ANSWER_REASON = 'noAnswer';
export const MAX_REFUSAL_NOTE = 200;

/** Checks a refusal: a known reason, and a note (1 to 200 characters) for 'other'. */
export function checkRefusal(
  reason: unknown,
  note: unknown,
): { ok: true; reason: RefusalReason; note: string | null } | { ok: false; message: string } {
  if (!(REFUSAL_REASONS as readonly unknown[]).includes(reason)) return { ok: false, message: MSG.refusalReasonInvalid };
  const text = typeof note === 'string' ? note.trim() : '';
  if (note !== undefined && note !== null && typeof note !== 'string') return { ok: false, message: MSG.refusalNoteRequired };
  if (text.length > MAX_REFUSAL_NOTE || (reason === 'other' && !text)) return { ok: false, message: MSG.refusalNoteRequired };
  return { ok: true, reason: reason as RefusalReason, note: text || null };
}

// ── Exceptional closures ──────────────────────────────────────────────────────────────────────────
export interface Closure {
  /** First closed day, "YYYY-MM-DD" on Oujda's calendar. */
  from: string;
  /** Last closed day (inclusive). */
  to: string;
  note: string;
}
export const MAX_CLOSURE_NOTE = 60;
export const MAX_CLOSURES = 50;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Why a list of closures cannot be saved, or null: bad dates or notes, too many, overlapping ranges. */
export function closuresProblem(value: unknown): MessageKey | null {
  if (!Array.isArray(value)) return 'closureInvalid';
  if (value.length > MAX_CLOSURES) return 'closuresTooMany';
  for (const c of value) {
    if (!c || typeof c !== 'object') return 'closureInvalid';
    const { from, to, note } = c as Partial<Closure>;
    if (!isCalendarDate(from) || !isCalendarDate(to) || to < from) return 'closureInvalid';
    if (note !== undefined && (typeof note !== 'string' || note.trim().length > MAX_CLOSURE_NOTE)) return 'closureInvalid';
  }
  const sorted = [...(value as Closure[])].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.from <= sorted[i - 1]!.to) return 'closuresOverlap';
  return null;
}

/** Closures as stored: trimmed notes, in date order. */
export function normalizeClosures(list: Closure[]): Closure[] {
  return list.map((c) => ({ from: c.from, to: c.to, note: (c.note ?? '').trim() })).sort((a, b) => a.from.localeCompare(b.from));
}

/** The closure covering a calendar day, if any. */
export function closureOn(closures: readonly Closure[] | null | undefined, day: string): Closure | null {
  return (closures ?? []).find((c) => c.from <= day && day <= c.to) ?? null;
}

/** Closures still to come or under way on `today` (past ones are hidden). */
export function upcomingClosures(closures: readonly Closure[] | null | undefined, today: string): Closure[] {
  return (closures ?? []).filter((c) => c.to >= today);
}

// ── Sold out until tomorrow ───────────────────────────────────────────────────────────────────────
/** How long "sold out" lasts: until the business next opens ("tomorrow"), or until the owner changes it. */
export const SOLD_OUT_SPANS = ['tomorrow', 'changed'] as const;
export type SoldOutSpan = (typeof SOLD_OUT_SPANS)[number];

export function isSoldOutSpan(value: unknown): value is SoldOutSpan {
  return (SOLD_OUT_SPANS as readonly unknown[]).includes(value);
}

/**
 * Whether an item is sold out at `now`: "until tomorrow" ends by itself at the stored moment (the next
 * opening), read that way everywhere, so no job has to wake up for it, on one node or several.
 */
export function soldOutAt(item: { soldOut: boolean; soldOutUntil?: string | null }, now: Date): boolean {
  return item.soldOut && !(item.soldOutUntil && new Date(item.soldOutUntil).getTime() <= now.getTime());
}
