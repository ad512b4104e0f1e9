/**
 * Dates as written in Morocco, dd/mm/yyyy, read in UTC like the order times (SPEC §1). Plain `Date`
 * so that the server and the SPA print the same text.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "2026-11-16T08:05:00Z" → "16/11/2026"; '' when there is no readable date. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = parse(value);
  return d ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` : '';
}

/** "2026-11-16T08:05:00Z" → "16/11/2026 08:05" (UTC). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = parse(value);
  return d ? `${formatDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}
