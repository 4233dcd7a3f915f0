import {
  get,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Shows a 400's `{fields}` at the form's fields. The console's calls name a field by its path in the body
 * (`settings.countries.2`), as the form does; a path inside a list field (an entry of a list of countries) is shown
 * at the list, where the form has its one control. The first takes the focus. Answers how many there were.
 */
export function showFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  fields: Record<string, string>,
): number {
  Object.entries(fields).forEach(([path, message], index) => {
    const parts = path.split('.');
    // Up to the deepest part that is not an array's entry: the form's control for it.
    while (parts.length > 1 && Array.isArray(get(form.getValues(), parts.slice(0, -1).join('.')))) parts.pop();
    form.setError(
      parts.join('.') as Parameters<typeof form.setError>[0],
      { type: 'server', message },
      {
        shouldFocus: index === 0,
      },
    );
  });
  return Object.keys(fields).length;
}

/** The message key of the field at `path`, or the first one inside it (an entry of a list, a part of a group). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const found: unknown = get(errors, path);
  const first = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') return message;
    // An error's own `ref` is the control (a DOM node), not a part of the field.
    for (const [key, inner] of Object.entries(value)) {
      const nested = key === 'ref' ? undefined : first(inner);
      if (nested) return nested;
    }
    return undefined;
  };
  return first(found);
}

/**
 * A field whose control keeps its own state (useController: a list, an amount, a moment), drawn with the field kit's
 * FieldFrame or FieldGroup (shared-ui/fields).
 */
export interface ControllerFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  /** The message key shown at the field (errorAt: its own, or one of its entries'). */
  error?: string;
}
