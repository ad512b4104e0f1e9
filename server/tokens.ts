import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { SignJWT, jwtVerify } from 'jose';
import { LOGIN_COOKIE_DAYS } from '../src/domain/auth';
import { SIGN_IN_CHALLENGE_MINUTES } from '../src/domain/twoFactor';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

/** scrypt$N$r$p$salt$hash, all parameters kept so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, N, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(N), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** Checked against when the e-mail is unknown, so a login takes as long either way. */
const DUMMY_HASH = hashPassword(randomBytes(12).toString('base64'));

/** Like verifyPassword, for an account that may not exist: the same scrypt work, never a match. */
export async function verifyPasswordOrDummy(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    await verifyPassword(password, await DUMMY_HASH);
    return false;
  }
  return verifyPassword(password, stored);
}

/** One-time e-mail links carry a random token; only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who a valid login token speaks for, and the user's token version when it was issued. */
export interface TokenClaims {
  userId: string;
  version: number;
  /** The session (one sign-in) the token belongs to: ending it refuses the token at once. */
  sessionId: string | null;
}

export interface TokenService {
  sign(userId: string, role: string, version: number, sessionId: string): Promise<string>;
  /** The claims of a valid, unexpired login token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
  /** Between a sign-in's password and its second step: says whose password was right, for a few minutes. */
  signChallenge(userId: string, version: number): Promise<string>;
  verifyChallenge(token: string): Promise<{ userId: string; version: number } | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, role, version, sessionId) =>
      new SignJWT({ role, ver: version, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${LOGIN_COOKIE_DAYS}d`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || payload.purpose !== undefined) return null;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        return { userId: payload.sub, version: typeof payload.ver === 'number' ? payload.ver : 0, sessionId };
      } catch {
        return null;
      }
    },
    signChallenge: (userId, version) =>
      new SignJWT({ purpose: 'second-factor', ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${SIGN_IN_CHALLENGE_MINUTES}m`)
        .sign(key),
    async verifyChallenge(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || payload.purpose !== 'second-factor' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
