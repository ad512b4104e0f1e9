/** Moroccan numbers are stored as their 9 national digits and shown as +212 6XX-XXXXXX. */
export const PHONE_PREFIX = '+212';
/** The same prefix as dialled from Morocco and most countries: 00 in place of the "+". */
export const DIALLED_PREFIX = `00${PHONE_PREFIX.slice(1)}`;

export function normalizePhone(input: string): string | null {
  let digits = input.replace(/[\s().-]/g, '');
  if (digits.startsWith(PHONE_PREFIX)) digits = digits.slice(PHONE_PREFIX.length);
  else if (digits.startsWith(DIALLED_PREFIX)) digits = digits.slice(DIALLED_PREFIX.length);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return /^[5-8]\d{8}$/.test(digits) ? digits : null;
}

export function formatPhone(national: string | null | undefined): string {
  if (!national) return '';
  const n = normalizePhone(national) ?? national;
  return n.length === 9 ? `${PHONE_PREFIX} ${n.slice(0, 3)}-${n.slice(3)}` : `${PHONE_PREFIX} ${n}`;
}

/**
 * A stored value as the screens write it (+212 6XX-XXXXXX) when it is a Moroccan number in any usual
 * spelling; null for anything else (a foreign number, free text), which must not get a +212 it never had.
 */
export function internationalPhone(value: string): string | null {
  const national = normalizePhone(value);
  return national === null ? null : formatPhone(national);
}
