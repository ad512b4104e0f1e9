import { centimesOrZero, CURRENCY, CURRENCY_AR, formatMoney as formatMoneyIn, type Centimes } from '../domain/money';
import { i18nProvider } from '../providers/i18nProvider';

/**
 * An amount in dh as the API sends it (65.5; missing or unreadable is 0) in the reader's language: the same
 * digits everywhere (Latin, "38 076,00" as Morocco writes them), "dh" in English and French, "د.م." in
 * Arabic. Read at render time: a change of language renders the screens again.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatCentimes(centimesOrZero(amount));
}

/** An amount the client computed in centimes, written as `formatMoney` writes it. */
export function formatCentimes(amount: Centimes): string {
  return formatMoneyIn(amount, currency());
}

/** The dirham's sign in the reader's language (price inputs' suffix). */
export function currency(): string {
  return i18nProvider.getLocale() === 'ar' ? CURRENCY_AR : CURRENCY;
}

/**
 * A count in the reader's language, in Latin digits: "12,408" in English, "12 408" in French and Arabic (the
 * grouping of Morocco's amounts).
 */
export function formatCount(n: number): string {
  const digits = Math.trunc(n).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, i18nProvider.getLocale() === 'en' ? ',' : '\u00a0');
}

/** A measure with its decimals in the reader's language: "1.5" in English, "1,5" in French and Arabic (as amounts). */
export function formatDecimal(n: number, decimals: number): string {
  const [whole, fraction] = Math.abs(n).toFixed(decimals).split('.');
  const point = i18nProvider.getLocale() === 'en' ? '.' : ',';
  return `${n < 0 ? '-' : ''}${formatCount(Number(whole))}${fraction ? `${point}${fraction}` : ''}`;
}
