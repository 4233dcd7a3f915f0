import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError, invalidProps } from './FieldError';
import type { Translate } from './text';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  /** The field's message key, if it has one: marks the select invalid and shows the message tied to it. */
  message?: string | undefined;
  t: Translate;
  /** Shown under the message. */
  note?: ReactNode;
  /** The options. */
  children: ReactNode;
};

/** A labelled select of the profile fields, with Bootstrap's invalid state and its message tied to it for readers. */
export function SelectField({ label, message, t, note, children, ...select }: Props) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${message ? ' is-invalid' : ''}`}
        {...invalidProps(`${id}-error`, message)}
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={message} t={t} />
      {note}
    </div>
  );
}
