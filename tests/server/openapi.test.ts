import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { openApiText, openApiTypesText } from '../../server/docs';
import { createTestApp } from './helpers';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema?: Record<string, unknown>; encoding?: Record<string, { contentType?: string }> }>;
  };
}
interface OpenApiDoc {
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}
const operationsOf = (doc: OpenApiDoc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })));

type JsonSchema = Record<string, unknown>;
/** A schema says what it takes: a type, an enum or const, a reference, or a union of typed schemas. */
const isTyped = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  (schema.type !== undefined ||
    schema.enum !== undefined ||
    schema.const !== undefined ||
    schema.$ref !== undefined ||
    (['anyOf', 'oneOf', 'allOf'] as const).some((k) => Array.isArray(schema[k]) && (schema[k] as JsonSchema[]).every(isTyped)));

/**
 * A query parameter also says which values it takes, as the server enforces them: a choice (enum, const), a
 * number with its range, a boolean, a text with its length or pattern, a list of such, or a union of them.
 */
const isBounded = (schema: JsonSchema | undefined): boolean => {
  if (!schema) return false;
  if (schema.enum !== undefined || schema.const !== undefined || schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum !== undefined && schema.maximum !== undefined;
  if (schema.type === 'string') return schema.maxLength !== undefined || schema.pattern !== undefined || schema.format !== undefined;
  if (schema.type === 'array') return isBounded(schema.items as JsonSchema | undefined);
  return (['anyOf', 'oneOf'] as const).some((k) => Array.isArray(schema[k]) && (schema[k] as JsonSchema[]).every(isBounded));
};

/** Every request field (body properties, nested ones too) and parameter of the document, and those without a type. */
function requestFields(doc: OpenApiDoc): { fields: number; untyped: string[] } {
  let fields = 0;
  const untyped: string[] = [];
  const walk = (schema: JsonSchema | undefined, at: string) => {
    if (!schema) return;
    if (schema.if || schema.then) untyped.push(`${at} (if/then)`);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      fields++;
      if (!isTyped(property)) untyped.push(`${at}.${name}`);
      walk(property, `${at}.${name}`);
    }
    if (schema.items && typeof schema.items === 'object') walk(schema.items as JsonSchema, `${at}[]`);
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const branch of (schema[k] ?? []) as JsonSchema[]) walk(branch, at);
  };
  for (const { at, op } of operationsOf(doc)) {
    for (const parameter of op.parameters ?? []) {
      fields++;
      if (!isTyped(parameter.schema) || (parameter.in === 'query' && !isBounded(parameter.schema)))
        untyped.push(`${at} ${parameter.in}:${parameter.name}`);
    }
    for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
      if (!isTyped(content.schema)) untyped.push(`${at} body (${type})`);
      walk(content.schema, `${at} body`);
    }
  }
  return { fields, untyped };
}

/** The writes whose path and token say it all: they read no body, so they document none. */
const WRITES_WITHOUT_BODY = [
  'post /api/admin/resetPassword/{id}',
  'post /api/auth/logout',
  'post /api/auth/sessions/endOthers',
  'post /api/auth/twoFactor/setup',
  'post /api/team/invitations/{id}/resend',
  'put /api/easyMarket/orders/edit/{id}/{status}',
  'put /api/rider/orders/{id}/{status}',
];

const SPREADSHEET_TYPES = 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Every upload: its operation, what its file may be, its size limit in words, the fields it requires. */
const UPLOADS: [operationId: string, fileTypes: string, limit: string, required: string[]][] = [
  ['productsPreviewImport', SPREADSHEET_TYPES, 'at most 10 MB', ['file']],
  ['productsImportCatalogue', SPREADSHEET_TYPES, 'at most 10 MB', ['file']],
  ['menuPreviewImport', SPREADSHEET_TYPES, 'at most 10 MB', ['file']],
  ['menuImportCatalogue', SPREADSHEET_TYPES, 'at most 10 MB', ['file']],
  ['previewGroceryImport', SPREADSHEET_TYPES, 'at most 10 MB', ['file']],
  ['importGroceryCatalogue', SPREADSHEET_TYPES, 'at most 10 MB', ['file']],
  ['uploadImage', 'image/jpeg, image/png, image/gif, image/webp', 'under 5 MB', ['file', 'upload_preset']],
];

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

  it("the SPA's generated types (src/api/openapi.d.ts) are fresh too", async () => {
    expect(readFileSync('src/api/openapi.d.ts', 'utf8')).toBe(await openApiTypesText(openApiText(built.app)));
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

  it('types every request field and parameter (query parameters with their choices or ranges): 0 untyped, bodies list what they require, the upload its multipart form', () => {
    const doc = JSON.parse(openApiText(built.app)) as OpenApiDoc;
    const { fields, untyped } = requestFields(doc);
    console.info(`openapi: ${fields} request fields and parameters, ${untyped.length} untyped`);
    expect(fields).toBeGreaterThan(300);
    expect(untyped).toEqual([]);
    const login = doc.paths['/api/auth/login']!.post!.requestBody!.content['application/json']!.schema!;
    expect(login.required).toEqual(['email', 'password']);
    const upload = doc.paths['/api/images/upload']!.post!.requestBody!.content['multipart/form-data']!.schema!;
    expect(upload.required).toEqual(['file', 'upload_preset']);
    // A body that may be left out is an optional request body with its object, not an if/then shape.
    const decision = doc.paths['/api/orders/admin/{type}/{id}/{status}']!.put!.requestBody!;
    expect(decision.required).toBe(false);
    // One whose path does not name the status requires the body that does.
    const owners = doc.paths['/api/orders/{type}/updatestatue/{id}']!.put!.requestBody!;
    expect(owners.required).toBe(true);
    expect(owners.content['application/json']!.schema!.required).toContain('status');
    expect(Object.keys(decision.content['application/json']!.schema!.properties as object)).toContain('refusalReason');
  });

  it('documents the body of every write that reads one: only the writes whose path says it all have none', () => {
    const doc = JSON.parse(openApiText(built.app)) as OpenApiDoc;
    const undocumented = operationsOf(doc)
      .filter(({ at, op }) => /^(post|put|patch) /.test(at) && !op.requestBody)
      .map((o) => o.at)
      .sort();
    expect(undocumented).toEqual(WRITES_WITHOUT_BODY);
  });

  it.each(UPLOADS)(
    'documents %s as a multipart form: its file binary, of %s, %s; its fields required',
    (id, fileTypes, limit, required) => {
      const doc = JSON.parse(openApiText(built.app)) as OpenApiDoc;
      const body = operationsOf(doc).find(({ op }) => op.operationId === id)?.op.requestBody;
      expect(body?.required).toBe(true);
      expect(Object.keys(body!.content)).toEqual(['multipart/form-data']);
      const form = body!.content['multipart/form-data']!;
      expect(form.schema!.required).toEqual(required);
      expect((form.schema!.properties as Record<string, unknown>).file).toEqual({
        type: 'string',
        format: 'binary',
        description: expect.stringContaining(limit),
      });
      expect(form.encoding).toEqual({ file: { contentType: fileTypes } });
    },
  );

  it('counts an untyped field, and a query parameter without its choices or range, as untyped (the counter can fail)', () => {
    const doc: OpenApiDoc = {
      paths: {
        '/x': {
          post: {
            parameters: [
              { name: 'page', in: 'query', schema: { description: 'no type' } },
              { name: 'pageSize', in: 'query', schema: { type: 'string' } },
              { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1 } },
              { name: 'order', in: 'query', schema: { enum: ['asc', 'desc'] } },
              { name: 'n', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
              { name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } },
            ],
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { a: {}, b: { type: 'string' } } } } } },
          },
        },
      },
    };
    expect(requestFields(doc)).toEqual({
      fields: 8,
      untyped: ['post /x query:page', 'post /x query:pageSize', 'post /x query:size', 'post /x body.a'],
    });
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
