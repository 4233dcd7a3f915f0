import { useId, type CSSProperties } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSettings } from 'shared-contracts/store';
import { FieldError, invalidProps, useFieldError } from './FieldError';
import type { Translate } from './text';

interface Props {
  t: Translate;
  rows: number;
  style?: CSSProperties;
}

/**
 * One text area per about-me text the site's settings show (docs/product.md §9), as `fields.<note>` of the form. A
 * server error about `fields` as a whole marks them all.
 */
export function AboutTextFields(props: Props) {
  const settings = useSettings();
  const errorId = useId();
  const message = useFieldError('fields');
  return (
    <>
      {settings.visible_profile_notes.map((note) => (
        <AboutTextField key={note} note={note} {...props} />
      ))}
      <FieldError id={errorId} message={message} t={props.t} />
    </>
  );
}

function AboutTextField({ note, t, rows, style }: Props & { note: string }) {
  const { register } = useFormContext();
  const id = useId();
  const name = `fields.${note}`;
  const message = useFieldError(name);
  const wholeMessage = useFieldError('fields');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t(`notes.${note}`, { defaultValue: note })}
      </label>
      <textarea
        id={id}
        className={`form-control${message || wholeMessage ? ' is-invalid' : ''}`}
        rows={rows}
        maxLength={2000}
        {...(style ? { style } : {})}
        {...invalidProps(`${id}-error`, message)}
        {...register(name)}
      />
      <FieldError id={`${id}-error`} message={message} t={t} />
    </div>
  );
}
