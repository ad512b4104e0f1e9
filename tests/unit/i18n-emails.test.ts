import { describe, expect, it } from 'vitest';
import { EMAILS, emailIn, type EmailKind } from '../../src/i18n/emails';
import { LOCALES } from '../../src/i18n/types';

const placeholders = (texts: readonly string[]) => [...texts.join('\n').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the e-mail catalogue', () => {
  const kinds = Object.keys(EMAILS.en) as EmailKind[];

  it.each(LOCALES)('has every e-mail of English in %s, with the same placeholders', (locale) => {
    expect(Object.keys(EMAILS[locale]).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      expect(EMAILS[locale][kind].subject.trim(), `${locale}.${kind}`).not.toBe('');
      expect(placeholders(EMAILS[locale][kind].paragraphs), `${locale}.${kind}`).toEqual(placeholders(EMAILS.en[kind].paragraphs));
    }
  });

  it('fills the link and the hours in the text and the HTML', () => {
    const mail = emailIn('fr', 'verify', { link: 'https://x.ma/confirme/abc', hours: 48 });
    expect(mail.subject).toBe('Confirmez votre e-mail');
    expect(mail.text).toBe('Bienvenue ! Confirmez votre adresse e-mail en ouvrant ce lien dans les 48 heures :\nhttps://x.ma/confirme/abc');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html).toContain('<a href="https://x.ma/confirme/abc" dir="ltr">https://x.ma/confirme/abc</a>');
  });

  it('writes Arabic right-to-left and escapes what a person typed (a name) in the HTML', () => {
    const mail = emailIn('ar', 'verified', { name: '<b>Karim</b> & co', link: 'https://x.ma/login' });
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><body dir="rtl">/);
    expect(mail.html).toContain('<bdi>&lt;b&gt;Karim&lt;/b&gt; &amp; co</bdi>');
    expect(mail.html).not.toContain('<b>Karim');
    expect(mail.text).toContain('مرحبًا <b>Karim</b> & co،');
  });
});
