import { computeSignedInStyles } from './components/SignedInStyles';
import type { SessionUser } from './domain/roles';
import { askFirstRequests } from './providers/firstRequests';
import { preloadBackOffice } from './routes';

/**
 * A signed-in page loaded afresh: as soon as the identity asked early answers, the code of the shell and of the
 * page at this address, and the page's first reads, are fetched, while the app draws its providers. Each of them
 * was fetched only once the screen before it was drawn: the code when the routes drew, the business when the
 * shell had, the list when the page had.
 */
export async function prepareFirstScreen(identity: Promise<unknown>, pathname: string, search: string): Promise<void> {
  const user = (await identity.catch(() => null)) as SessionUser | null;
  if (!user?.role) return;
  preloadBackOffice(user, pathname);
  computeSignedInStyles();
  await askFirstRequests(user, pathname, search);
}
