import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField, TextAreaField } from 'shared-ui/fields';
import { useFieldMessage } from '../../../shared/fieldMessage';
import { DialogFooter } from './DialogFooter';

/** What a member action's dialog and its form are told: the member, and what to do once closed or done. */
export interface MemberAction {
  memberId: number;
  onClose: () => void;
  /** The action is done: what to say about it. */
  onDone: (message: string) => void;
}

/** One key per opening of an action dialog: a double click or a retried request acts once. */
export function useRequestId(): string {
  const [requestId] = useState(() => crypto.randomUUID());
  return requestId;
}

/** A field of the form: react-hook-form's `register(name)` and the field's message key. */
interface Registered {
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The form of an action dialog that moves an amount of money or credits with a reason (a refund, a credit
 * adjustment): what the action needs first (`children`), the amount, the reason the ledger and the audit log keep,
 * what the action will do (read out as it changes), and the footer with the button that says it.
 */
export function ReasonedForm({
  onSubmit,
  amount,
  reason,
  effect,
  error,
  onCancel,
  busy,
  danger,
  submit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  amount: Registered & { label: string; hint?: string; inputMode: 'numeric' | 'decimal' };
  reason: Registered;
  /** What the action will do with what is typed (a balance before and after, what the member loses). */
  effect: ReactNode;
  /** The call's failure, shown above the buttons when it is not a field's. */
  error: FetchBaseQueryError | SerializedError | undefined;
  onCancel: () => void;
  busy: boolean;
  danger?: boolean;
  submit: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <InputField
        label={amount.label}
        hint={amount.hint}
        inputMode={amount.inputMode}
        autoComplete="off"
        registration={amount.registration}
        error={fieldMessage(amount.error)}
      />
      <TextAreaField
        label={t('member.reasonLabel')}
        hint={t('member.reasonHint')}
        rows={2}
        registration={reason.registration}
        error={fieldMessage(reason.error)}
      />
      <p className="small" role="status">
        {effect}
      </p>
      <DialogFooter error={error} onCancel={onCancel} busy={busy} danger={danger}>
        {submit}
      </DialogFooter>
    </form>
  );
}
