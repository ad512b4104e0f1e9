import type { AuditLine } from '../../domain/audit';
import { dateTimeIn, storedMoment, type TimeZone } from '../../domain/clock';

/** The catalogue key of an action or kind of target ('order.status' → 'audit.actions.order_status': a dot would nest). */
export const actionKey = (action: string) => `audit.actions.${action.replace('.', '_')}`;
export const targetTypeKey = (type: string) => `audit.targets.${type.replace('.', '_')}`;

/**
 * A value as short readable text: `verified: true`, `closures: 2026-12-01 → 2026-12-03`; a moment on the
 * reader's clock (the log names it once above the lines).
 */
function valueText(value: unknown, zone: TimeZone): string {
  if (Array.isArray(value)) return value.map((v) => valueText(v, zone)).join('; ') || '—';
  if (value !== null && typeof value === 'object') {
    const { from, to } = value as { from?: unknown; to?: unknown };
    if (typeof from === 'string' && typeof to === 'string') return `${from} → ${to}`;
    return Object.keys(value).length ? '…' : '—';
  }
  const moment = typeof value === 'string' ? storedMoment(value) : null;
  return moment ? dateTimeIn(moment, zone) : String(value);
}

/** Before/after values as short readable text: `verified: true`, `status: new`, moments on the reader's clock. */
export function describeValues(values: unknown, zone: TimeZone): string {
  if (values === null || values === undefined) return '—';
  if (typeof values !== 'object') return String(values);
  return Object.entries(values as Record<string, unknown>)
    .slice(0, 4)
    .map(([key, value]) => `${key}: ${valueText(value, zone)}`)
    .join(', ');
}

/** The admin screen a line's target has, if any: a rider's journal, a business's settings. */
export function targetRoute(line: Pick<AuditLine, 'targetType' | 'targetId'>): string | undefined {
  if (line.targetType === 'rider') return `/journal/${line.targetId}`;
  if (['restaurant', 'store', 'services'].includes(line.targetType)) return `/settings/${line.targetType}/${line.targetId}`;
  return undefined;
}
