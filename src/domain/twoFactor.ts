/** Two-factor sign-in (an authenticator app, RFC 6238) and the step-up before a sensitive action. */

/** Whether admins must use a second factor: ADMIN_TWO_FACTOR. */
export const ADMIN_TWO_FACTOR_MODES = ['required', 'optional'] as const;
export type AdminTwoFactorMode = (typeof ADMIN_TWO_FACTOR_MODES)[number];

/** RFC 6238's usual parameters, the ones every authenticator app reads from an otpauth:// link. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', issuer: 'Oujda Marketplace' } as const;
/** Codes one step either side of now are accepted: a phone's clock a little off still signs in. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A sensitive action needs a second factor (or the password) proven this recently in the same session. */
export const STEP_UP_MS = 5 * 60_000;
/** How long the second step of a sign-in may wait after the password. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;

/** An authenticator app's code: six digits (spaces people type are ignored). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
/** A recovery code as shown: two groups of five letters or digits, dash optional, any case. */
export const isRecoveryCode = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
/** The one spelling of a recovery code that is hashed and compared. */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');

/** An admin who has no second factor where it is required may do nothing but enrol. */
export const mustEnrolTwoFactor = (role: string, enabled: boolean, mode: AdminTwoFactorMode) =>
  role === 'admin' && !enabled && mode === 'required';

/** Whether the last proof of a session (ISO time or null) still covers a sensitive action at `now`. */
export function stepUpFresh(verifiedAt: string | Date | null | undefined, now: Date): boolean {
  if (!verifiedAt) return false;
  const at = new Date(verifiedAt).getTime();
  return Number.isFinite(at) && now.getTime() - at <= STEP_UP_MS && at <= now.getTime() + 60_000;
}
