import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { createAuthProvider, IDENTITY_FRESH_MS, saveAccountLanguage } from '../../src/providers/authProvider';
import { askIdentityEarly } from '../../src/providers/earlyIdentity';
import { HttpError } from '../../src/providers/http';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { tokenStore } from '../../src/providers/token';

type Route = (body: unknown, headers: Record<string, string>) => Response;
let routes: Record<string, Route>;
let calls: { key: string; headers: Record<string, string>; body: unknown }[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const USER = { _id: 'u1', name: 'Karim', email: 'resto@demo.ma', role: 'restaurant_owner', verified: true };

beforeEach(() => {
  calls = [];
  routes = {
    'POST /api/auth/login': () => json(200, { token: 'jwt-abc', user: USER }),
    'GET /api/auth/data': (_b, headers) =>
      headers.Authorization === 'Bearer jwt-abc' ? json(200, { user: USER }) : json(401, { message: 'Please log in' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, headers, body });
      const route = routes[key];
      return route ? route(body, headers) : json(404, { message: 'Not found' });
    }),
  );
  tokenStore.remove();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStore.remove();
});

describe('login', () => {
  it('stores the token cookie for 7 days and takes the current user from the login answer, without another request', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const auth = createAuthProvider(vi.fn());
    const result = await auth.login({ email: 'resto@demo.ma', password: 'Demo@1234' });
    expect(result).toMatchObject({ success: true, redirectTo: '/', successNotification: { message: 'Login successful!' } });
    expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login']);
    expect(calls[0]!.body).toEqual({ email: 'resto@demo.ma', password: 'Demo@1234' });
    expect(tokenStore.get()).toBe('jwt-abc');
    expect(set).toHaveBeenCalledWith('token', 'jwt-abc', expect.objectContaining({ expires: 7, sameSite: 'Lax', secure: false }));
    await expect(auth.getPermissions!()).resolves.toBe('restaurant_owner');
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
    expect(calls).toHaveLength(1); // the login answer serves every identity read and the permissions
    auth.identityChanged();
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
    expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login', 'GET /api/auth/data']); // an identity said to have changed really refreshes
    expect(calls[1]!.headers.Authorization).toBe('Bearer jwt-abc');
  });

  it('asks the server again for an identity read that comes long after the last answer (a partner verified meanwhile)', async () => {
    const auth = createAuthProvider(vi.fn());
    // The clock stands still from the login on: how long the machine takes between two lines does not count.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await auth.login({ email: 'resto@demo.ma', password: 'Demo@1234' });
    clock.mockReturnValue(now + IDENTITY_FRESH_MS - 1);
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
    expect(calls).toHaveLength(1);
    clock.mockReturnValue(now + IDENTITY_FRESH_MS + 1);
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
    expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login', 'GET /api/auth/data']);
  });

  it('fetches the current user with the new token when the login answer carries none', async () => {
    routes['POST /api/auth/login'] = () => json(200, { token: 'jwt-abc' });
    const auth = createAuthProvider(vi.fn());
    expect((await auth.login({ email: 'resto@demo.ma', password: 'Demo@1234' })).success).toBe(true);
    expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login', 'GET /api/auth/data']);
    expect(calls[1]!.headers.Authorization).toBe('Bearer jwt-abc');
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
  });

  it('keeps the cookie for the browser session only when "remember me" is off', async () => {
    const set = vi.spyOn(Cookies, 'set');
    await createAuthProvider(vi.fn()).login({ email: 'resto@demo.ma', password: 'Demo@1234', remember: false });
    expect(set).toHaveBeenCalledWith('token', 'jwt-abc', { sameSite: 'Lax', secure: false });
  });

  it("answers 'Please try logging in again' when the server sends no token", async () => {
    routes['POST /api/auth/login'] = () => json(200, { user: USER });
    const result = await createAuthProvider(vi.fn()).login({ email: 'resto@demo.ma', password: 'Demo@1234' });
    expect(result).toEqual({ success: false, error: { name: 'Login failed', message: 'Please try logging in again' } });
    expect(tokenStore.get()).toBeUndefined();
    expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login']);
  });

  it("shows the server's message for a wrong password, 'Login failed' when there is none", async () => {
    routes['POST /api/auth/login'] = () => json(401, { message: MSG.invalidCredentials });
    const auth = createAuthProvider(vi.fn());
    expect(await auth.login({ email: 'a@b.ma', password: 'x' })).toMatchObject({
      success: false,
      error: { message: 'Invalid email or password' },
    });
    routes['POST /api/auth/login'] = () => new Response('', { status: 500 });
    expect(await auth.login({ email: 'a@b.ma', password: 'x' })).toMatchObject({ success: false, error: { message: 'Login failed' } });
    expect(tokenStore.get()).toBeUndefined();
  });

  it('logs out again when the current user cannot be fetched after login', async () => {
    routes['POST /api/auth/login'] = () => json(200, { token: 'jwt-abc' });
    routes['GET /api/auth/data'] = () => json(500, { message: 'boom' });
    const result = await createAuthProvider(vi.fn()).login({ email: 'resto@demo.ma', password: 'Demo@1234' });
    expect(result.success).toBe(false);
    expect(tokenStore.get()).toBeUndefined();
  });
});

describe('the session', () => {
  it('is not authenticated without a token, and sends the visitor to /login', async () => {
    const auth = createAuthProvider(vi.fn());
    await expect(auth.check()).resolves.toEqual({ authenticated: false, redirectTo: '/login' });
    await expect(auth.getIdentity!()).resolves.toBeNull();
    await expect(auth.getPermissions!()).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('is authenticated with a token', async () => {
    tokenStore.set('jwt-abc');
    await expect(createAuthProvider(vi.fn()).check()).resolves.toEqual({ authenticated: true });
  });

  it('a failed current-user fetch logs the user out', async () => {
    tokenStore.set('expired-token');
    const auth = createAuthProvider(vi.fn());
    await expect(auth.getIdentity!()).rejects.toMatchObject({ statusCode: 401 });
    expect(tokenStore.get()).toBeUndefined();
    await expect(auth.check()).resolves.toMatchObject({ authenticated: false });
  });

  it('keeps the token when the server simply cannot be reached, and retries later', async () => {
    tokenStore.set('jwt-abc');
    const auth = createAuthProvider(vi.fn());
    const realRoute = routes['GET /api/auth/data']!;
    routes['GET /api/auth/data'] = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(auth.getIdentity!()).rejects.toMatchObject({ statusCode: 0 });
    expect(tokenStore.get()).toBe('jwt-abc');
    routes['GET /api/auth/data'] = realRoute;
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
  });

  it('on a page loaded afresh, the identity asked early is the first read: one request, and the next stale read asks again', async () => {
    tokenStore.set('jwt-abc');
    askIdentityEarly();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/auth/data']);
    const auth = createAuthProvider(vi.fn());
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
    await expect(auth.getPermissions!()).resolves.toBe('restaurant_owner');
    expect(calls).toHaveLength(1);
    auth.identityChanged();
    await expect(auth.getIdentity!()).resolves.toEqual(USER);
    expect(calls).toHaveLength(2);
  });

  it('an early identity the server refuses logs out at the first read, as a late one would', async () => {
    tokenStore.set('expired-token');
    askIdentityEarly();
    const auth = createAuthProvider(vi.fn());
    await expect(auth.getIdentity!()).rejects.toMatchObject({ statusCode: 401 });
    expect(tokenStore.get()).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('logs out on any 401 the API answers, not on other errors', async () => {
    tokenStore.set('jwt-abc');
    const auth = createAuthProvider(vi.fn());
    expect(await auth.onError(new HttpError('Forbidden', 403))).toEqual({});
    expect(tokenStore.get()).toBe('jwt-abc');
    expect(await auth.onError(new HttpError('Please log in', 401))).toMatchObject({ logout: true, redirectTo: '/login' });
    expect(tokenStore.get()).toBeUndefined();
  });
});

describe('logout', () => {
  it('removes the token and reloads through the injected callback', async () => {
    tokenStore.set('jwt-abc');
    const onLogout = vi.fn();
    const auth = createAuthProvider(onLogout);
    await expect(auth.logout({})).resolves.toEqual({ success: true });
    expect(tokenStore.get()).toBeUndefined();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('asks the server to revoke the token, with that token', async () => {
    routes['POST /api/auth/logout'] = () => json(200, { message: MSG.logoutSuccess });
    tokenStore.set('jwt-abc');
    await createAuthProvider(vi.fn()).logout({});
    const call = calls.find((c) => c.key === 'POST /api/auth/logout');
    expect(call?.headers.Authorization).toBe('Bearer jwt-abc');
    expect(tokenStore.get()).toBeUndefined();
  });

  it('leaves even when the server cannot be reached', async () => {
    routes['POST /api/auth/logout'] = () => {
      throw new TypeError('Failed to fetch');
    };
    tokenStore.set('jwt-abc');
    const onLogout = vi.fn();
    await expect(createAuthProvider(onLogout).logout({})).resolves.toEqual({ success: true });
    expect(tokenStore.get()).toBeUndefined();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('forgets the user it had fetched', async () => {
    const auth = createAuthProvider(vi.fn());
    await auth.login({ email: 'resto@demo.ma', password: 'Demo@1234' });
    await auth.logout({});
    await expect(auth.getIdentity!()).resolves.toBeNull();
  });
});

describe('register, forgot and reset', () => {
  it('registers with the form values and shows the success message', async () => {
    routes['POST /api/auth/register'] = () => json(201, { message: MSG.registerSuccess });
    const values = {
      name: 'K',
      email: 'k@x.ma',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      role: 'store_owner',
      phone: '0612345678',
    };
    const result = await createAuthProvider(vi.fn()).register!(values);
    expect(result).toMatchObject({ success: true, successNotification: { message: 'Registration successful! Please login.' } });
    expect(calls[0]).toMatchObject({ key: 'POST /api/auth/register', body: values });
  });

  it("shows the server's reason for a refused registration, or 'Registration failed'", async () => {
    routes['POST /api/auth/register'] = () => json(400, { message: MSG.emailTaken });
    const auth = createAuthProvider(vi.fn());
    expect(await auth.register!({})).toMatchObject({ success: false, error: { name: 'Registration failed', message: MSG.emailTaken } });
    routes['POST /api/auth/register'] = () => new Response('', { status: 500 });
    expect(await auth.register!({})).toMatchObject({ success: false, error: { message: 'Registration failed' } });
  });

  it("sends the reset link request and shows the server's answer; 'Failed to send password reset link' otherwise", async () => {
    routes['POST /api/auth/forget'] = () => json(200, { message: MSG.forgotSent });
    const auth = createAuthProvider(vi.fn());
    expect(await auth.forgotPassword!({ email: 'k@x.ma' })).toMatchObject({
      success: true,
      successNotification: { message: MSG.forgotSent },
    });
    expect(calls[0]).toMatchObject({ key: 'POST /api/auth/forget', body: { email: 'k@x.ma' } });
    routes['POST /api/auth/forget'] = () => new Response('', { status: 500 });
    expect(await auth.forgotPassword!({ email: 'k@x.ma' })).toMatchObject({
      success: false,
      error: { message: 'Failed to send password reset link' },
    });
  });

  it("posts the new password to the link's token; 'Failed to reset password' otherwise", async () => {
    routes['POST /api/auth/reset/tok%2Fen'] = () => json(200, { message: MSG.resetSuccess });
    const auth = createAuthProvider(vi.fn());
    const ok = await auth.updatePassword!({ token: 'tok/en', password: 'Brand@New9', confirmPassword: 'Brand@New9' });
    expect(ok).toMatchObject({ success: true, successNotification: { message: MSG.resetSuccess } });
    expect(calls[0]!.body).toEqual({ password: 'Brand@New9', confirmPassword: 'Brand@New9' });
    const failed = await auth.updatePassword!({ token: 'other', password: 'x', confirmPassword: 'x' });
    expect(failed).toMatchObject({ success: false, error: { name: 'Failed to reset password' } });
  });
});

describe('the account language', () => {
  it('is saved on the account of a signed-in person who switches language', async () => {
    routes['PATCH /api/auth/data'] = (body) => json(200, { user: { ...USER, ...(body as object) } });
    tokenStore.set('jwt-abc');
    await saveAccountLanguage('ar');
    expect(calls).toEqual([expect.objectContaining({ key: 'PATCH /api/auth/data', body: { language: 'ar' } })]);
    expect(calls[0]!.headers.Authorization).toBe('Bearer jwt-abc');
  });

  it('stays in the browser only when nobody is signed in, and a refused save leaves the screen as it is', async () => {
    await saveAccountLanguage('fr');
    expect(calls).toEqual([]);
    tokenStore.set('jwt-abc');
    routes['PATCH /api/auth/data'] = () => new Response('', { status: 500 });
    await expect(saveAccountLanguage('fr')).resolves.toBeUndefined();
    expect(calls.map((c) => c.key)).toEqual(['PATCH /api/auth/data']);
  });

  describe('at login', () => {
    const forget = async () => {
      localStorage.clear();
      document.cookie = 'lang=; path=/; max-age=0';
      await i18nProvider.changeLocale('en');
    };
    beforeEach(forget);
    afterEach(forget);
    const loginAs = (language: string) => {
      routes['POST /api/auth/login'] = () => json(200, { token: 'jwt-abc', user: { ...USER, language } });
      routes['PATCH /api/auth/data'] = (body) => json(200, { user: { ...USER, ...(body as object) } });
      return createAuthProvider(vi.fn()).login({ email: 'resto@demo.ma', password: 'Demo@1234' });
    };

    it("takes the account's language when none was chosen in this browser, before the layout is drawn", async () => {
      expect((await loginAs('fr')).success).toBe(true);
      expect(i18nProvider.getLocale()).toBe('fr');
      expect(localStorage.getItem('lang')).toBe('fr');
      expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login']);
    });

    it('gives the account the language chosen in this browser, and keeps the screens in it', async () => {
      localStorage.setItem('lang', 'ar');
      await i18nProvider.changeLocale('ar');
      expect((await loginAs('en')).success).toBe(true);
      expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login', 'PATCH /api/auth/data']);
      expect(calls[1]!.body).toEqual({ language: 'ar' });
      expect(i18nProvider.getLocale()).toBe('ar');
    });

    it('changes nothing when both agree', async () => {
      localStorage.setItem('lang', 'fr');
      await i18nProvider.changeLocale('fr');
      await loginAs('fr');
      expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/login']);
      expect(i18nProvider.getLocale()).toBe('fr');
    });
  });
});
