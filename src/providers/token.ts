import Cookies from 'js-cookie';
import { LOGIN_COOKIE_DAYS } from '../domain/auth';

const COOKIE = 'token';

/** Over HTTPS the cookie never travels in clear text. */
const secure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

/** The login token lives in the `token` cookie: 7 days when remembered, the browser session otherwise. */
export const tokenStore = {
  get: (): string | undefined => Cookies.get(COOKIE),
  set(token: string, remember = true) {
    Cookies.set(COOKIE, token, { sameSite: 'Lax', secure: secure(), ...(remember ? { expires: LOGIN_COOKIE_DAYS } : {}) });
  },
  remove: () => Cookies.remove(COOKIE),
};
