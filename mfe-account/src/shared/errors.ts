import { ApiRequestError } from 'shared-contracts';
import { discountErrors, type DiscountError } from 'shared-contracts/api/payments';

/** What a failed call answered: its HTTP status (none for a network or parse failure) and the API's error body. */
export interface CallFailure {
  status: number | undefined;
  /** The API's error code, `unknown` for a failure without one. */
  code: string;
  /** The API's field errors (`{error, message, fields}`), by field. */
  fields: Record<string, string>;
}

type ErrorBody = { error?: unknown; fields?: unknown } | undefined;

/**
 * A failure of `callEndpoint` (ApiRequestError) or of an RTK Query call (`{status, data}` as `unwrap()` throws it, or
 * `{error: {status, data}}` as `queryFulfilled` rejects), read the same way.
 */
export function callFailure(error: unknown): CallFailure {
  if (error instanceof ApiRequestError)
    return { status: error.status, code: error.code, fields: fieldsOf((error.body as ErrorBody)?.fields) };
  const query = (error as { error?: unknown } | undefined)?.error ?? error;
  const { status, data } = (query ?? {}) as { status?: unknown; data?: unknown };
  const body = (typeof data === 'object' && data !== null ? data : undefined) as ErrorBody;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof status === 'number' && typeof body?.error === 'string' ? body.error : 'unknown',
    fields: fieldsOf(body?.fields),
  };
}

function fieldsOf(fields: unknown): Record<string, string> {
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

/** The API's error code, `unknown` for a failure without one (network, parse). */
export function errorCode(error: unknown): string {
  return callFailure(error).code;
}

export function isDiscountError(code: string): code is DiscountError {
  return (discountErrors as readonly string[]).includes(code);
}
