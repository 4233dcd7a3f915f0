import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSettings } from 'shared-contracts/store';
import { messageText, type Translate } from './text';

/**
 * The field kit: every labelled control of the remotes' forms, one way. Each field draws Bootstrap's markup (a label,
 * the control, a hint, the message), marks its control invalid (`is-invalid`, `aria-invalid`) and ties the hint and
 * the message to it for screen readers (`aria-describedby` names `${id}-hint` and `${id}-error`).
 *
 * A react-hook-form field either spreads `{...register('name')}` into the field (the control takes the `ref`) or
 * passes `registration={register('name')}`: the same thing.
 */
export interface FieldProps {
  label: ReactNode;
  /** The control's id; the label, hint and message are tied to it. A new one (useId) when not given. */
  id?: string;
  /** Shown under the control (`form-text`) and read with it. */
  hint?: ReactNode;
  /** The field's message in words (the caller translated it; it may hold links). Marks the control invalid. */
  error?: ReactNode;
  /**
   * Or the field's message key of the shared rules (`required`, `invalid_email`, …, a schema's or the server's), put in
   * words by `messageText` with `t` (the form's `t`: `validation.<key>`, the site's minimum age as `min_age`).
   */
  message?: string | undefined;
  t?: Translate;
  /** Marks the control invalid without a message of its own (the message shows elsewhere). */
  invalid?: boolean;
  /**
   * The message is an alert (`role="alert"`), read out as it appears: for forms that check a field as it is left
   * (signup). Forms checked on submit focus the first field in error instead, which reads its message.
   */
  announceError?: boolean;
  /** react-hook-form's `register(name)`, if not spread into the field. */
  registration?: UseFormRegisterReturn;
  /** Free content under the message (a "Forgot your password?" link, a suggestion). */
  note?: ReactNode;
  /** The classes of the field's frame; `mb-3` when not given. */
  frameClassName?: string;
  /** The classes of the label; `form-label` when not given. */
  labelClassName?: string;
}

const hasError = ({ error, message, invalid }: Pick<FieldProps, 'error' | 'message' | 'invalid'>) =>
  Boolean(invalid) || Boolean(message) || (error !== undefined && error !== null && error !== false && error !== '');

/** The `aria-describedby` of a control with a hint and a message (ids `${id}-hint`, `${id}-error`), plus its own. */
export const describedBy = (id: string, hint: unknown, error: unknown, own?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null, own].filter(Boolean).join(' ') || undefined;

/** What a control with a possible message carries: Bootstrap's invalid state, `aria-invalid` and `aria-describedby`. */
function controlProps(id: string, kind: string, props: FieldProps, own: { className?: string; describedBy?: string }) {
  const invalid = hasError(props);
  const shown = props.message || (props.error !== false && props.error);
  return {
    id,
    className: [kind, invalid ? 'is-invalid' : '', own.className ?? ''].filter(Boolean).join(' '),
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy(id, props.hint, shown, own.describedBy),
  };
}

function MessageKey({ t, messageKey }: { t: Translate; messageKey: string }) {
  const settings = useSettings();
  return messageText(t, messageKey, settings.minimum_age);
}

/** A field's hint, message and note, under its control. */
export function FieldNotes({ id, hint, error, message, t, announceError, note }: FieldProps & { id: string }) {
  const words =
    message && t ? <MessageKey t={t} messageKey={message} /> : error === false || error === '' ? null : error;
  return (
    <>
      {hint && (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {words !== undefined && words !== null && (
        <div className="invalid-feedback d-block" id={`${id}-error`} role={announceError ? 'alert' : undefined}>
          {words}
        </div>
      )}
      {note}
    </>
  );
}

/** A field's frame: the label over the control (`children`), then its hint, message and note. */
export function FieldFrame({ id, children, ...field }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={field.frameClassName ?? 'mb-3'}>
      <label htmlFor={id} className={field.labelClassName ?? 'form-label'}>
        {field.label}
      </label>
      {children}
      <FieldNotes id={id} {...field} />
    </div>
  );
}

/** Splits a field's own props from those of its control. */
function split<T extends object>(props: FieldProps & T) {
  const {
    label,
    id,
    hint,
    error,
    message,
    t,
    invalid,
    announceError,
    registration,
    note,
    frameClassName,
    labelClassName,
    ...control
  } = props;
  const field: FieldProps = {
    label,
    hint,
    error,
    message,
    t,
    invalid,
    announceError,
    note,
    frameClassName,
    labelClassName,
  };
  return { id, field, registration, control };
}

type Own<E> = { className?: string; 'aria-describedby'?: string; ref?: Ref<E> };

export type InputFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & Own<HTMLInputElement>;

/** A labelled input: text, e-mail, password, number, date… (`type`). */
export function InputField(props: InputFieldProps) {
  const generated = useId();
  const { id = generated, field, registration, control } = split(props);
  const { className, 'aria-describedby': own, ...input } = control;
  return (
    <FieldFrame id={id} {...field}>
      <input
        {...controlProps(id, 'form-control', field, { className, describedBy: own })}
        {...input}
        {...registration}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> &
  Own<HTMLSelectElement> & {
    /** The options, unless written as `children`. */
    options?: readonly { value: string; label: string; disabled?: boolean }[];
  };

/** A labelled select; its options as `options` or as `<option>` children. */
export function SelectField(props: SelectFieldProps) {
  const generated = useId();
  const { id = generated, field, registration, control } = split(props);
  const { className, 'aria-describedby': own, options, children, ...select } = control;
  return (
    <FieldFrame id={id} {...field}>
      <select
        {...controlProps(id, 'form-select', field, { className, describedBy: own })}
        {...select}
        {...registration}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & Own<HTMLTextAreaElement>;

/** A labelled text area. */
export function TextAreaField(props: TextAreaFieldProps) {
  const generated = useId();
  const { id = generated, field, registration, control } = split(props);
  const { className, 'aria-describedby': own, ...textarea } = control;
  return (
    <FieldFrame id={id} {...field}>
      <textarea
        {...controlProps(id, 'form-control', field, { className, describedBy: own })}
        {...textarea}
        {...registration}
      />
    </FieldFrame>
  );
}

export type CheckFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> &
  Own<HTMLInputElement> & {
    /** A checkbox (a yes or no) or one radio button of a FieldGroup. */
    type?: 'checkbox' | 'radio';
  };

/**
 * A checkbox (or a radio button) with its label beside it (`form-check`). In a FieldGroup, its radios or checkboxes
 * pass `frameClassName="form-check"` and leave the message to the group.
 */
export function CheckField({ type = 'checkbox', ...props }: CheckFieldProps) {
  const generated = useId();
  const { id = generated, field, registration, control } = split(props);
  const { className, 'aria-describedby': own, ...input } = control;
  return (
    <div className={field.frameClassName ?? 'form-check mb-3'}>
      <input
        type={type}
        {...controlProps(id, 'form-check-input', field, { className, describedBy: own })}
        {...input}
        {...registration}
      />
      <label htmlFor={id} className={field.labelClassName ?? 'form-check-label'}>
        {field.label}
      </label>
      <FieldNotes id={id} {...field} />
    </div>
  );
}

/**
 * Controls that make one field (radio buttons, a list of checkboxes): a fieldset named by its legend, with the
 * field's hint and message, which it is described by. `id` names them (`${id}-hint`, `${id}-error`).
 */
export function FieldGroup({
  id,
  legend,
  children,
  legendClassName,
  ...field
}: Omit<FieldProps, 'label' | 'registration' | 'labelClassName'> & {
  id: string;
  legend: ReactNode;
  legendClassName?: string;
  children: ReactNode;
}) {
  const shown = field.message || (field.error !== false && field.error);
  return (
    <fieldset className={field.frameClassName ?? 'mb-3'} aria-describedby={describedBy(id, field.hint, shown)}>
      <legend className={legendClassName ?? 'form-label fs-6 mb-1'}>{legend}</legend>
      {children}
      <FieldNotes id={id} label={null} {...field} />
    </fieldset>
  );
}
