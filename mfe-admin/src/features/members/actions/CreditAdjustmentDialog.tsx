import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberCreditAdjustmentEndpoint } from 'shared-contracts/api/admin';
import { ActionDialog } from '../../../shared/ActionDialog';
import { callFailure } from '../../../shared/errors';
import { InputField, TextAreaField } from '../../../shared/Field';
import { useFormat } from '../../../shared/format';
import { useAdjustCreditsMutation } from '../membersApi';
import { DialogFooter } from './DialogFooter';

interface AdjustmentValues {
  direction: 'add' | 'take';
  amount: string;
  reason: string;
}

function AdjustmentForm({
  memberId,
  balance,
  onCancel,
  onDone,
}: {
  memberId: number;
  balance: number;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // One key per opening of the dialog: sending the form twice adjusts once.
  const [requestId] = useState(() => crypto.randomUUID());
  const [adjust, { isLoading, error }] = useAdjustCreditsMutation();
  const form = useForm<AdjustmentValues>({ defaultValues: { direction: 'add', amount: '', reason: '' } });
  const { errors } = form.formState;
  const failure = error ? callFailure(error) : null;
  const direction = form.watch('direction');
  const typed = Number(form.watch('amount'));
  const change = Number.isInteger(typed) && typed > 0 ? (direction === 'take' ? -typed : typed) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    const amount = Number(values.amount.trim() || 'x');
    const body = {
      member: memberId,
      amount: values.direction === 'take' ? -amount : amount,
      reason: values.reason,
      request_id: requestId,
    };
    const parsed = memberCreditAdjustmentEndpoint.body.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] === 'reason' ? 'reason' : 'amount';
        form.setError(name, { type: 'schema', message: issue.message });
      }
      return;
    }
    const result = await adjust(parsed.data);
    if ('data' in result && result.data) {
      onDone(t('member.adjusted', { balance: format.number(result.data.balance) }));
      return;
    }
    const fields = callFailure(result.error).fields;
    if (fields.amount) form.setError('amount', { type: 'server', message: fields.amount });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('member.adjustDirection')}</legend>
        {(['add', 'take'] as const).map((value) => (
          <div className="form-check form-check-inline" key={value}>
            <input
              id={`adjust-${value}`}
              type="radio"
              className="form-check-input"
              value={value}
              {...form.register('direction')}
            />
            <label className="form-check-label" htmlFor={`adjust-${value}`}>
              {t(`member.adjust.${value}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <InputField
        label={t('member.creditsToChange')}
        inputMode="numeric"
        autoComplete="off"
        registration={form.register('amount')}
        error={errors.amount?.message}
      />
      <TextAreaField
        label={t('member.reasonLabel')}
        hint={t('member.reasonHint')}
        rows={2}
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      <p className="small" role="status">
        {change === null
          ? t('member.balanceNow', { balance: format.number(balance) })
          : t('member.balanceChange', { from: format.number(balance), to: format.number(balance + change) })}
      </p>
      <DialogFooter error={failure?.fields.amount ? undefined : error} onCancel={onCancel} busy={isLoading}>
        {change === null
          ? t('member.adjustSubmit')
          : t(change > 0 ? 'member.addSubmit' : 'member.takeSubmit', { count: Math.abs(change) })}
      </DialogFooter>
    </form>
  );
}

/** Adds or takes credits with a reason (ledger kind operator_adjustment; never below a balance of 0). */
export function CreditAdjustmentDialog({
  open,
  memberId,
  balance,
  onClose,
  onDone,
}: {
  open: boolean;
  memberId: number;
  balance: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog open={open} title={t('member.adjustCredits')} onClose={onClose}>
      <AdjustmentForm memberId={memberId} balance={balance} onCancel={onClose} onDone={onDone} />
    </ActionDialog>
  );
}
