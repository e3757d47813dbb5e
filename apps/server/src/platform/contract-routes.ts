import {
  ROUTE_SCHEMAS,
  ROUTES,
  ZErrorBody,
  type ErrorStatus,
  type RouteName,
  type RouteSchema,
} from '@portico/contracts';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

type Schemas = typeof ROUTE_SCHEMAS;
type Part<N extends RouteName, K extends string> = Schemas[N] extends Record<K, infer S> ? S : undefined;

/** Route N's schemas as Fastify takes them, typed so that its handler's request and reply are. */
type FastifySchemaOf<N extends RouteName> = {
  tags: string[];
  params: Part<N, 'params'>;
  querystring: Part<N, 'query'>;
  body: Part<N, 'body'>;
  // A route without a response schema answers a file: bytes or a stream of them, not JSON.
  response: {
    200: Part<N, 'response'> extends undefined ? z.ZodType<Uint8Array | Readable> : Part<N, 'response'>;
  } & {
    [S in Schemas[N]['errors'][number]]: typeof ZErrorBody;
  };
};

/**
 * Route N of the contract (packages/contracts, routes.ts) as Fastify's route options, for
 * `app.route({ ...contractRoute(app, N, tags), handler })`: its method, its path under the
 * plugin's prefix, and its schemas, so that the handler's request and answer are the contract's
 * types and validated by them.
 */
export function contractRoute<N extends RouteName>(app: FastifyInstance, name: N, tags: string[]) {
  const { method, path } = ROUTES[name];
  if (!path.startsWith(`${app.prefix}/`)) throw new Error(`${name}: ${path} is not under ${app.prefix}`);
  const schema: RouteSchema = ROUTE_SCHEMAS[name];
  const errors = Object.fromEntries(schema.errors.map((status: ErrorStatus) => [status, ZErrorBody]));
  return {
    method,
    url: path.slice(app.prefix.length),
    schema: {
      tags,
      ...(schema.params && { params: schema.params }),
      ...(schema.query && { querystring: schema.query }),
      ...(schema.body && { body: schema.body }),
      response: schema.response ? { 200: schema.response, ...errors } : errors,
    } as unknown as FastifySchemaOf<N>,
  };
}
