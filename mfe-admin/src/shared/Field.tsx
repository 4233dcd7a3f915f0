import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';

/** What `register` sets on the control itself. */
type RegisteredProps = 'name' | 'onChange' | 'onBlur' | 'ref';

interface Common {
  label: string;
  /** react-hook-form's `register(name)`. */
  registration: UseFormRegisterReturn;
  /** The field's message key (a schema's or the server's: `required`, `invalid_email`, …). */
  error?: string;
  hint?: ReactNode;
}

/** A field's hint and message, which `describedBy` ties to its control for screen readers. */
function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {t(`validation.${error}`, { defaultValue: t('validation.invalid') })}
        </div>
      )}
    </>
  );
}

/** A field's label, hint and message, tied to the control for screen readers (`${id}-hint`, `${id}-error`). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The `aria-describedby` of a control inside a FieldFrame. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A labelled input of a console form (react-hook-form), with its message translated from the schema's key. */
export function InputField({
  label,
  registration,
  error,
  hint,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, RegisteredProps>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A labelled select of a console form. */
export function SelectField({
  label,
  registration,
  error,
  hint,
  options,
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, RegisteredProps> & {
    options: readonly { value: string; label: string }[];
  }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A labelled text area of a console form (a reason, a note). */
export function TextAreaField({
  label,
  registration,
  error,
  hint,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, RegisteredProps>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A labelled checkbox of a console form (a boolean value). */
export function CheckField({
  label,
  registration,
  error,
  hint,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, RegisteredProps | 'type'>) {
  const id = useId();
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        {...registration}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A group of controls that make one field (a list of checkboxes, an ordered list): a fieldset named by its legend,
 * with the field's hint and message; `id` is what the controls' `describedBy` names.
 */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="mb-3" aria-describedby={describedBy(id, hint, error)}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A field whose control keeps its own state (useController): what a list, an amount or a moment field takes. */
export interface ControllerFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  /** The message key shown at the field (errorAt: its own, or one of its entries'). */
  error?: string;
}
