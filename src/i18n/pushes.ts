import { CURRENCY, CURRENCY_AR, formatMoney, type Centimes } from '../domain/money';
import type { Locale } from './types';

/**
 * The phone notifications the server sends (Web Push), in every language, as plain data the server
 * imports without React. `{{name}}` placeholders are filled by `pushIn`.
 */
export type PushKind = 'newOrder' | 'orderWaiting';
/** A payout recorded for a statement: paid to the partner, or collected from it. */
export type PayoutPushKind = 'payoutPaid' | 'payoutCollected';
/** A refund charged to the business. */
export type RefundPushKind = 'refundCharged';

interface PushWording {
  title: string;
  body: string;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface PushCatalogue {
  kinds: Record<PushKind, PushWording>;
  payouts: Record<PayoutPushKind, PushWording>;
  refunds: Record<RefundPushKind, PushWording>;
  /** A customer's rating of 1 or 2 stars. */
  lowRating: PushWording;
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
    payouts: {
      payoutPaid: { title: 'Payout of {{amount}}', body: '{{business}} · week of {{from}} to {{to}}' },
      payoutCollected: { title: '{{amount}} collected', body: '{{business}} · week of {{from}} to {{to}}' },
    },
    refunds: {
      refundCharged: {
        title: 'Refund on order #{{number}}',
        body: '{{business}} · {{amount}} charged to you. You may dispute it for 7 days.',
      },
    },
    lowRating: { title: '{{stars}}★ for order #{{number}}', body: '{{business}} · {{comment}}' },
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
    payouts: {
      payoutPaid: { title: 'Virement de {{amount}}', body: '{{business}} · semaine du {{from}} au {{to}}' },
      payoutCollected: { title: '{{amount}} encaissés', body: '{{business}} · semaine du {{from}} au {{to}}' },
    },
    refunds: {
      refundCharged: {
        title: 'Remboursement sur la commande n° {{number}}',
        body: '{{business}} · {{amount}} à votre charge. Vous pouvez le contester pendant 7 jours.',
      },
    },
    lowRating: { title: '{{stars}}★ pour la commande n° {{number}}', body: '{{business}} · {{comment}}' },
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
    payouts: {
      payoutPaid: { title: 'تحويل {{amount}}', body: '{{business}} · الأسبوع من {{from}} إلى {{to}}' },
      payoutCollected: { title: 'تحصيل {{amount}}', body: '{{business}} · الأسبوع من {{from}} إلى {{to}}' },
    },
    refunds: {
      refundCharged: {
        title: 'استرجاع على الطلب رقم {{number}}',
        body: '{{business}} · {{amount}} على حسابكم. يمكنكم الاعتراض خلال 7 أيام.',
      },
    },
    lowRating: { title: '{{stars}}★ للطلب رقم {{number}}', body: '{{business}} · {{comment}}' },
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

export interface PayoutPushFacts {
  business: string;
  /** Paid or collected, as a positive amount. */
  amount: Centimes;
  /** The week's Monday and Sunday, as printed. */
  from: string;
  to: string;
}

/** A payout's notification in one language: "Payout of 1 234,50 dh", "Dar Zitoun · week of 16/11/2026 to 22/11/2026". */
export function payoutPushIn(locale: Locale, kind: PayoutPushKind, facts: PayoutPushFacts): PushWording {
  const amount = formatMoney(facts.amount, locale === 'ar' ? CURRENCY_AR : CURRENCY);
  const values = { business: facts.business, amount, from: facts.from, to: facts.to };
  const wording = PUSHES[locale].payouts[kind];
  return { title: fill(wording.title, values), body: fill(wording.body, values) };
}

/** A refund's notification in one language: "Refund on order #1234", "Dar Zitoun · 25,00 dh charged to you…". */
export function refundPushIn(locale: Locale, facts: { number: number; business: string; amount: Centimes }): PushWording {
  const values = {
    number: facts.number,
    business: facts.business,
    amount: formatMoney(facts.amount, locale === 'ar' ? CURRENCY_AR : CURRENCY),
  };
  const wording = PUSHES[locale].refunds.refundCharged;
  return { title: fill(wording.title, values), body: fill(wording.body, values) };
}

export interface RatingPushFacts {
  number: number | string;
  business: string;
  stars: number;
  /** The customer's words, or what they ticked, already shortened. */
  comment: string;
}

/** A low rating's notification in one language: "2★ for order #1234", "Dar Zitoun · Cold, late". */
export function ratingPushIn(locale: Locale, facts: RatingPushFacts): PushWording {
  const wording = PUSHES[locale].lowRating;
  const values = { number: facts.number, business: facts.business, stars: facts.stars, comment: facts.comment };
  return { title: fill(wording.title, values), body: fill(wording.body, values).replace(/ · $/, '') };
}
