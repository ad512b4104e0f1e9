import type { AuthProvider } from '@refinedev/core';
import { MSG } from '../domain/messages';
import type { SessionUser } from '../domain/roles';
import { STAFF_ACCOUNT_ROLE, staffSession, type StaffMembership } from '../domain/staff';
import { savedLocale, saveLocale } from '../i18n/preference';
import { isLocale, type Locale } from '../i18n/types';
import { callEndpoint } from './callEndpoint';
import { takeEarlyIdentity } from './earlyIdentity';
import { authEndpoints } from './endpoints/auth';
import { teamEndpoints } from './endpoints/team';
import type { EndpointTable } from './endpoints/types';
import { HttpError } from './http';
import { i18nProvider } from './i18nProvider';
import { tokenStore } from './token';

/** The resources a session needs (the signed-out entry loads this provider, not every area's endpoints). */
const endpoints: EndpointTable = { auth: authEndpoints, ...teamEndpoints };

export interface LoginValues {
  email: string;
  password: string;
  remember?: boolean;
  /** The second step of an account with a second factor: a code of its app, or a recovery code. */
  code?: string;
}

/** The login's answer when the password was right and a code is needed next (LoginPage shows the code step). */
export const SECOND_FACTOR_NEEDED = 'secondFactor';
/** The code step waited too long: the password step again. */
export const SECOND_FACTOR_EXPIRED = 'secondFactorExpired';
type PasswordStep = { token?: string; user?: SessionUser; secondFactor?: true; challenge?: string };

/** The server's message when it sent one, otherwise the screen's own fallback (SPEC §8). */
const messageOf = (error: unknown, fallback: string) => (error instanceof HttpError && error.message ? error.message : fallback);

/**
 * Keeps the language a signed-in person switched to on their account, so the e-mails they get follow it.
 * Signed out, the choice stays in the browser only; a failure leaves the screen as it is (the next switch
 * tries again).
 */
export async function saveAccountLanguage(language: Locale): Promise<void> {
  if (!tokenStore.get()) return;
  await callEndpoint(endpoints, 'auth', 'updateMe', { variables: { language } }).catch(() => undefined);
}

/**
 * At login the browser's language and the account's meet. One chosen with the switcher in this browser wins
 * and becomes the account's (its e-mails follow); otherwise the screens take the account's language, chosen
 * on another device, before the signed-in layout is drawn.
 */
export async function settleLanguage(account: string | undefined): Promise<void> {
  const here = savedLocale();
  if (here) {
    if (here !== account) await saveAccountLanguage(here);
    return;
  }
  if (!isLocale(account) || account === i18nProvider.getLocale()) return;
  saveLocale(account);
  await i18nProvider.changeLocale(account);
}

/** A staff account runs the back-office as its business (the owner's id and role) with its own name and staff role. */
async function asBusiness(user: SessionUser): Promise<SessionUser> {
  if (user.role !== STAFF_ACCOUNT_ROLE) return user;
  return staffSession(user, await callEndpoint<StaffMembership>(endpoints, 'team', 'me'));
}

/** How long an answer about who is signed in serves the identity reads that follow it. */
export const IDENTITY_FRESH_MS = 10_000;

/** Reloads the app at the landing page, so nothing of the last session stays in memory. */
export const reloadHome = () => window.location.assign('/');

/**
 * Login stores the token cookie and fetches the current user; a session without a token, or whose
 * current-user fetch fails, is logged out.
 */
export function createAuthProvider(
  onLogout: () => void = reloadHome,
): AuthProvider & Required<Pick<AuthProvider, 'register' | 'forgotPassword' | 'updatePassword'>> & { identityChanged: () => void } {
  // The current user. Refine reads the identity again whenever one more component asks for it (a burst right
  // after login): reads within IDENTITY_FRESH_MS of the last answer (a login's counts) reuse it; later ones (a
  // partner back on the tab after being verified) and reads after a screen said it changed ask the server.
  // A failure is not kept.
  let session: Promise<SessionUser> | null = null;
  let answeredAt = 0;
  // Between a right password and the code of an account with a second factor.
  let challenge: string | null = null;
  let changed = false;
  const me = (fresh = false) => {
    if (fresh || !session) {
      const pending = (takeEarlyIdentity<SessionUser>() ?? callEndpoint<SessionUser>(endpoints, 'auth', 'me')).then(asBusiness);
      session = pending;
      pending.then(
        () => (answeredAt = Date.now()),
        () => undefined,
      );
      pending.catch(() => {
        if (session === pending) session = null;
      });
    }
    return session;
  };
  return {
    async login({ email, password, remember = true, code }: LoginValues) {
      try {
        const answer =
          code !== undefined && challenge
            ? await callEndpoint<PasswordStep>(endpoints, 'auth', 'loginSecondFactor', { variables: { challenge, code } })
            : await callEndpoint<PasswordStep>(endpoints, 'auth', 'login', { variables: { email, password } });
        if (answer.secondFactor && answer.challenge) {
          challenge = answer.challenge;
          return { success: false, error: { name: SECOND_FACTOR_NEEDED, message: '' } };
        }
        challenge = null;
        const { token, user } = answer;
        if (!token) return { success: false, error: { name: MSG.loginFailed, message: MSG.loginMissingToken } };
        tokenStore.set(token, remember);
        let identity = user;
        // A staff account's business, and whether an admin must turn two-factor sign-in on, are read from the server.
        if (identity?._id && identity.role && identity.role !== STAFF_ACCOUNT_ROLE && identity.role !== 'admin') {
          session = Promise.resolve(identity);
          answeredAt = Date.now();
        } else {
          identity = await me(true);
        }
        await settleLanguage(identity.language).catch(() => undefined); // a language that fails to load never blocks a login
        return { success: true, redirectTo: '/', successNotification: { message: MSG.loginSuccess } };
      } catch (error) {
        tokenStore.remove();
        const code = error instanceof HttpError ? error.code : undefined;
        if (code === 'signInChallengeExpired') {
          challenge = null;
          return { success: false, error: { name: SECOND_FACTOR_EXPIRED, message: i18nProvider.translate('auth.secondFactorExpired') } };
        }
        if (code === 'twoFactorCodeInvalid')
          return { success: false, error: { name: MSG.loginFailed, message: i18nProvider.translate('auth.secondFactorInvalid') } };
        return { success: false, error: { name: MSG.loginFailed, message: messageOf(error, MSG.loginFailed) } };
      }
    },
    async logout() {
      // The server revokes the token; leaving works even when it cannot be reached.
      tokenStore.markLeaving();
      if (tokenStore.get()) await callEndpoint(endpoints, 'auth', 'logout').catch(() => undefined);
      tokenStore.remove();
      session = null;
      onLogout();
      return { success: true };
    },
    async register(values: Record<string, unknown>) {
      try {
        await callEndpoint(endpoints, 'auth', 'register', { variables: values });
        return { success: true, successNotification: { message: MSG.registerSuccess } };
      } catch (error) {
        return { success: false, error: { name: MSG.registerFailed, message: messageOf(error, MSG.registerFailed) } };
      }
    },
    async forgotPassword({ email }: { email: string }) {
      try {
        const { message } = await callEndpoint<{ message: string }>(endpoints, 'auth', 'forget', { variables: { email } });
        return { success: true, successNotification: { message } };
      } catch (error) {
        return { success: false, error: { name: MSG.forgotFailed, message: messageOf(error, MSG.forgotFailed) } };
      }
    },
    async updatePassword({ token, password, confirmPassword }: { token: string; password: string; confirmPassword: string }) {
      try {
        const { message } = await callEndpoint<{ message: string }>(endpoints, 'auth', 'reset', {
          id: token,
          variables: { password, confirmPassword },
        });
        return { success: true, successNotification: { message } };
      } catch (error) {
        return { success: false, error: { name: MSG.resetFailed, message: messageOf(error, MSG.resetFailed) } };
      }
    },
    async check() {
      if (!tokenStore.get()) return { authenticated: false, redirectTo: '/login' };
      return { authenticated: true };
    },
    async getIdentity() {
      if (!tokenStore.get()) return null;
      try {
        const fresh = changed || Date.now() - answeredAt > IDENTITY_FRESH_MS;
        changed = false;
        return await me(fresh);
      } catch (error) {
        // A current-user fetch the server refused logs out (SPEC §4). A dropped connection or a request
        // cut short by leaving the page does not: it must not throw a shop owner out mid-service.
        if (error instanceof HttpError && error.statusCode >= 400) tokenStore.remove();
        throw error;
      }
    },
    /** Says the signed-in person changed on the server (an onboarding step): the next identity read asks again. */
    identityChanged() {
      changed = true;
    },
    async getPermissions() {
      if (!tokenStore.get()) return null;
      return (await me()).role;
    },
    async onError(error: unknown) {
      if (error instanceof HttpError && error.statusCode === 401) {
        tokenStore.remove();
        return { logout: true, redirectTo: '/login', error };
      }
      return {};
    },
  };
}

export const authProvider = createAuthProvider();
