import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { openApiText } from '../../server/docs';
import { createTestApp } from './helpers';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
}
interface OpenApiDoc {
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}
const operationsOf = (doc: OpenApiDoc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })));

let built: BuiltApp;
beforeAll(async () => {
  built = await createTestApp({ seed: false });
  await built.app.ready();
});
afterAll(async () => built?.app.close());

describe('the OpenAPI document', () => {
  it('is what the routes declare: the committed openapi.json is fresh (npm run openapi writes it)', () => {
    expect(readFileSync('openapi.json', 'utf8')).toBe(openApiText(built.app));
  });

  it('is OpenAPI 3.1 at /api/docs/json, and every operation says who may call it', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter(({ op }) => !/Who may call it: /.test(op.description ?? '')).map((o) => o.at)).toEqual([]);
    expect(doc.paths['/api/admin/getAll/{role}']!.get!.description).toContain('signed-in admin');
    expect(doc.paths['/api/auth/login']!.post!.description).toContain('anyone (public)');
  });

  it('names every operation: a unique camelCase operationId, a summary, its area as tag, `security: []` when public', () => {
    const doc = JSON.parse(openApiText(built.app)) as OpenApiDoc;
    const ops = operationsOf(doc);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ops.filter(({ op }) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId ?? '')).map((o) => o.at)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ops.filter(({ op }) => !op.summary?.trim()).map((o) => o.at)).toEqual([]);
    expect(ops.filter(({ op }) => op.tags?.length !== 1 || op.tags[0]!.includes(':')).map((o) => o.at)).toEqual([]);
    const publicOps = ops.filter(({ op }) => op.description?.includes('anyone (public)'));
    expect(publicOps.length).toBeGreaterThan(5);
    expect(publicOps.filter(({ op }) => JSON.stringify(op.security) !== '[]').map((o) => o.at)).toEqual([]);
    expect(ops.filter(({ op }) => !op.description?.includes('anyone (public)') && !op.security?.length).map((o) => o.at)).toEqual([]);
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('is browsable at /api/docs, with a CSP that lets its own scripts run there and only there', async () => {
    const page = await built.app.inject({ method: 'GET', url: '/api/docs/' });
    const html = page.statusCode === 302 ? await built.app.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger-ui');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('sandbox');
    const api = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toContain('sandbox');
  });
});
