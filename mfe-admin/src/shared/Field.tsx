import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

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

/** A field's label, hint and message, tied to the control for screen readers. */
function FieldFrame({
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
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
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
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
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
