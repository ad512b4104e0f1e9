/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isServerOnly } from '../../server/docs';
import { endpoints } from '../../src/providers/endpoints';
import type { EndpointParams } from '../../src/providers/endpoints/types';

/**
 * The SPA's endpoint table against the server's routes (openapi.json, kept fresh by openapi.test.ts): every
 * entry reaches a route (method and path), and every route is reached by an entry or is server-only.
 */
const spec = JSON.parse(readFileSync('openapi.json', 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
const routes = Object.entries(spec.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    operationId: operation.operationId,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  })),
);

/** The paths an entry builds for the ways pages call it (list sources, catalogue prefixes, business types). */
function pathsOf(build: (p: EndpointParams) => string): string[] {
  const paths = new Set<string>();
  for (const source of [undefined, 'owner', 'admin', 'groceryNew'])
    for (const prefix of ['menu', 'products'])
      for (const type of ['restaurant', 'store', 'services']) {
        const meta = new Proxy({ source, prefix, type, statuses: ['new'] } as Record<string, unknown>, {
          get: (target, key: string) => (key in target ? target[key] : 'x'),
        });
        try {
          paths.add(`/api${build({ id: 'x', meta, variables: {} }).split('?')[0]}`);
        } catch {
          // This variant lacks what the entry needs; another one builds its path.
        }
      }
  return [...paths];
}

/** Routes the SPA calls outside the table, with where it does. */
const OUTSIDE_THE_TABLE: Record<string, string> = {
  'POST /api/images/upload': 'src/config.ts imageUploadUrl: the image host may live elsewhere',
  // Issue 42 part 2 (server and domain): the Payments screen that calls it comes later.
  'GET /api/ledger/{businessId}/balance': 'no screen yet: the Payments screen will show it',
};

const entries = Object.entries(endpoints).flatMap(([resource, actions]) =>
  Object.entries(actions).flatMap(([action, endpoint]) =>
    endpoint ? [{ name: `${resource}.${action}`, endpoint, paths: pathsOf(endpoint.path) }] : [],
  ),
);

describe('the SPA endpoint table and the server routes agree', () => {
  it('reads both sides', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(entries.length).toBeGreaterThan(40);
  });

  it('every entry of the table reaches a server route with its method', () => {
    const unmatched = entries
      .filter(({ endpoint, paths }) => !paths.some((path) => routes.some((r) => r.method === endpoint.method && r.pattern.test(path))))
      .map(({ name, endpoint, paths }) => `${name}: ${endpoint.method} ${paths.join(' | ')}`);
    expect(unmatched).toEqual([]);
  });

  it('an entry bound to an operation of the contract (typed by it) reaches that very operation', () => {
    const bound = entries.filter(({ endpoint }) => endpoint.operationId);
    expect(bound.length).toBeGreaterThan(5);
    // An entry bound to several operations (one per type or list source) reaches each of them.
    const wrong = bound.flatMap(({ name, endpoint, paths }) => {
      const reached = routes.filter((r) => r.method === endpoint.method && paths.some((path) => r.pattern.test(path)));
      return ([] as string[])
        .concat(endpoint.operationId!)
        .filter((id) => !reached.some((r) => r.operationId === id))
        .map((id) => `${name}: ${id}`);
    });
    expect(wrong).toEqual([]);
  });

  it('every entry is bound to the operations it calls (typed by the contract), save those named here with why', () => {
    const UNBOUND: Record<string, string> = {
      'orders.groceryUpdate': "the spec's body repeats the status the path carries, a body the operation does not declare",
    };
    const unbound = entries.filter(({ endpoint }) => !endpoint.operationId).map(({ name }) => name);
    expect(unbound).toEqual(Object.keys(UNBOUND));
  });

  it('every server route is reached by an entry, or is server-only (customers, riders, health, docs)', () => {
    const reached = (route: (typeof routes)[number]) =>
      entries.some(({ endpoint, paths }) => endpoint.method === route.method && paths.some((path) => route.pattern.test(path)));
    const orphans = routes
      .filter((route) => !isServerOnly(route.path) && !OUTSIDE_THE_TABLE[`${route.method} ${route.path}`] && !reached(route))
      .map((r) => `${r.method} ${r.path}`);
    expect(orphans).toEqual([]);
  });
});
