import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { MAX_IMAGE_BYTES } from '../../src/domain/identity';
import { MSG } from '../../src/domain/messages';
import { BACK_OFFICE_ROLES } from '../../src/domain/roles';
import { bearerToken, findSessionUser } from '../access';
import type { AppContext } from '../context';
import { LOCKS, type Database, type Db } from '../db/client';
import { images } from '../db/schema';
import { Type } from 'typebox';
import { Int, Str } from '../answers';
import { ApiError, badRequest, notFound } from '../errors';
import { FilePart, multipartForm, oneOf, typed } from '../schemas';

export const UPLOAD_PRESETS = ['menu_items', 'easy_market', 'easy_product', 'card_identité', 'restaurant', 'profile'] as const;

/** Presets whose files only their uploader and admins may fetch (identity documents). */
export const PRIVATE_PRESETS: readonly string[] = ['card_identité'];

const Upload = Type.Object({
  secure_url: Str('Where the image is served'),
  public_id: Str(),
  bytes: Int(),
  format: Str('jpg, png, gif or webp'),
});

/**
 * What an account has uploaded in the last hour, read from the images table itself so the quota holds on
 * every node; and when the oldest of those leaves the window (for Retry-After).
 */
async function uploadedLastHour(db: Pick<Db, 'select'>, owner: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${images.size}), 0)::bigint`,
      secondsLeft: sql<number | null>`ceil(extract(epoch from (min(${images.createdAt}) + interval '1 hour' - now())))::int`,
    })
    .from(images)
    .where(and(eq(images.owner, owner), gt(images.createdAt, sql`now() - interval '1 hour'`)));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0), retryAfter: Math.max(1, Number(row?.secondsLeft ?? 1)) };
}

/** Recognises an image by its first bytes, never by the name or content type the client claims. */
export function sniffImage(bytes: Buffer): 'jpg' | 'png' | 'gif' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

const safeSegment = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[^\w-]/g, '')
    .slice(0, 40) || 'misc';

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;

/**
 * A Cloudinary-compatible unsigned upload: multipart `file`, `upload_preset`, optional `folder`;
 * answers `{ secure_url, public_id, bytes, format }`. Images are stored in the database, so every node
 * serves them at `/uploads/<public_id>`; the URL is relative, or built from PUBLIC_URL, never from the
 * request's Host.
 */
/** The upload's multipart form, read as a stream by the handler (documented here, checked by the handler). */
const UploadForm = Type.Object({
  file: FilePart(Object.values(CONTENT_TYPES), `A JPEG, PNG, GIF or WebP image under ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`),
  upload_preset: oneOf(UPLOAD_PRESETS, 'What the image is for'),
  folder: Type.Optional(Type.String({ maxLength: 200, description: 'Where to file it (letters, digits, - and _; the preset by default)' })),
});

export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  // Only the back-office's roles upload (logos, products, Easy Market, an owner's ID scan during onboarding).
  typed(app).post(
    '/api/images/upload',
    {
      config: { access: { roles: BACK_OFFICE_ROLES, allowUnverified: true } },
      schema: { operationId: 'uploadImage', summary: 'Upload an image', body: multipartForm(UploadForm), response: { 201: Upload } },
    },
    async (req, reply) => {
      const overQuota = (retryAfter: number) => {
        reply.header('retry-after', String(retryAfter));
        return new ApiError(429, MSG.uploadLimit);
      };
      const { uploadsPerHour, uploadBytesPerHour } = ctx.options;
      const before = await uploadedLastHour(ctx.db, req.user!._id);
      if (before.count >= uploadsPerHour || before.bytes >= uploadBytesPerHour) throw overQuota(before.retryAfter);
      let file: Buffer | null = null;
      const fields: Record<string, string> = {};
      try {
        // 'less than 5MB' (SPEC §5): a file of exactly 5 MB is refused, as isFileSizeAllowed says.
        for await (const part of req.parts({ limits: { fileSize: MAX_IMAGE_BYTES - 1, files: 1 } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              await part.toBuffer();
              continue;
            }
            file = await part.toBuffer();
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(MSG.fileTooBig);
        throw badRequest(MSG.imageFailed);
      }
      if (!file) throw badRequest('Choose an image to upload');
      const preset = fields.upload_preset ?? '';
      if (!(UPLOAD_PRESETS as readonly string[]).includes(preset)) throw badRequest('Unknown upload preset');
      const format = sniffImage(file);
      if (!format) throw new ApiError(415, MSG.imageOnly);
      if (before.bytes + file.length > uploadBytesPerHour) throw overQuota(before.retryAfter);
      const folder = safeSegment(fields.folder ?? preset);
      const publicId = `${folder}/${randomUUID()}.${format}`;
      const owner = req.user!._id;
      const bytes = file;
      // Counted again under a lock of the account's, in the insert's transaction: two uploads at once
      // (on one node or two) cannot both pass the last place of the quota.
      await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${owner}`}))`);
        const now = await uploadedLastHour(tx, owner);
        if (now.count >= uploadsPerHour || now.bytes + bytes.length > uploadBytesPerHour) throw overQuota(now.retryAfter);
        await tx.insert(images).values({ _id: publicId, owner, preset, contentType: CONTENT_TYPES[format], size: bytes.length, bytes });
      });
      return reply
        .code(201)
        .send({ secure_url: `${ctx.options.imageBaseUrl}/uploads/${publicId}`, public_id: publicId, bytes: file.length, format });
    },
  );
}

/**
 * Serves stored images: immutable (a new upload gets a new id), so they are cached for a year. A private
 * one (an ID scan) only to its uploader's or an admin's bearer token, never cached.
 */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
    const id = req.params['*'];
    const [image] = await ctx.db.select().from(images).where(eq(images._id, id));
    if (!image) throw notFound();
    if (PRIVATE_PRESETS.includes(image.preset)) {
      reply.header('cache-control', 'private, no-store').header('vary', 'Authorization').header('x-content-type-options', 'nosniff');
      const token = bearerToken(req.headers.authorization);
      const claims = token ? await ctx.tokens.verify(token) : null;
      const user = claims ? (await findSessionUser(ctx.db, claims))?.user : null;
      if (!user) throw new ApiError(401, MSG.notLoggedIn);
      if (user.role !== 'admin' && user._id !== image.owner) throw new ApiError(403, MSG.forbidden);
      return reply.type(image.contentType).send(image.bytes);
    }
    // The id names one content forever, so it is a strong validator.
    const etag = `"${Buffer.from(image._id).toString('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
}

/**
 * Images uploaded before they lived in the database sit in `<files>/images/<folder>/<name>`: each one the
 * database does not have yet is imported once (a marker file remembers it), under an advisory lock so nodes
 * sharing a DATA_DIR do not race. The files stay where they are.
 */
export async function importImagesFromDisk(database: Database, filesDir: string, log: FastifyBaseLogger): Promise<number> {
  const dir = path.join(filesDir, 'images');
  const marker = path.join(dir, '.imported-to-database');
  if (!existsSync(dir) || existsSync(marker)) return 0;
  return database.exclusively(LOCKS.importImages, async () => {
    if (existsSync(marker)) return 0;
    const imported = await importFolder(database.db, dir);
    await writeFile(marker, `Imported ${imported} image(s) into the database on ${new Date().toISOString()}; the files are kept.\n`);
    if (imported) log.info(`imported ${imported} image(s) from ${dir} into the database`);
    return imported;
  });
}

async function importFolder(db: Db, dir: string): Promise<number> {
  let imported = 0;
  for (const folder of await readdir(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const entry of await readdir(path.join(dir, folder.name), { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const bytes = await readFile(path.join(dir, folder.name, entry.name));
      const format = sniffImage(bytes);
      if (!format) continue;
      const inserted = await db
        .insert(images)
        .values({
          _id: `${folder.name}/${entry.name}`,
          owner: null,
          preset: folder.name,
          contentType: CONTENT_TYPES[format],
          size: bytes.length,
          bytes,
        })
        .onConflictDoNothing()
        .returning({ _id: images._id });
      imported += inserted.length;
    }
  }
  return imported;
}
