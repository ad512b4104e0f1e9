import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { serverSettings } from './db/schema';

/** Seals authenticator secrets with AES-256-GCM, so a copy of the database alone does not give them away. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: string): SecretBox {
  // Any configured string makes a 32-byte key; a generated one already is 32 random bytes.
  const bytes = createHash('sha256').update(key).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', bytes, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', bytes, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** TWO_FACTOR_KEY, else a key generated once and kept in the database (like the token secret). */
export async function twoFactorKey(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(32).toString('base64url');
  await db.insert(serverSettings).values({ key: 'two_factor_key', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'two_factor_key'));
  return row!.value;
}
