import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatMoney } from '../../src/i18n/format';
import { i18nProvider } from '../../src/providers/i18nProvider';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const NBSP = '\u00a0';

describe('money in the reader language', () => {
  it('keeps Morocco digits everywhere and writes the dirham as each language does', async () => {
    expect(formatMoney(38076)).toBe(`38${NBSP}076,00${NBSP}dh`);
    await i18nProvider.changeLocale('fr');
    expect(formatMoney(38076)).toBe(`38${NBSP}076,00${NBSP}dh`);
    await i18nProvider.changeLocale('ar');
    expect(formatMoney('65.5')).toBe(`65,50${NBSP}د.م.`);
    expect(formatMoney(1234567.891)).toMatch(/^[0-9\u00a0,]+\u00a0د\.م\.$/);
  });
});

describe('counts in the reader language', () => {
  it('groups thousands with a comma in English, a space in French and Arabic, in Latin digits', async () => {
    expect([formatCount(7), formatCount(12408), formatCount(1234567)]).toEqual(['7', '12,408', '1,234,567']);
    await i18nProvider.changeLocale('fr');
    expect(formatCount(12408)).toBe(`12${NBSP}408`);
    await i18nProvider.changeLocale('ar');
    expect(formatCount(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });
});

describe('measures with decimals in the reader language', () => {
  it('writes the decimal point in English, a comma in French and Arabic', async () => {
    expect([formatDecimal(2.345, 1), formatDecimal(1234.5, 2)]).toEqual(['2.3', '1,234.50']);
    await i18nProvider.changeLocale('fr');
    expect(formatDecimal(2.345, 1)).toBe('2,3');
    await i18nProvider.changeLocale('ar');
    expect(formatDecimal(1234.5, 1)).toBe(`1${NBSP}234,5`);
  });
});

describe('dates in the reader language', () => {
  // Thursday 26 November 2026: its week starts on Monday the 23rd in every language.
  const thursday = '2026-11-26T12:00:00';

  it.each(['en', 'fr', 'ar'] as const)('%s: weeks start on Monday', async (locale) => {
    await i18nProvider.changeLocale(locale);
    expect(dayjs(thursday).startOf('week').format('YYYY-MM-DD')).toBe('2026-11-23');
  });

  it('names months as Morocco does, with Latin digits in Arabic; French months in French', async () => {
    await i18nProvider.changeLocale('ar');
    expect(dayjs(thursday).format('D MMMM YYYY HH:mm')).toBe('26 نونبر 2026 12:00');
    await i18nProvider.changeLocale('fr');
    expect(dayjs(thursday).format('D MMMM YYYY')).toBe('26 novembre 2026');
    await i18nProvider.changeLocale('en');
    expect(dayjs(thursday).format('D MMMM YYYY')).toBe('26 November 2026');
  });
});
