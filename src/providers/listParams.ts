import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';

export type ListQuery = Record<string, string | string[]>;

/**
 * Refine's server-mode paging, sorters and filters → the list query the API reads
 * (`page, pageSize, sort, order`, a filter's field as its name, a date field's gte/lte as `from`/`to`).
 * Nothing when the table pages on the client: those lists are fetched whole.
 */
export function toListQuery(
  pagination: Pagination | undefined,
  sorters: CrudSort[] | undefined,
  filters: CrudFilter[] | undefined,
): ListQuery {
  if (pagination?.mode !== 'server') return {};
  const query: ListQuery = { page: String(pagination.currentPage ?? 1), pageSize: String(pagination.pageSize ?? 20) };
  const sorter = sorters?.[0];
  if (sorter) {
    query.sort = sorter.field;
    query.order = sorter.order;
  }
  return { ...query, ...toFilterQuery(filters) };
}

/** Only the filters (an export takes the whole filtered set, not a page). */
export function toFilterQuery(filters: CrudFilter[] | undefined): ListQuery {
  const query: ListQuery = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const { field, operator, value } = filter;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (operator === 'gte') query.from = String(value);
    else if (operator === 'lte') query.to = String(value);
    else query[field] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/** The list query as a query string (repeated names for lists), '' when empty. */
export function listQueryString(query: ListQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  return params.toString();
}
