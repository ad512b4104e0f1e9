import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import type { BuiltApp } from '../../server/app';
import { loggableError, redactUrl } from '../../server/app';
import Fastify from 'fastify';
import { originAllowed, parseOrigins, registerSecurity } from '../../server/security';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

const APP_START_MS = 180_000;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const INLINE = "document.documentElement.dataset.ready='1'";
const ALLOWED = 'https://partners.example.ma';

let built: BuiltApp;
let staticDir: string;
let auth: { authorization: string };

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  built = await createTestApp({ staticDir, corsOrigins: [ALLOWED] });
  auth = (await loginAs(built, DEMO_ACCOUNTS.restaurant)).headers;
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => built.app.inject({ method: 'GET', url, headers });

async function uploadedUrl(): Promise<string> {
  const boundary = 'x-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nmenu_items\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await built.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return new URL(res.json().secure_url, 'http://any.host').pathname;
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('on the SPA: a CSP without unsafe-inline scripts that still allows the page’s own inline script by hash', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // A client-side route gets the same page and the same headers.
    expectCommonHeaders((await get('/orders')).headers);
  });

  it('on the API: locked down (nothing may run), on answers and on errors alike', async () => {
    for (const res of [await get('/api/health'), await get('/api/auth/data'), await get('/api/auth/data', auth)]) {
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    }
  });

  it('on uploaded files: nosniff, a sandbox CSP, long caching left to the static files', async () => {
    const url = await uploadedUrl();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectCommonHeaders(res.headers);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expectCommonHeaders((await get('/uploads/nothing/here.png')).headers);
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    for (const trustProxy of [true, false]) {
      const app = Fastify({ trustProxy });
      await registerSecurity(app, { corsOrigins: [] });
      app.get('/x', async () => ({}));
      const viaTls = await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-proto': 'https' } });
      // Behind a trusted proxy the protocol is the proxy's; from anyone else the header means nothing.
      expect(viaTls.headers['strict-transport-security'], `trustProxy ${trustProxy}`).toEqual(
        trustProxy ? expect.stringMatching(/^max-age=\d+/) : undefined,
      );
      await app.close();
    }
  });
});

describe('CORS', () => {
  it('never reflects an unknown origin', async () => {
    const res = await get('/api/health', { origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await built.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers an allowlisted origin', async () => {
    const res = await get('/api/health', { origin: ALLOWED });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const preflight = await built.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('socket.io follows the same list', async () => {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = built.app.server.address() as AddressInfo;
    const { token } = await loginAs(built, DEMO_ACCOUNTS.admin);
    const connect = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = ioClient(`http://127.0.0.1:${port}`, {
          auth: { token },
          transports: ['websocket'],
          extraHeaders: { origin },
          reconnection: false,
        });
        socket.on('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.on('connect_error', () => {
          socket.close();
          resolve('refused');
        });
      });
    expect(await connect('https://evil.example')).toBe('refused');
    expect(await connect(ALLOWED)).toBe('connected');
    expect(await connect(`http://127.0.0.1:${port}`)).toBe('connected');
  });

  it('origin rules', () => {
    expect(parseOrigins(' https://a.example/ ,https://b.example,, ')).toEqual(['https://a.example', 'https://b.example']);
    expect(originAllowed(undefined, 'x', [])).toBe(true);
    expect(originAllowed('http://api.example:3000', 'api.example:3000', [])).toBe(true);
    expect(originAllowed('http://api.example.evil:3000', 'api.example:3000', [])).toBe(false);
    expect(originAllowed('null', 'api.example', [])).toBe(false);
  });
});

describe('errors and logs', () => {
  it('unknown /api paths answer 404, with or without a token, whatever the method', async () => {
    for (const headers of [{}, auth]) {
      for (const [method, url] of [
        ['GET', '/api/nothing'],
        ['GET', '/api/restaurant/nothing'],
        ['POST', '/api/menu/nothing/at/all'],
        ['DELETE', '/api/orders'],
        ['PUT', '/api/easyMarket/none'],
      ] as const) {
        const res = await built.app.inject({ method, url, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('bad input answers never carry a stack, SQL or a file path', async () => {
    const answers = [
      await built.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
      await built.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<x/>' }),
      await get(`/api/admin/restaurant/${"1' OR 1=1 --"}`, (await loginAs(built, DEMO_ACCOUNTS.admin)).headers),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/work\/|select |insert |from "|stack/i);
    }
  });

  it('logs a URL without its one-time token or query, and a failed query without its parameters', () => {
    expect(redactUrl('/api/auth/reset/abc123?x=1')).toBe('/api/auth/reset/…?…');
    expect(redactUrl('/api/orders?token=secret')).toBe('/api/orders?…');
    expect(redactUrl('/api/orders')).toBe('/api/orders');
    const failed = Object.assign(new Error('Failed query: update "users" set "password_hash" = $1\nparams: scrypt$16384$8$1$salt$hash'), {
      cause: { code: '22021', message: 'invalid byte sequence' },
    });
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('scrypt$');
    expect(logged).toContain('22021');
  });
});
