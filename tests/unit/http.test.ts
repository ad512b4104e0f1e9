import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { HttpError, request } from '../../src/providers/http';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { tokenStore } from '../../src/providers/token';

/** A response whose body cannot be read, as when the page is left while it arrives. */
const abortedBody = () =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    text: () => Promise.reject(new DOMException('aborted', 'AbortError')),
  }) as unknown as Response;

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.remove();
});

describe('request', () => {
  it('sends a file upload as its multipart form, leaving the Content-Type (and boundary) to the browser', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"total":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new Blob(['Category,Name,Price\r\n']), 'c.csv');
    await expect(request('POST', '/products/import/x/preview', form)).resolves.toEqual({ total: 1 });
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    await request('POST', '/auth/login', { email: 'a' });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ body: '{"email":"a"}', headers: { 'Content-Type': 'application/json' } });
  });

  it('turns a body cut short into a connection error (status 0)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => abortedBody()),
    );
    await expect(request('GET', '/auth/data')).rejects.toMatchObject({ name: 'HttpError', statusCode: 0 });
  });

  it("says the server cannot be reached in the reader's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('GET', '/auth/data')).rejects.toMatchObject({
      statusCode: 0,
      message: 'The server cannot be reached. Check your connection.',
    });
    try {
      await i18nProvider.changeLocale('fr');
      await expect(request('GET', '/auth/data')).rejects.toMatchObject({
        statusCode: 0,
        message: 'Le serveur est injoignable. Vérifiez votre connexion.',
      });
      await i18nProvider.changeLocale('ar');
      await expect(request('GET', '/auth/data')).rejects.toMatchObject({ message: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك.' });
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('current user fetch', () => {
  it('keeps the session when the answer was cut short, and ends it when the server refuses', async () => {
    tokenStore.set('jwt-abc');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => abortedBody()),
    );
    await expect(createAuthProvider(vi.fn()).getIdentity!()).rejects.toBeInstanceOf(HttpError);
    expect(tokenStore.get()).toBe('jwt-abc');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Please log in' }), { status: 401 })),
    );
    await expect(createAuthProvider(vi.fn()).getIdentity!()).rejects.toMatchObject({ statusCode: 401 });
    expect(tokenStore.get()).toBeUndefined();
  });
});
