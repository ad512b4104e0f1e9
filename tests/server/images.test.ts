import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/domain/identity';
import { MSG } from '../../src/domain/messages';
import type { BuiltApp } from '../../server/app';
import { importImagesFromDisk, sniffImage } from '../../server/images/routes';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

/** Starting an embedded database and seeding it takes seconds, minutes on a busy machine. */
const APP_START_MS = 180_000;
let built: BuiltApp;
let owner: { authorization: string };

beforeAll(async () => {
  built = await createTestApp();
  owner = (await loginAs(built, DEMO_ACCOUNTS.restaurant)).headers;
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
  if (built) await rm(built.ctx.filesDir, { recursive: true, force: true });
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2a3b1ee0000000049454e44ae426082',
  'hex',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser (or Cloudinary's widget) sends it. */
function multipart(parts: Part[]) {
  const boundary = `----oujda${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(parts: Part[], auth: Record<string, string> | null = owner) {
  const { payload, headers } = multipart(parts);
  return built.app.inject({ method: 'POST', url: '/api/images/upload', payload, headers: { ...headers, ...(auth ?? {}) } });
}

const file = (value: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({ name: 'file', value, filename, type });
const preset = (value = 'menu_items'): Part => ({ name: 'upload_preset', value });

describe('POST /images/upload', () => {
  it('stores a PNG and serves the same bytes back from secure_url', async () => {
    const res = await upload([preset(), { name: 'folder', value: 'menu_items' }, file(PNG)]);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { secure_url: string; public_id: string; bytes: number; format: string };
    expect(body).toMatchObject({ bytes: PNG.length, format: 'png' });
    expect(body.secure_url).toMatch(/^\/uploads\/menu_items\/[\w-]+\.png$/);
    expect(body.public_id).toMatch(/^menu_items\/[\w-]+\.png$/);

    const served = await built.app.inject({ method: 'GET', url: body.secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('names the stored file from its real content, not the name the client gave', async () => {
    const jpeg = Buffer.concat([JPEG_HEAD, Buffer.alloc(200, 1)]);
    const res = await upload([preset('easy_product'), file(jpeg, 'tricky.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().format).toBe('jpg');
    expect(res.json().public_id).toMatch(/^easy_product\/[\w-]+\.jpg$/);
  });

  it('lets an owner still in onboarding upload the scan of their ID card', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.unverified);
    const res = await upload([preset('card_identité'), { name: 'folder', value: 'card_identité' }, file(PNG, 'id.png')], headers);
    expect(res.statusCode).toBe(201);
  });

  it('keeps the folder inside the image store', async () => {
    const res = await upload([preset(), { name: 'folder', value: '../../etc' }, file(PNG)]);
    expect(res.statusCode).toBe(201);
    expect(res.json().public_id).not.toContain('..');
    expect(res.json().public_id).toMatch(/^etc\/[\w-]+\.png$/);
  });

  it('refuses a text file renamed .png with 415', async () => {
    const res = await upload([preset(), file(Buffer.from('just some text, not an image at all'), 'notes.png', 'image/png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.imageOnly);
  });

  it("refuses a file over 5 MB with 'File size should be less than 5MB'", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1024 - PNG.length)]);
    const res = await upload([preset(), file(big, 'huge.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.fileTooBig);
  });

  it('refuses a file of exactly 5 MB (it must be less) and accepts one byte under', async () => {
    const exactly = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]);
    expect(exactly.length).toBe(MAX_IMAGE_BYTES);
    const res = await upload([preset(), file(exactly, 'five.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.fileTooBig);

    const under = exactly.subarray(0, MAX_IMAGE_BYTES - 1);
    const ok = await upload([preset(), file(under, 'under.png')]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().bytes).toBe(MAX_IMAGE_BYTES - 1);
  });

  it('answers 401 without a token', async () => {
    const res = await upload([preset(), file(PNG)], null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.notLoggedIn);
  });

  it('refuses an unknown or missing upload preset with 400', async () => {
    const unknown = await upload([preset('anything_goes'), file(PNG)]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown upload preset');
    expect((await upload([file(PNG)])).statusCode).toBe(400);
  });

  it('refuses a request without a file with 400', async () => {
    const res = await upload([preset()]);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /uploads/…', () => {
  it('serves a stored image with a validator, a year of caching and nosniff; answers 304 to its ETag', async () => {
    const { secure_url } = (await upload([preset(), file(PNG)])).json() as { secure_url: string };
    const served = await built.app.inject({ method: 'GET', url: secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await built.app.inject({ method: 'GET', url: secure_url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for an image that was never uploaded', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/uploads/menu_items/00000000-0000-4000-8000-000000000000.png' });
    expect(res.statusCode).toBe(404);
  });

  it(
    'imports the images of a reused data folder once, keeping the files',
    async () => {
      const filesDir = `.data-test/${process.pid}-import-${Date.now()}`;
      await mkdir(`${filesDir}/images/restaurant`, { recursive: true });
      await writeFile(`${filesDir}/images/restaurant/old-logo.png`, PNG);
      await writeFile(`${filesDir}/images/restaurant/notes.txt`, 'not an image');
      const reused = await createTestApp({ seed: false, filesDir });
      try {
        const served = await reused.app.inject({ method: 'GET', url: '/uploads/restaurant/old-logo.png' });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toContain('image/png');
        expect(served.rawPayload.equals(PNG)).toBe(true);
        expect((await reused.app.inject({ method: 'GET', url: '/uploads/restaurant/notes.txt' })).statusCode).toBe(404);
        expect(existsSync(`${filesDir}/images/restaurant/old-logo.png`)).toBe(true);
        // Imported once: a second start finds the marker and reads nothing again.
        expect(await importImagesFromDisk(reused.database, filesDir, reused.app.log)).toBe(0);
      } finally {
        await reused.app.close();
        await rm(filesDir, { recursive: true, force: true });
      }
    },
    APP_START_MS,
  );
});

describe('who may upload, and how much', () => {
  it('refuses customers and riders with 403: only the back-office roles upload', async () => {
    for (const email of [DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.rider]) {
      const { headers } = await loginAs(built, email);
      const res = await upload([preset(), file(PNG)], headers);
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('answers a relative URL whatever X-Forwarded-Host or -Proto say', async () => {
    const { payload, headers } = multipart([preset(), file(PNG)]);
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload,
      headers: { ...headers, ...owner, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().secure_url).toMatch(/^\/uploads\/menu_items\//);
  });

  it('counts an account’s uploads per hour in the database: over the count or the bytes, 429 with Retry-After; others are not affected', async () => {
    const store = (await loginAs(built, DEMO_ACCOUNTS.store)).headers;
    const services = (await loginAs(built, DEMO_ACCOUNTS.services)).headers;
    const saved = { ...built.ctx.options };
    try {
      built.ctx.options.uploadsPerHour = 2;
      expect((await upload([preset(), file(PNG)], store)).statusCode).toBe(201);
      expect((await upload([preset(), file(PNG)], store)).statusCode).toBe(201);
      const third = await upload([preset(), file(PNG)], store);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MSG.uploadLimit);
      const retry = Number(third.headers['retry-after']);
      expect(retry).toBeGreaterThan(3500);
      expect(retry).toBeLessThanOrEqual(3600);
      expect((await upload([preset(), file(PNG)], services)).statusCode).toBe(201);

      built.ctx.options.uploadsPerHour = 100;
      // Bytes: the services owner has one PNG this hour; a file that would cross the cap is refused, nothing stored.
      built.ctx.options.uploadBytesPerHour = PNG.length * 2 + 10;
      const big = Buffer.concat([PNG, Buffer.alloc(PNG.length + 11)]);
      const over = await upload([preset(), file(big)], services);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await upload([preset(), file(PNG)], services)).statusCode).toBe(201);
      expect((await upload([preset(), file(PNG)], services)).statusCode).toBe(429);
    } finally {
      Object.assign(built.ctx.options, saved);
    }
  });
});

describe('the upload quota under a race', () => {
  it('lets only one of five uploads sent at once take the last place of the hour', async () => {
    const adminResto = (await loginAs(built, DEMO_ACCOUNTS.adminRestaurant)).headers;
    const saved = { ...built.ctx.options };
    try {
      built.ctx.options.uploadsPerHour = 1;
      const answers = await Promise.all(Array.from({ length: 5 }, () => upload([preset(), file(PNG)], adminResto)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    } finally {
      Object.assign(built.ctx.options, saved);
    }
  });
});

describe('identity scans are private', () => {
  let scanUrl: string;
  let unverified: { authorization: string };
  beforeAll(async () => {
    unverified = (await loginAs(built, DEMO_ACCOUNTS.unverified)).headers;
    const res = await upload([preset('card_identité'), { name: 'folder', value: 'card_identité' }, file(PNG, 'id.png')], unverified);
    expect(res.statusCode).toBe(201);
    scanUrl = res.json().secure_url;
  });
  const fetchScan = (headers: Record<string, string> = {}) => built.app.inject({ method: 'GET', url: scanUrl, headers });

  it('serves the scan to its owner and to an admin, never cached', async () => {
    const admin = (await loginAs(built, DEMO_ACCOUNTS.admin)).headers;
    for (const headers of [unverified, admin]) {
      const res = await fetchScan(headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('answers 401 without a token or with a forged one, 403 to another account, admin-like roles included', async () => {
    const none = await fetchScan();
    expect(none.statusCode).toBe(401);
    expect(none.headers['cache-control']).toBe('private, no-store');
    expect(none.rawPayload.equals(PNG)).toBe(false);
    expect((await fetchScan({ authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    for (const email of [DEMO_ACCOUNTS.restaurant, DEMO_ACCOUNTS.adminRestaurant, DEMO_ACCOUNTS.client]) {
      const res = await fetchScan((await loginAs(built, email)).headers);
      expect(res.statusCode, email).toBe(403);
      expect(res.rawPayload.equals(PNG)).toBe(false);
    }
  });

  it('stops serving the scan to a token revoked by logging out', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.unverified);
    expect((await fetchScan(headers)).statusCode).toBe(200);
    expect((await built.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await fetchScan(headers)).statusCode).toBe(401);
  });
});

describe('image sniffing', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes only', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG_HEAD)).toBe('jpg');
    expect(sniffImage(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffImage(Buffer.from('GIF87a......'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
