import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { precompress } from '../../scripts/vite-precompress';
import { createTestApp, loginAs, DEMO_ACCOUNTS } from './helpers';

const APP_START_MS = 180_000;
const SCRIPT = `export const greeting = ${JSON.stringify('Marhba bikoum '.repeat(200))};\n`;
const HTML = `<!doctype html><html><head><title>Oujda</title></head><body><div id="root">${'<p>Bienvenue</p>'.repeat(40)}</div></body></html>`;

const LANDING = `<!doctype html><html><body><div id="prerendered">${'<h1>Grow your business in Oujda</h1>'.repeat(20)}</div><div id="root"></div></body></html>`;
const LOGIN = `<!doctype html><html><body><div id="prerendered">${'<form method="post"><input id="email"></form>'.repeat(20)}</div><div id="root"></div></body></html>`;
const LOGIN_FR =
  '<!doctype html><html lang="fr" dir="ltr"><body><div id="prerendered"><h1>Connectez-vous</h1></div><div id="root"></div></body></html>';
const LOGIN_AR =
  '<!doctype html><html lang="ar" dir="rtl"><body><div id="prerendered"><h1>تسجيل الدخول</h1></div><div id="root"></div></body></html>';

let built: BuiltApp;
let dist: string;

/** A build folder as Vite leaves it, compressed by the same plugin the real build runs. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oujda-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dir, 'index.html'), HTML);
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'prerendered', 'index.html'), LANDING);
  writeFileSync(path.join(dir, 'prerendered', 'login.html'), LOGIN);
  // French and Arabic copies of /login only: the landing has English alone here.
  for (const [lang, html] of [
    ['fr', LOGIN_FR],
    ['ar', LOGIN_AR],
  ]) {
    mkdirSync(path.join(dir, 'prerendered', lang!));
    writeFileSync(path.join(dir, 'prerendered', lang!, 'login.html'), html!);
  }
  const plugin = precompress() as unknown as { configResolved(c: object): void; closeBundle: { handler(): void } };
  plugin.configResolved({ root: dir, build: { outDir: '.' } });
  plugin.closeBundle.handler();
  return dir;
}

beforeAll(async () => {
  dist = fakeBuild();
  built = await createTestApp({ staticDir: dist });
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('sends a hashed asset Brotli-encoded, cached for a year as immutable, with an ETag', async () => {
    const res = await built.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('falls back to gzip, then to the plain file, as the browser accepts', async () => {
    const gz = await built.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await built.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a revalidation with 304 from the ETag', async () => {
    const first = await built.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br' } });
    const again = await built.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends index.html, directly and for client-side routes, compressed but revalidated on every visit', async () => {
    for (const url of ['/index.html', '/dashboard', '/manage/menu?tab=1']) {
      const res = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['cache-control'], url).not.toMatch(/immutable/);
      expect(res.headers.etag, url).toBeTruthy();
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('sends the public pages prerendered, compressed and revalidated, to someone signed out', async () => {
    for (const [url, html] of [
      ['/', LANDING],
      ['/login', LOGIN],
      ['/login?from=mail', LOGIN],
    ] as const) {
      const plain = await built.app.inject({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toBe(html);
      const res = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it("sends a public page in the reader's language: the lang cookie first, then Accept-Language, else English", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cookie: 'lang=fr' }, LOGIN_FR],
      [{ cookie: 'theme=x; lang=ar' }, LOGIN_AR],
      [{ 'accept-language': 'ar-MA,ar;q=0.9,fr;q=0.8' }, LOGIN_AR],
      [{ 'accept-language': 'de-DE, en;q=0.5, fr;q=0.8' }, LOGIN_FR],
      [{ cookie: 'lang=en', 'accept-language': 'fr' }, LOGIN],
      [{ cookie: 'lang=de', 'accept-language': 'ar' }, LOGIN_AR],
      [{ 'accept-language': 'de, es;q=0.9' }, LOGIN],
      [{}, LOGIN],
    ];
    for (const [headers, html] of cases) {
      const res = await built.app.inject({ method: 'GET', url: '/login', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body, JSON.stringify(headers)).toBe(html);
      expect(res.headers.vary, JSON.stringify(headers)).toMatch(/\bCookie\b/i);
      expect(res.headers.vary, JSON.stringify(headers)).toMatch(/\bAccept-Language\b/i);
    }
    // The address's ?lang= wins over the cookie and the browser's languages; an unknown one is ignored.
    for (const [url, headers, html] of [
      ['/login?lang=fr', {}, LOGIN_FR],
      ['/login?lang=ar', { cookie: 'lang=fr', 'accept-language': 'fr' }, LOGIN_AR],
      ['/login?next=x&lang=en', { cookie: 'lang=ar' }, LOGIN],
      ['/login?lang=de', { cookie: 'lang=fr' }, LOGIN_FR],
    ] as const) {
      const res = await built.app.inject({ method: 'GET', url, headers });
      expect(res.body, url).toBe(html);
    }
    // Compressed too, the Vary keeping Accept-Encoding beside the language headers.
    const br = await built.app.inject({ method: 'GET', url: '/login', headers: { cookie: 'lang=ar', 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LOGIN_AR);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.vary).toMatch(/accept-language/i);
    // A page with no copy in the reader's language is sent in English.
    expect((await built.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=fr' } })).body).toBe(LANDING);
  });

  it('does not vary a client-side route that is never prerendered', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'lang=fr' } });
    expect(res.body).toBe(HTML);
    expect(res.headers.vary ?? '').not.toMatch(/accept-language/i);
  });

  it('sends the plain app shell to someone signed in, even on a public path', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=en; token=abc.def.ghi' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(HTML);
  });

  it('sends a prerendered form posted before the app arrived back to its page', async () => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/login',
      payload: 'email=a%40b.ma&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
  });

  it('keeps a missing chunk a plain 404', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/assets/gone-Zz99.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
  });

  it('compresses API JSON above 1 KB, not below', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.admin);
    const big = await built.app.inject({
      method: 'GET',
      url: '/api/data/admin/rider',
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(big.rawPayload).length).toBeGreaterThan(1024);
    const small = await built.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});
