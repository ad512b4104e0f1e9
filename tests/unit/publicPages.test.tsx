import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, publicPageAt } from '../../src/publicPages';

describe('the signed-out entry routes its table of public pages', () => {
  it('finds a page by its path as a router would, letter case and a trailing slash aside', () => {
    expect(publicPageAt('/login')).toBe(PUBLIC_PAGES['/login']);
    expect(publicPageAt('/login/')).toBe(PUBLIC_PAGES['/login']);
    expect(publicPageAt('/Register')).toBe(PUBLIC_PAGES['/register']);
    expect(publicPageAt('/')).toBe(PUBLIC_PAGES['/']);
    expect(publicPageAt('/privacy')?.().props).toEqual({ topic: 'privacy' });
  });

  it('has no page for the addresses only the whole app knows', () => {
    expect(publicPageAt('/reset-password/abc')).toBeUndefined();
    expect(publicPageAt('/confirme/abc')).toBeUndefined();
    expect(publicPageAt('/orders')).toBeUndefined();
    expect(publicPageAt('/loginx')).toBeUndefined();
  });
});
