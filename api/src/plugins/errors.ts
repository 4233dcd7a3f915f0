import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The field message for a query or body key the call does not take. */
export const UNKNOWN_KEY = 'unknown_key';

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

/** A thrown error that the error handler answers with its status, code and, for invalid input, the fields. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly credits?: { price: number; balance: number },
  ) {
    super(message);
  }
}

/** 404 for a profile that does not exist, is not public, or is hidden from the asker by a block: all look the same. */
export const noSuchMember = () => new HttpError(404, 'no_profile', 'No such member');

/** 400 naming each invalid field's message key, the same key the browser's form shows. */
export function invalidFields(fields: Record<string, string>): HttpError {
  return new HttpError(
    400,
    'validation',
    `Invalid: ${Object.entries(fields)
      .map(([field, key]) => `${field} (${key})`)
      .join(', ')}`,
    fields,
  );
}

/** The first issue per top-level field of a failed zod parse. */
export function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    fields[field] ??= issue.message;
  }
  return fields;
}
