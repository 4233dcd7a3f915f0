import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  /** The input itself, for react-hook-form's `register` (it focuses the first field in error). */
  ref?: Ref<HTMLInputElement>;
  /** The field's message, already in words; marks the field invalid. */
  error?: string | null;
  hint?: string;
  /** Shown under the field (a link such as "Forgot your password?"). */
  children?: ReactNode;
};

/** A labelled input of the account forms, with Bootstrap's invalid state and its message tied to it for readers. */
export function TextField({ label, error, hint, children, ...input }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error}
        </div>
      )}
      {children}
    </div>
  );
}
