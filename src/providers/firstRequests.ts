import { businessTypeOf, destinationOf, type SessionUser } from '../domain/roles';
import { DEFAULT_PAGE_SIZE, ORDER_HISTORY_SORT } from '../domain/listQuery';
import { DONE_STATUSES } from '../domain/orders';
import { endpoints as defaultTable } from './endpoints';
import type { EndpointParams, EndpointTable } from './endpoints/types';
import { toListQuery } from './listParams';
import { askEarly } from './earlyAnswers';

type Ask = <T>(resource: string, action: string, p: EndpointParams) => Promise<T> | null;

/**
 * The first reads of a screen, by its path: each the very call (endpoint, meta, query) its page makes when it
 * opens without anything in its address's query, so that the page finds it answered (earlyAnswers). Only the
 * screens a person opens afresh and waits for are here.
 */
const FIRST_REQUESTS: Record<string, (user: SessionUser, ask: Ask) => Promise<unknown>> = {
  // DoneOrdersPage: the owner's business (useCurrentBusiness), then its finished orders' first page (OrderHistory).
  '/orders/done': async (user, ask) => {
    const type = businessTypeOf(user.role);
    if (!type) return;
    const business = await ask<{ _id?: string }>('businesses', 'byOwner', { meta: { type, ownerId: user._id } });
    if (!business?._id) return;
    return ask('orders', 'getList', {
      meta: { source: 'owner', type, businessId: business._id, statuses: DONE_STATUSES },
      query: toListQuery({ mode: 'server', currentPage: 1, pageSize: DEFAULT_PAGE_SIZE }, [{ ...ORDER_HISTORY_SORT }], []),
    });
  },
};

/**
 * Asks, for a signed-in person who just opened `pathname` (with `search` as its query), the reads its screen will
 * make first. A screen with state in its address (a page, a filter) asks its own.
 */
export async function askFirstRequests(
  user: SessionUser,
  pathname: string,
  search = '',
  table: EndpointTable = defaultTable,
): Promise<void> {
  const plan = FIRST_REQUESTS[pathname];
  if (!plan || search.replace(/^\?/, '') !== '' || destinationOf(user) !== 'back-office') return;
  const ask: Ask = (resource, action, p) => askEarly(table, resource, action, p);
  // A refusal here is the screen's to meet when it asks: it asks again (earlyAnswers).
  await plan(user, ask).catch(() => undefined);
}
