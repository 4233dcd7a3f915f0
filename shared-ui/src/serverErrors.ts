import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Shows a 400 answer's `{fields}` (docs/product.md §7) at their fields: a key the form has at its top level (`name`,
 * `city`, `fields` as a whole, …) is that field, any other names a settings field, `fields.<key>`. The first one
 * takes the focus. Answers how many there were.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  fields: Record<string, string>,
): number {
  const topLevel = Object.keys(form.getValues());
  Object.entries(fields).forEach(([key, message], index) => {
    const path = topLevel.includes(key) ? key : `fields.${key}`;
    form.setError(
      path as Parameters<typeof form.setError>[0],
      { type: 'server', message },
      { shouldFocus: index === 0 },
    );
  });
  return Object.keys(fields).length;
}
