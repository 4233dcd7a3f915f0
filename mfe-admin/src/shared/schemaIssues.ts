import type { FieldValues, UseFormReturn } from 'react-hook-form';

type SetError<T extends FieldValues> = UseFormReturn<T>['setError'];

/**
 * A call's schema checked a form's values (`safeParse`) and refused them: each issue's message key goes to the field it
 * names, where the form's fields translate it (`validation.<key>`).
 */
export function showSchemaIssues<T extends FieldValues>(
  setError: SetError<T>,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): void {
  for (const issue of issues)
    setError(String(issue.path[0]) as Parameters<SetError<T>>[0], { type: 'schema', message: issue.message });
}
