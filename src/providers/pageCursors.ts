import type { ListQuery } from './listParams';

/**
 * Keyset paging on the client. A server page may answer with `next`, the cursor after its last row; it is
 * kept here per list (resource, meta, filters, sort, page size) and page, so that asking for the following
 * page sends it and the server starts right there instead of skipping every row before it. A jump (page
 * 40 from page 1) has no cursor and goes by number, as before.
 */
const MAX_KEPT = 200;
const cursors = new Map<string, string>();

/**
 * A list's identity without its page: two queries of the same list differ only by `page` (and `cursor`).
 * Refine adds its query context to meta (`queryKey`, holding the page, and `signal`): not part of the list.
 */
export function listKeyOf(resource: string, meta: Record<string, unknown> | undefined, query: ListQuery): string {
  const { page: _page, cursor: _cursor, ...rest } = query;
  const { queryKey: _queryKey, signal: _signal, ...own } = meta ?? {};
  const sorted = (entries: [string, unknown][]) => entries.sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([resource, sorted(Object.entries(own)), sorted(Object.entries(rest))]);
}

/** The cursor that starts `page`: the `next` of the page before it, when that page was read. */
export const cursorFor = (list: string, page: number): string | undefined => cursors.get(`${page - 1} ${list}`);

export function keepCursor(list: string, page: number, next: unknown) {
  const key = `${page} ${list}`;
  cursors.delete(key);
  if (typeof next !== 'string' || !next) return;
  cursors.set(key, next);
  // The oldest go first (a Map keeps insertion order): a long session reading many lists stays small.
  if (cursors.size > MAX_KEPT) cursors.delete(cursors.keys().next().value!);
}
