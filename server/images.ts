import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES } from '../src/domain/identity';
import { MSG } from '../src/domain/messages';
import type { AppContext } from './context';
import { ApiError, badRequest } from './errors';

export const UPLOAD_PRESETS = ['menu_items', 'easy_market', 'easy_product', 'card_identité', 'restaurant', 'profile'] as const;

/** Recognises an image by its first bytes, never by the name or content type the client claims. */
export function sniffImage(bytes: Buffer): 'jpg' | 'png' | 'gif' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

const safeSegment = (value: string) => value.normalize('NFD').replace(/[^\w-]/g, '').slice(0, 40) || 'misc';

/**
 * A Cloudinary-compatible unsigned upload: multipart `file`, `upload_preset`, optional `folder`;
 * answers `{ secure_url, public_id, bytes, format }`. Files land in `<files>/images/<folder>/`.
 */
export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  const imagesDir = path.join(ctx.filesDir, 'images');
  app.post('/api/images/upload', { config: { access: { roles: 'any', allowUnverified: true } } }, async (req, reply) => {
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
    const folder = safeSegment(fields.folder ?? preset);
    const name = `${randomUUID()}.${format}`;
    await mkdir(path.join(imagesDir, folder), { recursive: true });
    await writeFile(path.join(imagesDir, folder, name), file);
    const publicId = `${folder}/${name}`;
    return reply.code(201).send({ secure_url: `${req.protocol}://${req.host}/uploads/${publicId}`, public_id: publicId, bytes: file.length, format });
  });
}
