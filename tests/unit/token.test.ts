import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../src/providers/token';

afterEach(() => {
  vi.useRealTimers();
  tokenStore.remove();
});

describe('tokenStore', () => {
  it('sees its own changes at once', () => {
    tokenStore.set('jwt-1');
    expect(tokenStore.get()).toBe('jwt-1');
    tokenStore.set('jwt-2');
    expect(tokenStore.get()).toBe('jwt-2');
    tokenStore.remove();
    expect(tokenStore.get()).toBeUndefined();
  });

  it("reads the cookie once for many asks, and sees another tab's logout within a second", () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    tokenStore.set('jwt-abc');
    const read = vi.spyOn(Cookies, 'get');
    for (let i = 0; i < 100; i++) expect(tokenStore.get()).toBe('jwt-abc');
    expect(read).toHaveBeenCalledTimes(1);

    // Another tab logs out: the cookie goes, not through this tab's store.
    Cookies.remove('token');
    vi.advanceTimersByTime(1001);
    expect(tokenStore.get()).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
    read.mockRestore();
  });
});
