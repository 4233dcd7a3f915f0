import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  apiErrorSchema,
  noQuerySchema,
  type Endpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointResponse,
} from 'shared-contracts/api';
import type { AdminEndpoint } from 'shared-contracts/api/admin';
import { fieldsOf, HttpError, invalidFields } from '../lib/httpErrors';

/** What only the server knows about a call: its OpenAPI description, its error answers and its rate limit. */
export interface RouteOptions {
  tags: string[];
  summary: string;
  /** The error statuses it may answer, each with `{error, message, fields?}`. */
  errors?: readonly number[];
  config?: RouteShorthandOptions['config'];
  consumes?: string[];
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: EndpointParsedQuery<E>;
  Body: EndpointParsedBody<E>;
}>;
/** A handler answers the endpoint's response, or sends its own reply (a redirect, a 204, plain text). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | FastifyReply>;

/** The answers' schemas by status; none at all for a redirect without error answers. */
function responseSchemas(endpoint: Endpoint, errors: readonly number[] = []) {
  const schemas = {
    ...(endpoint.response ? { [endpoint.status ?? 200]: endpoint.response } : {}),
    ...Object.fromEntries(errors.map((status) => [status, apiErrorSchema])),
  };
  return Object.keys(schemas).length ? { response: schemas } : {};
}

/**
 * Registers the route of an endpoint object from shared-contracts: method, path and the zod schemas of its query,
 * body and answer come from there, so the server never retypes a path and validates exactly what the apps send.
 * A call without a query schema refuses every query key.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, csrf: endpoint.csrf },
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(options.consumes ? { consumes: options.consumes } : {}),
      querystring: endpoint.query ?? noQuerySchema,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...responseSchemas(endpoint, options.errors),
    },
    handler: handler as never,
  });
}

/**
 * Registers an operator call (routes/admin/): `route` with the endpoint's permission on the route, which
 * plugins/operatorSession.ts checks on every request, and a limit per address unless the call sets its own.
 */
export function adminRoute<E extends AdminEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  const rateLimit = { max: 600 * app.ctx.config.rateLimitFactor, timeWindow: '1 minute' };
  route(
    app,
    endpoint,
    {
      ...options,
      tags: ['operators', ...options.tags],
      errors: [...new Set([400, 401, 403, 429, ...(options.errors ?? [])])],
      config: { rateLimit, ...options.config, permission: endpoint.permission },
    },
    handler,
  );
}

/** One shape of a path that has several (`?new=1`, `?push=1`): its endpoint object and its handler. */
export interface RouteShape<E extends Endpoint = Endpoint> {
  endpoint: E;
  handler: EndpointHandler<E>;
}

export const shape = <E extends Endpoint & { fixedQuery: Readonly<Record<string, string>> }>(
  endpoint: E,
  handler: EndpointHandler<E>,
): RouteShape => ({ endpoint, handler }) as unknown as RouteShape;

/**
 * Registers one route for the shapes of one method and path, told apart by their fixed query keys. The route accepts
 * any of the shapes' keys (and no other); the first shape whose keys the request carries takes it, and its body
 * schema decides the body's field errors. A request naming no shape is a 400.
 */
export function routeShapes(app: FastifyInstance, shapes: [RouteShape, ...RouteShape[]], options: RouteOptions): void {
  const [first] = shapes;
  const keys: Record<string, z.ZodMiniOptional<z.ZodMiniLiteral<string>>> = {};
  for (const { endpoint } of shapes) {
    if (
      endpoint.method !== first.endpoint.method ||
      endpoint.path !== first.endpoint.path ||
      endpoint.csrf !== first.endpoint.csrf
    )
      throw new Error('Shapes of one route share method, path and CSRF defence');
    for (const [key, value] of Object.entries(endpoint.fixedQuery ?? {})) keys[key] = z.optional(z.literal(value));
  }
  const bodies = shapes.flatMap(({ endpoint }) => (endpoint.body ? [endpoint.body] : []));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: first.endpoint.method,
    url: first.endpoint.path,
    config: { ...options.config, csrf: first.endpoint.csrf },
    // The body's field errors come from the chosen shape's schema (below): the union's own error names no field.
    attachValidation: true,
    schema: {
      tags: options.tags,
      summary: options.summary,
      querystring: z.strictObject(keys),
      ...(bodies.length
        ? { body: bodies.length === 1 ? bodies[0] : z.union(bodies as [z.ZodMiniType, z.ZodMiniType]) }
        : {}),
      ...responseSchemas(first.endpoint, options.errors),
    },
    handler: async (request, reply) => {
      if (request.validationError && request.validationError.validationContext !== 'body')
        throw request.validationError;
      const query = request.query as Record<string, string | undefined>;
      const chosen = shapes.find(({ endpoint }) =>
        Object.entries(endpoint.fixedQuery ?? {}).every(([key, value]) => query[key] === value),
      );
      if (!chosen) {
        const names = shapes.map(({ endpoint }) =>
          Object.entries(endpoint.fixedQuery ?? {})
            .map(([key, value]) => `${key}=${value}`)
            .join('&'),
        );
        throw new HttpError(400, 'bad_request', `Say ${names.join(' or ')}`);
      }
      if (chosen.endpoint.body) {
        const body = chosen.endpoint.body.safeParse(request.body);
        if (!body.success) throw invalidFields(fieldsOf(body.error.issues));
        request.body = body.data;
      }
      return chosen.handler(request as never, reply);
    },
  });
}
