import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerErrors } from 'shared-ui';
import { callFailure } from './errors';

/**
 * The server's field errors (`{error, message, fields}`) on the form's `shown` fields, through shared-ui's
 * `showServerErrors` (the first one gets the focus). False when the failure named none of them (throttled,
 * network…): the caller then says what went wrong.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  shown: readonly string[],
): boolean {
  const { fields } = callFailure(error);
  const named = Object.entries(fields).filter(([field]) => shown.includes(field));
  return showServerErrors(form, Object.fromEntries(named)) > 0;
}
