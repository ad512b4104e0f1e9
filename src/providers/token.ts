import Cookies from 'js-cookie';
import { LOGIN_COOKIE_DAYS } from '../domain/auth';

const COOKIE = 'token';

/** Over HTTPS the cookie never travels in clear text. */
const secure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

let leaving = false;

/** The login token lives in the `token` cookie: 7 days when remembered, the browser session otherwise. */
export const tokenStore = {
  /** This tab is logging out: the "session ended" the server then sends its sockets is its own doing. */
  markLeaving: () => void (leaving = true),
  isLeaving: () => leaving,
  get: (): string | undefined => Cookies.get(COOKIE),
  set(token: string, remember = true) {
    Cookies.set(COOKIE, token, { sameSite: 'Lax', secure: secure(), ...(remember ? { expires: LOGIN_COOKIE_DAYS } : {}) });
  },
  remove: () => Cookies.remove(COOKIE),
};
