import { afterEach, describe, expect, it, vi } from 'vitest';
import { localizeMessage } from '../../src/i18n/serverMessage';
import { request } from '../../src/providers/http';
import { createI18nProvider, i18nProvider } from '../../src/providers/i18nProvider';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en');
});

describe('a server message in the reader language', () => {
  it('is found by its code, else by its English words, else shown as it came', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('fr');
    const t = i18n.translate.bind(i18n);
    expect(localizeMessage(t, 'Invalid email or password', 'invalidCredentials')).toBe('E-mail ou mot de passe incorrect');
    // Before the API sends codes: the English text is one of MSG's.
    expect(localizeMessage(t, 'Invalid email or password')).toBe('E-mail ou mot de passe incorrect');
    // A code newer than this SPA, or a text that is not MSG's: the server's words.
    expect(localizeMessage(t, 'Something brand new', 'brandNewCode')).toBe('Something brand new');
    expect(localizeMessage(t, 'Something brand new')).toBe('Something brand new');
  });

  it('reaches the error every request throws, field errors included', async () => {
    await i18nProvider.changeLocale('ar');
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, message: 'Invalid email or password', code: 'invalidCredentials' }));
    await expect(request('POST', '/auth/login', {})).rejects.toMatchObject({
      statusCode: 401,
      code: 'invalidCredentials',
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    });

    vi.stubGlobal('fetch', answer(400, { statusCode: 400, message: 'Please fill all fields', errors: { name: 'Name is required' } }));
    await expect(request('POST', '/x', {})).rejects.toMatchObject({ message: 'المرجو ملء جميع الحقول', errors: { name: 'الاسم مطلوب' } });

    await i18nProvider.changeLocale('en');
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, message: 'Invalid email or password', code: 'invalidCredentials' }));
    await expect(request('POST', '/auth/login', {})).rejects.toMatchObject({ message: 'Invalid email or password' });
  });
});
