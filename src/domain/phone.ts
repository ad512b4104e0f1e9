/** Moroccan numbers are stored as their 9 national digits and shown as +212 6XX-XXXXXX. */
export const PHONE_PREFIX = '+212';

export function normalizePhone(input: string): string | null {
  let digits = input.replace(/[\s().-]/g, '');
  if (digits.startsWith('+212')) digits = digits.slice(4);
  else if (digits.startsWith('00212')) digits = digits.slice(5);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return /^[5-8]\d{8}$/.test(digits) ? digits : null;
}

export function formatPhone(national: string | null | undefined): string {
  if (!national) return '';
  const n = normalizePhone(national) ?? national;
  return n.length === 9 ? `${PHONE_PREFIX} ${n.slice(0, 3)}-${n.slice(3)}` : `${PHONE_PREFIX} ${n}`;
}
