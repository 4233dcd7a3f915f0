import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberDeletionEndpoint, type MemberDetails } from 'shared-contracts/api/admin';
import { ActionDialog } from '../../../shared/ActionDialog';
import { bodyResolver } from '../../../shared/callResolver';
import { ConfirmButton } from '../../../shared/ConfirmButton';
import { TextAreaField } from 'shared-ui/fields';
import { useFieldMessage } from '../../../shared/fieldMessage';
import { useDeleteMemberMutation, useExportMemberMutation, useResendActivationMutation } from '../membersApi';
import { ActionFailure, DialogFooter } from './DialogFooter';

type Account = MemberDetails['account'];

/** Saves the export as the browser saves the member's own download: one JSON file. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  URL.revokeObjectURL(url);
}

function DeletionForm({
  account,
  name,
  onCancel,
  onDone,
}: {
  account: Account;
  name: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [remove, { isLoading, error }] = useDeleteMemberMutation();
  const form = useForm<{ note: string; asked: boolean }, unknown, Parameters<typeof remove>[0]>({
    // Only on the member's own request (the box), then the call's own schema; what it refuses is the note's.
    resolver: bodyResolver(memberDeletionEndpoint.body, ({ note }) => ({ member: account.id, note }), {
      before: ({ asked }) => !asked && ['asked', 'required'],
      fieldOf: { member: 'note' },
    }),
    defaultValues: { note: '', asked: false },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    const result = await remove(body);
    if ('data' in result && result.data) onDone();
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t('member.deleteWhat', { name, email: account.email })}</p>
      <ul className="small">
        <li>{t('member.deleteGoes')}</li>
        <li>{t('member.deleteStays')}</li>
        <li>{t('member.deleteMail')}</li>
      </ul>
      <TextAreaField
        label={t('member.deleteNote')}
        hint={t('member.deleteNoteHint')}
        rows={2}
        registration={form.register('note')}
        error={fieldMessage(errors.note?.message)}
      />
      <div className="form-check mb-3">
        <input
          id="member-delete-asked"
          type="checkbox"
          className={`form-check-input${errors.asked ? ' is-invalid' : ''}`}
          aria-describedby={errors.asked ? 'member-delete-asked-error' : undefined}
          aria-invalid={errors.asked ? true : undefined}
          {...form.register('asked')}
        />
        <label className="form-check-label" htmlFor="member-delete-asked">
          {t('member.deleteAsked')}
        </label>
        {errors.asked && (
          <div className="invalid-feedback d-block" id="member-delete-asked-error">
            {t('member.deleteAskedRequired')}
          </div>
        )}
      </div>
      <DialogFooter error={error} onCancel={onCancel} busy={isLoading} danger>
        {t('member.deleteSubmit')}
      </DialogFooter>
    </form>
  );
}

/**
 * What admins and owners do to the account on the member's request: the activation mail again, the data export
 * (GDPR access) and deletion (GDPR erasure). Each is in the audit log.
 */
export function AccountActions({
  account,
  name,
  onDone,
}: {
  account: Account;
  name: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const [resend, resent] = useResendActivationMutation();
  const [exportData, exported] = useExportMemberMutation();
  const failure = resent.error ?? exported.error;
  return (
    <>
      {account.status === 'not_confirmed' && (
        <ConfirmButton
          variant="outline-primary"
          question={t('member.confirmResend', { email: account.email })}
          onConfirm={() =>
            void resend(account.id).then((result) => {
              if ('data' in result && result.data) onDone(t('member.resent', { email: result.data.sent_to }));
            })
          }
        >
          {t('member.resendActivation')}
        </ConfirmButton>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={exported.isLoading}
        onClick={() =>
          void exportData(account.id).then((result) => {
            if (!('data' in result) || !result.data) return;
            saveJson(result.data, `member-${account.id}-${result.data.exported_at.slice(0, 10)}.json`);
            onDone(t('member.exported'));
          })
        }
      >
        {t('member.export')}
      </button>
      {account.status !== 'deleted' && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDeleting(true)}>
          {t('member.delete')}
        </button>
      )}
      <ActionFailure error={failure} />
      <ActionDialog open={deleting} title={t('member.deleteTitle')} onClose={() => setDeleting(false)}>
        <DeletionForm
          account={account}
          name={name}
          onCancel={() => setDeleting(false)}
          onDone={() => {
            setDeleting(false);
            onDone(t('member.deleted'));
          }}
        />
      </ActionDialog>
    </>
  );
}
