import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { callFailure } from './errors';

/**
 * The server's field errors (`{error, message, fields}`) on the form's `shown` fields, in words as the schema's own
 * messages are; the first one gets the focus. False when the failure named none of them (throttled, network…): the
 * caller then says what went wrong.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shown: readonly Path<T>[],
): boolean {
  const { fields } = callFailure(error);
  const named = shown.filter((field) => fields[field]);
  named.forEach((field, index) =>
    setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}
