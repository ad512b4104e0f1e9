import { describe, expect, it } from 'vitest';
import { pageViewPath } from '../../src/components/PageViewRecorder';

const TOKEN = 'Q8IEks-87RgUPOuPhXu6XOyWB_D84ZUt';
const UUID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('page paths recorded for the /test analytics', () => {
  it('keeps ordinary paths as they are', () => {
    for (const p of ['/', '/login', '/register', '/orders/now', '/users/restaurant', '/EasyMarket/manage', '/orders/grocery/new']) {
      expect(pageViewPath(p)).toBe(p);
    }
  });

  it('never records the one-time token of a confirmation or reset link', () => {
    expect(pageViewPath(`/confirme/${TOKEN}`)).toBe('/confirme/:id');
    expect(pageViewPath(`/reset-password/${TOKEN}`)).toBe('/reset-password/:id');
    expect(pageViewPath(`/confirme/${TOKEN}/`)).toBe('/confirme/:id/');
  });

  it('does not record the token when the link was typed with capitals (routes match in any case)', () => {
    expect(pageViewPath(`/Confirme/${TOKEN}`)).not.toContain(TOKEN);
    expect(pageViewPath(`/RESET-PASSWORD/${TOKEN}`)).not.toContain(TOKEN);
  });

  it('replaces record ids, so the table counts screens rather than records', () => {
    expect(pageViewPath(`/settings/restaurant/${UUID}`)).toBe('/settings/restaurant/:id');
    expect(pageViewPath(`/journal/${UUID.toUpperCase()}`)).toBe('/journal/:id');
    expect(pageViewPath(`/besnise/store_owner/${UUID}/extra`)).toBe('/besnise/store_owner/:id/extra');
    expect(pageViewPath(`/a/${UUID}/b/${UUID}`)).toBe('/a/:id/b/:id');
  });

  it('leaves words that merely look hexadecimal alone', () => {
    expect(pageViewPath('/faqs')).toBe('/faqs');
    expect(pageViewPath('/deadbeef')).toBe('/deadbeef');
  });

  it('produces paths the API accepts', () => {
    for (const p of [`/confirme/${TOKEN}`, `/settings/store/${UUID}`, '/orders/done']) {
      expect(pageViewPath(p)).toMatch(/^\/[\w\-/.%:]{0,200}$/);
    }
  });
});
