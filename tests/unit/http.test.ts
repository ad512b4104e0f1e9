import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { HttpError, request } from '../../src/providers/http';
import { tokenStore } from '../../src/providers/token';

/** A response whose body cannot be read, as when the page is left while it arrives. */
const abortedBody = () => ({ ok: true, status: 200, statusText: 'OK', text: () => Promise.reject(new DOMException('aborted', 'AbortError')) }) as unknown as Response;

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.remove();
});

describe('request', () => {
  it('turns a body cut short into a connection error (status 0)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => abortedBody()));
    await expect(request('GET', '/auth/data')).rejects.toMatchObject({ name: 'HttpError', statusCode: 0 });
  });
});

describe('current user fetch', () => {
  it('keeps the session when the answer was cut short, and ends it when the server refuses', async () => {
    tokenStore.set('jwt-abc');
    vi.stubGlobal('fetch', vi.fn(async () => abortedBody()));
    await expect(createAuthProvider(vi.fn()).getIdentity!()).rejects.toBeInstanceOf(HttpError);
    expect(tokenStore.get()).toBe('jwt-abc');

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Please log in' }), { status: 401 })));
    await expect(createAuthProvider(vi.fn()).getIdentity!()).rejects.toMatchObject({ statusCode: 401 });
    expect(tokenStore.get()).toBeUndefined();
  });
});
