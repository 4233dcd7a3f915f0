import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from 'shared-ui/fields';
import { useFieldText } from '../../../shared/fieldText';
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

/**
 * The form of an action dialog that moves money or credits with a reason (a refund, a credit adjustment): the
 * action's own fields (`children`), the reason the ledger and the audit log keep, what the action will do (read out
 * as it changes), and the footer with the button that says it.
 */
export function ReasonedForm({
  onSubmit,
  reason,
  reasonError,
  effect,
  error,
  onCancel,
  busy,
  danger,
  submit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** react-hook-form's `register('reason')`. */
  reason: UseFormRegisterReturn;
  reasonError?: string;
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
  const validationText = useFieldText();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <TextAreaField
        label={t('member.reasonLabel')}
        hint={t('member.reasonHint')}
        rows={2}
        registration={reason}
        t={validationText}
        message={reasonError}
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
