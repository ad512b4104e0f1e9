import { computeSignedInStyles } from './components/SignedInStyles';
import { destinationOf, type SessionUser } from './domain/roles';
import { identityAskedEarly } from './providers/earlyIdentity';
import { askFirstRequests } from './providers/firstRequests';
import { preloadBackOffice } from './routes';

/**
 * A signed-in page loaded afresh: as soon as the identity asked at the entry answers, the code of the shell and of
 * the page at this address and the page's first reads are fetched, and the shell's styles computed, while React
 * shows the app's loading state. Each of them waited for the screen before it to be drawn: the code for the
 * routes, the business for the shell, the list for the page.
 */
export async function prepareFirstScreen(): Promise<void> {
  const identity = identityAskedEarly<SessionUser>();
  if (!identity) return;
  const { pathname, search } = window.location;
  const user = await identity.catch(() => null);
  if (!user?.role) return;
  const reads = askFirstRequests(user, pathname, search);
  preloadBackOffice(user, pathname);
  if (destinationOf(user) === 'back-office') {
    computeSignedInStyles();
    void import('./components/ListScreenStyles').then((m) => m.computeListScreenStyles()).catch(() => undefined);
  }
  await reads;
}
