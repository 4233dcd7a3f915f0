import { get, useFormState } from 'react-hook-form';
import { useSettings } from 'shared-contracts/store';
import { messageText, type Translate } from './text';

/** The message of field `name` (a react-hook-form path), if it has one. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** What an input with a possible error carries: Bootstrap's invalid state and the message tied to it for readers. */
export function invalidProps(errorId: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** A field's message in words, under the input it belongs to. */
export function FieldError({ id, message, t }: { id: string; message: string | undefined; t: Translate }) {
  const settings = useSettings();
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block" id={id} role="alert">
      {messageText(t, message, settings.minimum_age)}
    </div>
  );
}
