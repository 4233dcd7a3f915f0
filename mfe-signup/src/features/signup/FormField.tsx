import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Marks the input invalid (Bootstrap's `is-invalid` and `aria-invalid`). */
  invalid: boolean;
  /** What the feedback below the input says: the translated error, and any links that help with it. */
  feedback: ReactNode;
  /** Gives the feedback this id and makes the input described by it. */
  feedbackId?: string;
  /** Shown below the feedback, e.g. a suggestion. */
  children?: ReactNode;
}

/**
 * A labelled Bootstrap text input with its error feedback, for react-hook-form fields: spread the field's
 * `register(...)` result into it along with the input's own attributes.
 */
export function FormField({ id, label, invalid, feedback, feedbackId, children, className, ...input }: Props) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control ${invalid ? 'is-invalid' : ''}${className ? ` ${className}` : ''}`}
        aria-invalid={invalid}
        {...(feedbackId ? { 'aria-describedby': feedbackId } : {})}
        {...input}
      />
      <div {...(feedbackId ? { id: feedbackId } : {})} className="invalid-feedback" role="alert">
        {feedback}
      </div>
      {children}
    </div>
  );
}
