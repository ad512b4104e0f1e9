import Cookies from 'js-cookie';
import { LOGIN_COOKIE_DAYS } from '../domain/auth';

const COOKIE = 'token';

/** Over HTTPS the cookie never travels in clear text. */
const secure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

/**
 * Reading `document.cookie` is a synchronous trip to the browser's cookie store, and the signed-in app asks for
 * the token hundreds of times while it draws its first screen (every access check, every request): a read is
 * kept this long. This tab's own changes are seen at once; another tab's (a logout there) within this time.
 */
const READ_FRESH_MS = 1000;
let lastRead: { token: string | undefined; at: number } | undefined;

let leaving = false;

/** The login token lives in the `token` cookie: 7 days when remembered, the browser session otherwise. */
export const tokenStore = {
  /** This tab is logging out: the "session ended" the server then sends its sockets is its own doing. */
  markLeaving: () => void (leaving = true),
  isLeaving: () => leaving,
  get(): string | undefined {
    const now = Date.now();
    if (!lastRead || now - lastRead.at > READ_FRESH_MS || now < lastRead.at) lastRead = { token: Cookies.get(COOKIE), at: now };
    return lastRead.token;
  },
  set(token: string, remember = true) {
    lastRead = undefined;
    Cookies.set(COOKIE, token, { sameSite: 'Lax', secure: secure(), ...(remember ? { expires: LOGIN_COOKIE_DAYS } : {}) });
  },
  remove() {
    lastRead = undefined;
    Cookies.remove(COOKIE);
  },
};
