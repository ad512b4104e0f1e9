/**
 * Reads a number as people type it in Morocco and elsewhere: `65,50`, `65.50`, `1 250,5`, `1.250,50`,
 * `1,250.50`, with or without a trailing "dh". One separator alone is always the decimal one (`65,500`
 * is 65.5, never 65 500). Returns null for an empty text and NaN for a text it cannot read, so a form
 * can say so instead of saving something else.
 */
export function parseDecimal(text: string): number | null {
  if (text.trim() === '') return null;
  const compact = text
    .replace(/\s*(dh|mad|dhs)\.?\s*$/i, '')
    // Spaces (ordinary, no-break, narrow no-break, thin) group thousands.
    .replace(/[\s\u00a0\u202f\u2009]/g, '')
    .replace(/^\u2212/, '-');
  const match = /^([-+]?)(\d*(?:[.,]\d*)*)$/.exec(compact);
  if (!match || !/\d/.test(match[2]!)) return Number.NaN;
  const [, sign, body] = match as unknown as [string, string, string];
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  if (decimalAt < 0) return Number(`${sign}${body}`);
  const decimalMark = body[decimalAt]!;
  const groupMark = decimalMark === ',' ? '.' : ',';
  const whole = body.slice(0, decimalAt);
  const fraction = body.slice(decimalAt + 1);
  // The decimal mark appears once; the other mark, if any, only groups thousands ("1.250,50").
  if (whole.includes(decimalMark)) return Number.NaN;
  let digits = whole;
  if (whole.includes(groupMark)) {
    if (!/^\d{1,3}([.,]\d{3})+$/.test(whole)) return Number.NaN;
    digits = whole.split(groupMark).join('');
  }
  if (digits === '' && fraction === '') return Number.NaN;
  return Number(`${sign}${digits || '0'}.${fraction || '0'}`);
}

/** 65.5 → "65.50" with `precision` decimals; whole numbers stay whole when precision is undefined. */
export function formatDecimal(value: number | null | undefined, precision?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return precision === undefined ? String(value) : value.toFixed(precision);
}
