import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_PREFIX, type Access } from './access';
import { ErrorAnswer, FILE_MEDIA_TYPES, MULTIPART } from './schemas';

/** Who may call a route, in words, from its `config.access` (the rule the server enforces). */
export function accessDescription(access: Access | undefined): string {
  if (access === undefined) return 'Who may call it: nobody (no access rule).';
  if (access === 'public') return 'Who may call it: anyone (public).';
  const who = access.roles === 'any' ? 'any signed-in user' : `signed-in ${access.roles.join(', ')}`;
  const verified = access.allowUnverified ? ', verified or not' : ', verified by an admin (admins always)';
  return `Who may call it: ${who}${verified}.`;
}

/** Routes the SPA never calls: the customers' and riders' apps, health checks, these docs. */
export const SERVER_ONLY_PREFIXES = ['/api/client/', '/api/rider/orders', '/api/health', DOCS_PREFIX] as const;
export const isServerOnly = (url: string) => SERVER_ONLY_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));

const error = (description: string) => ({ description, $ref: 'ErrorAnswer#' });

/**
 * The refusals an operation may answer, each with its status: 400 when it reads any input, 401 and 403 when
 * it needs a token, 404 when its path names something; any other refusal (409, 413, 415, 429) falls under 4xx.
 */
function errorAnswers(schema: Record<string, unknown>, access: Access | undefined) {
  const readsInput = ['body', 'querystring', 'params'].some((part) => schema[part] !== undefined);
  const signedIn = access !== undefined && access !== 'public';
  return {
    ...(readsInput ? { 400: error('The request is not valid: `message` says which field and why') } : {}),
    ...(signedIn ? { 401: error('No valid token: sign in again'), 403: error('The account may not do this') } : {}),
    ...(schema.params !== undefined ? { 404: error('What the path names does not exist, or is not yours') } : {}),
    '4xx': error('Any other refusal: a conflict, a body too large or of an unknown type, too many requests'),
  };
}

type JsonSchema = Record<string, unknown>;
type MediaType = { schema?: JsonSchema; encoding?: Record<string, { contentType: string }> };
type OpenApiObject = {
  paths?: Record<string, Record<string, { requestBody?: { required?: boolean; content?: Record<string, MediaType> } }>>;
};

/**
 * A body the server takes or not (`optionalBody` in server/schemas.ts validates as `if object then …`, since
 * Fastify checks a declared body even when none came) is documented as what it is: an optional request body
 * with its typed object.
 */
function withOptionalBodies(doc: OpenApiObject): OpenApiObject {
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations)) {
      const json = operation.requestBody?.content?.['application/json'];
      const schema = json?.schema;
      if (!json || !schema?.if || !schema.then) continue;
      const { if: _if, then, ...rest } = schema;
      json.schema = { ...(then as object), ...rest };
      operation.requestBody!.required = false;
    }
  return doc;
}

/**
 * The media types a multipart form's file parts take (`FilePart` in server/schemas.ts), written where OpenAPI
 * reads them: the form's `encoding`, which @fastify/swagger does not write.
 */
function withFileEncodings(doc: OpenApiObject): OpenApiObject {
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations)) {
      const form = operation.requestBody?.content?.[MULTIPART];
      for (const [name, part] of Object.entries((form?.schema?.properties ?? {}) as Record<string, JsonSchema>)) {
        const { [FILE_MEDIA_TYPES]: contentType, ...schema } = part;
        if (typeof contentType !== 'string') continue;
        (form!.schema!.properties as Record<string, JsonSchema>)[name] = schema;
        form!.encoding = { ...form!.encoding, [name]: { contentType } };
      }
    }
  return doc;
}

/** `server/orders/customerRoutes.ts` → `orders`: operations are tagged by the area that handles them. */
const areaOf = (source: string | undefined) => source?.split('/')[1] ?? 'api';

/**
 * The OpenAPI 3.1 document of the API, built from the routes' TypeBox schemas (GET /api/docs/json), and a
 * browsable UI at /api/docs. Each operation says who may call it (from `config.access`) and answers
 * `ErrorAnswer` for every refusal.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  app.addSchema(ErrorAnswer);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Oujda delivery marketplace: back-office API',
        version: '1.0.0',
        description:
          'The reference API the back-office SPA and the customer and rider apps talk to. Every error answers ' +
          "`{ statusCode, message, code }`: `message` in the specification's English words, `code` its stable key " +
          '(src/domain/messages.ts MSG, src/domain/serverMessages.ts SERVER_MSG) for translations.',
      },
      servers: [{ url: '/', description: 'The node that serves this document (the SPA, the API and the images share one origin)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transformObject: (document) =>
      withFileEncodings(withOptionalBodies(('openapiObject' in document ? document.openapiObject : {}) as OpenApiObject)) as never,
    // Shared schemas keep their own name in components.schemas (ErrorAnswer), not def-0.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url, route }) => {
      const { access, source } = (route.config ?? {}) as { access?: Access; source?: string };
      const hide = !url.startsWith('/api') || url.startsWith(DOCS_PREFIX);
      const base = (schema ?? {}) as Record<string, unknown>;
      const roles = accessDescription(access);
      const serverOnly = isServerOnly(url)
        ? " Server-only: the customers' or riders' apps, or operations; the back-office SPA does not call it."
        : '';
      return {
        url,
        schema: {
          ...base,
          hide,
          tags: (base.tags as string[] | undefined) ?? [areaOf(source)],
          description: [base.description, `${roles}${serverOnly}`, source && `Handler: \`${source}\`.`].filter(Boolean).join('\n\n'),
          // A public operation says so (`security: []`), so that no client sends it a token it does not need.
          security: access && access !== 'public' ? [{ bearer: [] }] : [],
          response: { ...errorAnswers(base, access), ...((base.response as object | undefined) ?? {}) },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', validatorUrl: null } as never });
}

/** The OpenAPI document as committed in openapi.json (`npm run openapi`). */
export const openApiText = (app: FastifyInstance) => `${JSON.stringify(app.swagger(), null, 2)}\n`;

/**
 * The SPA's types of the contract, as committed in src/api/openapi.d.ts: openapi-typescript's output for the
 * document, laid out by Prettier like every file of the project.
 */
export async function openApiTypesText(documentText: string): Promise<string> {
  const [{ default: openapiTS, astToString }, prettier] = await Promise.all([import('openapi-typescript'), import('prettier')]);
  const header = '// Generated by `npm run openapi` from openapi.json (openapi-typescript): do not edit.\n';
  const source = header + astToString(await openapiTS(JSON.parse(documentText) as Parameters<typeof openapiTS>[0]));
  const file = 'src/api/openapi.d.ts';
  return prettier.format(source, { ...(await prettier.resolveConfig(file)), filepath: file });
}
