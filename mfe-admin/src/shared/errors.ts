import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** What a failed console call answered: its status, `{error}` code, field errors and Retry-After, where there are. */
export interface CallFailure {
  status: number | null;
  code: string | null;
  fields: Record<string, string>;
}

export function callFailure(error: FetchBaseQueryError | SerializedError | undefined): CallFailure {
  if (!error || !('status' in error)) return { status: null, code: null, fields: {} };
  const body = (error.data ?? {}) as { error?: unknown; fields?: unknown };
  return {
    status: typeof error.status === 'number' ? error.status : null,
    code: typeof body.error === 'string' ? body.error : null,
    fields: body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {},
  };
}
