import { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, declared once: the server registers its route from it (api/src/routes/route.ts) and the apps
 * build their requests from it (`callEndpoint`, `endpointUrl` in shared-contracts; `endpointArgs`, `endpointResponse`
 * for RTK Query), so a path, a method or a query key is never written twice. A path with several shapes (`POST /api/user.php?new=1`
 * and `?push=1`) has one endpoint object per shape; `fixedQuery` holds the keys that pick the shape.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** Query keys and values this shape always sends; `query` must accept them. */
  readonly fixedQuery?: Readonly<Record<string, string>>;
  /** The query string; a strict object, so an unknown or misspelt key is a 400 rather than silently dropped. */
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** The success answer; absent for redirects, which a browser window follows. */
  readonly response?: z.ZodMiniType;
  /** The success status when it is not 200 (the page-hidden beacon answers 204). */
  readonly status?: 200 | 204 | 302;
  /**
   * Where the call leaves the usual CSRF defence (api/src/plugins/csrf.ts: a POST, PUT or DELETE carries the page's
   * double-submit token), said where the call is declared, with the reason. `checkedGet`: a GET that changes state all
   * the same, checked like a POST. `noToken`: a call that cannot carry the token and needs no cookie defence (a
   * sendBeacon, a provider's server, a bearer token); a request the browser marks cross-site is still refused.
   */
  readonly csrf?: 'checkedGet' | 'noToken';
}

/** No query keys at all: a call without a query refuses any, like a call with one refuses unknown ones. */
export const noQuerySchema = z.strictObject({});

/** A query of fixed literal keys (`{new: '1'}`), for `fixedQuery` shapes. */
export const literalQuery = <const T extends Record<string, string>>(values: T) =>
  z.strictObject(
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, z.literal(value)])) as {
      [K in keyof T]: z.ZodMiniLiteral<T[K]>;
    },
  );

type SchemaInput<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a client passes as the query: the schema's input (strings, as on the wire) without the fixed keys. */
export type EndpointQuery<E extends Endpoint> = E extends { query: z.ZodMiniType }
  ? E extends { fixedQuery: infer F }
    ? Omit<SchemaInput<E['query']>, keyof F>
    : SchemaInput<E['query']>
  : undefined;
/** The query as a handler sees it, parsed and coerced. */
export type EndpointParsedQuery<E extends Endpoint> = E extends { query: infer Q }
  ? SchemaOutput<Q>
  : Record<string, never>;
export type EndpointBody<E extends Endpoint> = E extends { body: infer B } ? SchemaInput<B> : undefined;
export type EndpointParsedBody<E extends Endpoint> = E extends { body: infer B } ? SchemaOutput<B> : undefined;
export type EndpointResponse<E extends Endpoint> = E extends { response: infer R } ? SchemaOutput<R> : undefined;

/** An endpoint object, checked against `Endpoint` while keeping its literal types. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;
