import AjvCompiler from '@fastify/ajv-compiler';
import { MULTIPART } from './schemas';

type Factory = ReturnType<typeof AjvCompiler>;
type FactoryOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
type RouteSchema = { schema: unknown; httpPart?: string; contentType?: string };

const pool = AjvCompiler();

/**
 * Fastify's request validators. A body is checked as sent: "true" is not a boolean, nor "5" a number, and
 * unknown fields are not dropped in silence (a schema that forbids them refuses the request). A query
 * string is text by nature, so its typed parameters (`?page=2`: an integer from 1) are read as their schema
 * says before they are checked; a value that is not one (`?page=x`) is refused all the same. A multipart form
 * is not parsed before the handler, which reads its parts as a stream and refuses what is wrong with them:
 * its schema (`multipartForm`) is the contract's, not checked here.
 */
export function buildValidator(externalSchemas: unknown, options?: FactoryOptions) {
  const compiler = (coerceTypes: boolean) =>
    pool(
      externalSchemas as Parameters<Factory>[0],
      {
        ...options,
        customOptions: { ...options?.customOptions, coerceTypes, removeAdditional: false },
      } as Parameters<Factory>[1],
    ) as (route: RouteSchema) => unknown;
  const asSent = compiler(false);
  const queryText = compiler(true);
  const readByHandler = () => true;
  return (route: RouteSchema) =>
    route.contentType === MULTIPART ? readByHandler : route.httpPart === 'querystring' ? queryText(route) : asSent(route);
}
