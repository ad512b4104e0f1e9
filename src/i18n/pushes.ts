import { CURRENCY, CURRENCY_AR, formatMoney, type Centimes } from '../domain/money';
import type { Locale } from './types';

/**
 * The phone notifications the server sends (Web Push), in every language, as plain data the server
 * imports without React. `{{name}}` placeholders are filled by `pushIn`.
 */
export type PushKind = 'newOrder' | 'orderWaiting';

interface PushWording {
  title: string;
  body: string;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface PushCatalogue {
  kinds: Record<PushKind, PushWording>;
  /** "3 items", by the language's plural rules. */
  items: PluralForms;
}

export const PUSHES: Record<Locale, PushCatalogue> = {
  en: {
    kinds: {
      newOrder: { title: 'New order #{{number}}', body: '{{business}} · {{items}} · {{total}}' },
      orderWaiting: {
        title: 'Order #{{number}} is still waiting',
        body: '{{business}} · {{items}} · {{total}}. The customer is waiting: accept or refuse it.',
      },
    },
    items: { one: '{{count}} item', other: '{{count}} items' },
  },
  fr: {
    kinds: {
      newOrder: { title: 'Nouvelle commande n° {{number}}', body: '{{business}} · {{items}} · {{total}}' },
      orderWaiting: {
        title: 'La commande n° {{number}} attend toujours',
        body: '{{business}} · {{items}} · {{total}}. Le client attend : acceptez-la ou refusez-la.',
      },
    },
    items: { one: '{{count}} article', other: '{{count}} articles' },
  },
  ar: {
    kinds: {
      newOrder: { title: 'طلب جديد رقم {{number}}', body: '{{business}} · {{items}} · {{total}}' },
      orderWaiting: {
        title: 'الطلب رقم {{number}} ما زال ينتظر',
        body: '{{business}} · {{items}} · {{total}}. الزبون ينتظر: اقبل الطلب أو ارفضه.',
      },
    },
    items: {
      zero: '{{count}} منتج',
      one: 'منتج واحد',
      two: 'منتجان',
      few: '{{count}} منتجات',
      many: '{{count}} منتجًا',
      other: '{{count}} منتج',
    },
  },
};

export interface PushFacts {
  number: number | string;
  business: string;
  items: number;
  /** The order's total as the database holds it. */
  total: Centimes;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** One notification's title and body in one language: "New order #1234", "Dar Zitoun · 3 items · 123,50 dh". */
export function pushIn(locale: Locale, kind: PushKind, facts: PushFacts): PushWording {
  const catalogue = PUSHES[locale];
  const forms = catalogue.items;
  const items = fill(forms[new Intl.PluralRules(locale).select(facts.items)] ?? forms.other, { count: facts.items });
  const total = formatMoney(facts.total, locale === 'ar' ? CURRENCY_AR : CURRENCY);
  const values = { number: facts.number, business: facts.business, items, total };
  const wording = catalogue.kinds[kind];
  return { title: fill(wording.title, values), body: fill(wording.body, values) };
}
