import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT, TOTP, TOTP_WINDOW } from '../../src/domain/twoFactor';

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') =>
  new Totp({
    issuer: TOTP.issuer,
    label,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// link an authenticator app reads, and its QR code as an SVG data URL. */
export async function enrolmentOf(secret: string, email: string) {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const stepOf = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP.periodSeconds);

/** The 30-second step a code belongs to, when it is valid at `at` (one step either side), else null. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code.replace(/\s/g, ''), timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : stepOf(at) + delta;
}

/** The code an authenticator shows at `at` (tests play the phone with it). */
export const codeAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });

/** Ten fresh recovery codes as shown once ("abcde-12345"), and the hashes kept of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'; // 32 signs (no l, o, 0, 1): every byte maps evenly
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');
