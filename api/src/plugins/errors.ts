import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldsOf, HttpError, ThrottledError } from '../lib/httpErrors';

/** The field message for a query or body key the call does not take. */
const UNKNOWN_KEY = 'unknown_key';

const errorCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Client errors keep their 4xx status with a JSON {error, message}; only our own bugs become a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => `${issue.instancePath || '/'} ${issue.message}`.trim());
      const fields = fieldsOf(
        error.validation.flatMap((issue) => {
          const path = issue.instancePath.split('/').filter(Boolean);
          // A key the call does not know (strict schemas) is named as the field, so `min_ages` is not mistaken for a valid search.
          if (issue.keyword === 'unrecognized_keys')
            return ((issue.params.keys ?? []) as string[]).map((key) => ({
              path: [...path, key],
              message: UNKNOWN_KEY,
            }));
          return [{ path, message: issue.message ?? 'invalid' }];
        }),
        // The console's forms name nested fields (`settings.countries.2`); its calls are the routes with a permission.
        { nested: request.routeOptions.config.permission !== undefined },
      );
      return reply.code(400).send({ error: 'validation', message: `Invalid request: ${issues.join('; ')}`, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.code(500).send({ error: 'internal', message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError) {
      // An answer the code chose (a payment provider that is down: 502, 503), logged like any server-side failure.
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(status).send({
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.credits ? { credits: error.credits } : {}),
      });
    }
    if (status >= 400 && status < 500)
      return reply.code(status).send({ error: errorCodes[status] ?? 'bad_request', message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: 'Internal server error' });
  });
}
