import type { BaseRecord, DataProvider } from '@refinedev/core';
import { callEndpoint, MissingEndpointError, resolveEndpoint } from './callEndpoint';
import { sendTakingEarly } from './earlyAnswers';
import { endpoints as defaultTable } from './endpoints';
import type { CrudAction, EndpointParams, EndpointTable } from './endpoints/types';
import { download } from './http';
import { listQueryString, toListQuery } from './listParams';
import { cursorFor, keepCursor, listKeyOf } from './pageCursors';

export { callEndpoint, MissingEndpointError, resolveEndpoint } from './callEndpoint';

/** Downloads a file endpoint of the table (an export) with its filters, telling progress as it streams. */
export async function downloadEndpoint(
  resource: string,
  action: string,
  p: EndpointParams,
  onProgress?: (lines: number, total: number | null) => void,
  table: EndpointTable = defaultTable,
) {
  const path = resolveEndpoint(table, resource, action).path(p);
  const query = listQueryString(p.query);
  return download(query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path, onProgress);
}

const withId = <T>(record: T): T => {
  if (record && typeof record === 'object' && !('id' in record) && '_id' in record) {
    return { ...record, id: (record as { _id: unknown })._id };
  }
  return record;
};

/** A server-mode list's answer: one page and how many rows match in all. */
const isPage = (value: unknown): value is { data: BaseRecord[]; total: number; totalCapped?: boolean } =>
  !!value &&
  typeof value === 'object' &&
  Array.isArray((value as { data?: unknown }).data) &&
  typeof (value as { total?: unknown }).total === 'number';

/**
 * Refine's data provider over the endpoint table. The spec's lists are returned whole, so most tables
 * page, sort and filter on the client (`pagination: { mode: 'client' }`); the lists that grow page on the
 * server (`mode: 'server'`): their page, sorters and filters go in the query and the answer says the total.
 * `useCustom` and `useCustomMutation` name an endpoint as `url: 'resource.action'`.
 */
export function createDataProvider(table: EndpointTable = defaultTable): DataProvider {
  // A read the page's first screen asked early (firstRequests) is taken once, by the call that would have asked it.
  const crud = async (resource: string, action: CrudAction, p: EndpointParams) =>
    callEndpoint<unknown>(table, resource, action, p, sendTakingEarly);
  return {
    getApiUrl: () => '',
    async getList({ resource, meta, pagination, sorters, filters }) {
      const query = toListQuery(pagination, sorters, filters);
      const page = Number(query.page);
      const list = page ? listKeyOf(resource, meta, query) : undefined;
      const cursor = list && cursorFor(list, page);
      if (cursor) query.cursor = cursor;
      if (meta?.exactTotal) query.exactTotal = 'true';
      const answer = await crud(resource, 'getList', { meta, query });
      if (isPage(answer)) {
        if (list) keepCursor(list, page, (answer as { next?: unknown }).next);
        // `totalCapped`: the server stopped counting at `total` ("10,000+"); meta.exactTotal asks for every one.
        return { data: answer.data.map(withId) as never[], total: answer.total, totalCapped: answer.totalCapped === true };
      }
      const rows = (Array.isArray(answer) ? answer : []).map(withId);
      return { data: rows as never[], total: rows.length };
    },
    async getOne({ resource, id, meta }) {
      return { data: withId(await crud(resource, 'getOne', { id, meta })) as never };
    },
    async getMany({ resource, ids, meta }) {
      if (table[resource]?.getMany)
        return { data: ((await crud(resource, 'getMany', { meta: { ...meta, ids } })) as BaseRecord[]).map(withId) as never[] };
      const data = await Promise.all(ids.map((id) => crud(resource, 'getOne', { id, meta })));
      return { data: data.map(withId) as never[] };
    },
    async create({ resource, variables, meta }) {
      return { data: withId(await crud(resource, 'create', { variables: variables as Record<string, unknown>, meta })) as never };
    },
    async update({ resource, id, variables, meta }) {
      return { data: withId(await crud(resource, 'update', { id, variables: variables as Record<string, unknown>, meta })) as never };
    },
    async deleteOne({ resource, id, meta }) {
      return { data: withId(await crud(resource, 'deleteOne', { id, meta })) as never };
    },
    async custom({ url, payload, meta }) {
      const [resource, action] = url.split('.');
      if (!resource || !action) throw new MissingEndpointError(`"${url}" is not an endpoint name (resource.action)`);
      const data = await callEndpoint(
        table,
        resource,
        action,
        { id: meta?.id as string | undefined, variables: payload as Record<string, unknown> | undefined, meta },
        sendTakingEarly,
      );
      return { data: data as never };
    },
  };
}

export const dataProvider = createDataProvider();
