import type { Locale } from './types';

/**
 * The e-mails the server sends, in every language, as plain data (the server imports it without React).
 * `{{name}}` placeholders are filled by `emailIn`; each paragraph is a line of the text version and a <p> of
 * the HTML one.
 */
export interface EmailWording {
  subject: string;
  paragraphs: readonly string[];
}

export type EmailKind =
  'verify' | 'reset' | 'verified' | 'staffInvite' | 'payoutPaid' | 'payoutCollected' | 'refundDigest' | 'newSignIn' | 'twoFactorReset';

export const EMAILS: Record<Locale, Record<EmailKind, EmailWording>> = {
  en: {
    verify: {
      subject: 'Confirm your e-mail',
      paragraphs: ['Welcome! Confirm your e-mail address by opening this link within {{hours}} hours:', '{{link}}'],
    },
    reset: {
      subject: 'Reset your password',
      paragraphs: [
        'Someone asked to reset your password. If it was you, open this link within an hour:',
        '{{link}}',
        'Otherwise ignore this message.',
      ],
    },
    verified: {
      subject: 'Your account is verified',
      paragraphs: ['Hello {{name}},', 'your account has been verified: log in to {{link}} to start.'],
    },
    staffInvite: {
      subject: 'Join {{business}} on Oujda Marketplace',
      paragraphs: [
        'Hello,',
        '{{name}} invites you to help run {{business}} ({{role}}). Open this link within {{days}} days to choose your name and password:',
        '{{link}}',
        'If you did not expect this, ignore this message.',
      ],
    },
    payoutPaid: {
      subject: 'Payout of {{amount}} for the week of {{from}} to {{to}}',
      paragraphs: [
        'Hello {{name}},',
        'we have paid {{business}} {{amount}} for the week of {{from}} to {{to}} (bank reference {{reference}}).',
        'The statement:',
        '{{link}}',
      ],
    },
    payoutCollected: {
      subject: '{{amount}} collected for the week of {{from}} to {{to}}',
      paragraphs: [
        'Hello {{name}},',
        'the week of {{from}} to {{to}} closed with {{amount}} owed by {{business}} to the marketplace: we have collected it (bank reference {{reference}}).',
        'The statement:',
        '{{link}}',
      ],
    },
    refundDigest: {
      subject: '{{count}} refund(s) charged to {{business}} on {{from}}',
      paragraphs: [
        'Hello {{name}},',
        'on {{from}}, customers were refunded for orders of {{business}}, and {{amount}} was charged to you: {{lines}}.',
        'You may dispute a refund for 7 days from the order’s details:',
        '{{link}}',
      ],
    },
    newSignIn: {
      subject: 'New sign-in to your account',
      paragraphs: [
        'Hello {{name}},',
        'your account was just signed in from a browser it had not used before: {{device}}, address {{address}}, at {{when}}.',
        'If it was you, there is nothing to do. Otherwise end that session and change your password:',
        '{{link}}',
      ],
    },
    twoFactorReset: {
      subject: 'Two-factor sign-in was turned off on your account',
      paragraphs: [
        'Hello {{name}},',
        'an administrator turned off two-factor sign-in on your account, as you asked. Turn it on again from your account:',
        '{{link}}',
        'If you did not ask for this, contact us at once.',
      ],
    },
  },
  fr: {
    verify: {
      subject: 'Confirmez votre e-mail',
      paragraphs: ['Bienvenue ! Confirmez votre adresse e-mail en ouvrant ce lien dans les {{hours}} heures :', '{{link}}'],
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      paragraphs: [
        "Quelqu'un a demandé à réinitialiser votre mot de passe. Si c'était vous, ouvrez ce lien dans l'heure :",
        '{{link}}',
        'Sinon, ignorez ce message.',
      ],
    },
    verified: {
      subject: 'Votre compte est vérifié',
      paragraphs: ['Bonjour {{name}},', 'votre compte a été vérifié : connectez-vous sur {{link}} pour commencer.'],
    },
    staffInvite: {
      subject: 'Rejoignez {{business}} sur Oujda Marketplace',
      paragraphs: [
        'Bonjour,',
        '{{name}} vous invite à gérer {{business}} avec son équipe ({{role}}). Ouvrez ce lien dans les {{days}} jours pour choisir votre nom et votre mot de passe :',
        '{{link}}',
        'Si vous ne vous y attendiez pas, ignorez ce message.',
      ],
    },
    payoutPaid: {
      subject: 'Virement de {{amount}} pour la semaine du {{from}} au {{to}}',
      paragraphs: [
        'Bonjour {{name}},',
        'nous avons versé {{amount}} à {{business}} pour la semaine du {{from}} au {{to}} (référence bancaire {{reference}}).',
        'Le relevé :',
        '{{link}}',
      ],
    },
    payoutCollected: {
      subject: '{{amount}} encaissés pour la semaine du {{from}} au {{to}}',
      paragraphs: [
        'Bonjour {{name}},',
        'la semaine du {{from}} au {{to}} s’est close avec {{amount}} dus par {{business}} à la plateforme : nous les avons encaissés (référence bancaire {{reference}}).',
        'Le relevé :',
        '{{link}}',
      ],
    },
    refundDigest: {
      subject: '{{count}} remboursement(s) à la charge de {{business}} le {{from}}',
      paragraphs: [
        'Bonjour {{name}},',
        'le {{from}}, des clients ont été remboursés pour des commandes de {{business}}, et {{amount}} vous a été imputé : {{lines}}.',
        'Vous pouvez contester un remboursement pendant 7 jours depuis le détail de la commande :',
        '{{link}}',
      ],
    },
    newSignIn: {
      subject: 'Nouvelle connexion à votre compte',
      paragraphs: [
        'Bonjour {{name}},',
        "votre compte vient d'être ouvert depuis un navigateur jamais utilisé auparavant : {{device}}, adresse {{address}}, le {{when}}.",
        "Si c'était vous, il n'y a rien à faire. Sinon, fermez cette session et changez votre mot de passe :",
        '{{link}}',
      ],
    },
    twoFactorReset: {
      subject: 'La connexion en deux étapes a été désactivée sur votre compte',
      paragraphs: [
        'Bonjour {{name}},',
        'un administrateur a désactivé la connexion en deux étapes sur votre compte, à votre demande. Réactivez-la depuis votre compte :',
        '{{link}}',
        "Si vous ne l'avez pas demandé, contactez-nous immédiatement.",
      ],
    },
  },
  ar: {
    verify: {
      subject: 'أكّد بريدك الإلكتروني',
      paragraphs: ['مرحبًا بك! أكّد عنوان بريدك الإلكتروني بفتح هذا الرابط خلال {{hours}} ساعة:', '{{link}}'],
    },
    reset: {
      subject: 'أعد تعيين كلمة المرور',
      paragraphs: [
        'طلب أحدهم إعادة تعيين كلمة المرور الخاصة بك. إن كنت أنت، فافتح هذا الرابط خلال ساعة:',
        '{{link}}',
        'وإلا فتجاهل هذه الرسالة.',
      ],
    },
    verified: {
      subject: 'تم التحقق من حسابك',
      paragraphs: ['مرحبًا {{name}}،', 'تم التحقق من حسابك: سجّل الدخول على {{link}} للبدء.'],
    },
    staffInvite: {
      subject: 'انضم إلى {{business}} على Oujda Marketplace',
      paragraphs: [
        'مرحبًا،',
        'يدعوك {{name}} للمساعدة في إدارة {{business}} ({{role}}). افتح هذا الرابط خلال {{days}} أيام لاختيار اسمك وكلمة المرور:',
        '{{link}}',
        'إن لم تكن تتوقع هذه الرسالة، فتجاهلها.',
      ],
    },
    payoutPaid: {
      subject: 'تحويل {{amount}} عن الأسبوع من {{from}} إلى {{to}}',
      paragraphs: [
        'مرحبًا {{name}}،',
        'حوّلنا إلى {{business}} مبلغ {{amount}} عن الأسبوع من {{from}} إلى {{to}} (المرجع البنكي {{reference}}).',
        'الكشف:',
        '{{link}}',
      ],
    },
    payoutCollected: {
      subject: 'تحصيل {{amount}} عن الأسبوع من {{from}} إلى {{to}}',
      paragraphs: [
        'مرحبًا {{name}}،',
        'أُغلق الأسبوع من {{from}} إلى {{to}} بمبلغ {{amount}} مستحق على {{business}} للمنصة، وقد حصّلناه (المرجع البنكي {{reference}}).',
        'الكشف:',
        '{{link}}',
      ],
    },
    refundDigest: {
      subject: 'استرجاعات على حساب {{business}} يوم {{from}}: {{count}}',
      paragraphs: [
        'مرحبا {{name}}،',
        'يوم {{from}}، استرجع زبائن مبالغ طلبات من {{business}}، وخُصم منكم {{amount}}: {{lines}}.',
        'يمكنكم الاعتراض على استرجاع خلال 7 أيام من تفاصيل الطلب:',
        '{{link}}',
      ],
    },
    newSignIn: {
      subject: 'تسجيل دخول جديد إلى حسابك',
      paragraphs: [
        'مرحبًا {{name}}،',
        'تم تسجيل الدخول إلى حسابك للتو من متصفح لم يُستعمل من قبل: {{device}}، العنوان {{address}}، في {{when}}.',
        'إن كنت أنت فلا شيء عليك. وإلا فأنهِ تلك الجلسة وغيّر كلمة المرور:',
        '{{link}}',
      ],
    },
    twoFactorReset: {
      subject: 'تم إيقاف التحقق بخطوتين في حسابك',
      paragraphs: [
        'مرحبًا {{name}}،',
        'أوقف أحد المسؤولين التحقق بخطوتين في حسابك بناءً على طلبك. أعد تفعيله من حسابك:',
        '{{link}}',
        'إن لم تطلب ذلك فاتصل بنا فورًا.',
      ],
    },
  },
};

/** How an invitation e-mail names the staff role offered. */
export const STAFF_ROLE_WORDS: Record<Locale, Record<'manager' | 'desk', string>> = {
  en: { manager: 'manager', desk: 'orders desk' },
  fr: { manager: 'gérant', desk: 'caisse des commandes' },
  ar: { manager: 'مدير', desk: 'مكتب الطلبات' },
};

export interface WrittenEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const fill = (template: string, values: Record<string, string | number>, wrap: (value: string, name: string) => string) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => wrap(String(values[name] ?? ''), name));

/**
 * One e-mail in one language: its subject, its text and its HTML (Arabic right-to-left, the link kept
 * left-to-right so it never scrambles).
 */
export function emailIn(
  locale: Locale,
  kind: EmailKind,
  values: {
    link: string;
    hours?: number;
    name?: string;
    business?: string;
    role?: string;
    days?: number;
    amount?: string;
    from?: string;
    to?: string;
    reference?: string;
    count?: number;
    lines?: string;
    device?: string;
    address?: string;
    when?: string;
  },
): WrittenEmail {
  const wording = EMAILS[locale][kind];
  const subject = fill(wording.subject, values, (v) => v);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = wording.paragraphs.map((p) => fill(p, values, (v) => v)).join('\n');
  const paragraphs = wording.paragraphs.map(
    (p) =>
      `<p>${fill(escapeHtml(p), values, (v, name) =>
        name === 'link' ? `<a href="${escapeHtml(v)}" dir="ltr">${escapeHtml(v)}</a>` : `<bdi>${escapeHtml(v)}</bdi>`,
      )}</p>`,
  );
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body dir="${dir}">${paragraphs.join('')}</body></html>`;
  return { subject, text, html };
}
