import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  creditAdjustmentKinds,
  creditAdjustmentSchema,
  creditChange,
  type CreditAdjustment,
  type CreditAdjustmentKind,
} from 'shared-contracts/api/admin';
import { ActionDialog } from '../../../shared/ActionDialog';
import { callFailure } from '../../../shared/errors';
import { InputField, TextAreaField } from '../../../shared/Field';
import { useFormat } from '../../../shared/format';
import { useAdjustCreditsMutation } from '../membersApi';
import { DialogFooter } from './DialogFooter';

interface AdjustmentValues {
  kind: CreditAdjustmentKind;
  amount: string;
  reason: string;
}

/** A whole number as typed (a sign allowed, so a typed "-5" reaches the schema and is refused as such); else NaN. */
const typedInteger = (text: string) => (/^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The dialog's values as the call's body, checked by the call's own schema (the server checks it again). */
function adjustmentResolver(
  memberId: number,
  requestId: string,
): Resolver<AdjustmentValues, unknown, CreditAdjustment> {
  const schemaResolver = zodResolver(creditAdjustmentSchema);
  return (values, context, options) =>
    schemaResolver(
      {
        member: memberId,
        kind: values.kind,
        amount: typedInteger(values.amount),
        reason: values.reason,
        request_id: requestId,
      },
      context,
      options as never,
    ) as never;
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
  const form = useForm<AdjustmentValues, unknown, CreditAdjustment>({
    resolver: adjustmentResolver(memberId, requestId),
    defaultValues: { kind: 'add', amount: '', reason: '' },
  });
  const { errors } = form.formState;
  const failure = error ? callFailure(error) : null;
  const kind = form.watch('kind');
  const typed = typedInteger(form.watch('amount'));
  // The direction is the choice; the amount only counts when it is one the server takes.
  const amount = Number.isInteger(typed) && typed > 0 ? typed : null;

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await adjust(body);
    if ('data' in result && result.data) {
      onDone(t('member.adjusted', { balance: format.number(result.data.balance) }));
      return;
    }
    const { fields } = callFailure(result.error);
    for (const field of ['kind', 'amount', 'reason'] as const)
      if (fields[field]) form.setError(field, { type: 'server', message: fields[field] });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('member.adjustDirection')}</legend>
        {creditAdjustmentKinds.map((value) => (
          <div className="form-check form-check-inline" key={value}>
            <input
              id={`adjust-${value}`}
              type="radio"
              className="form-check-input"
              value={value}
              {...form.register('kind')}
            />
            <label className="form-check-label" htmlFor={`adjust-${value}`}>
              {t(`member.adjust.${value}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <InputField
        label={t('member.creditsToChange')}
        hint={t('member.creditsToChangeHint')}
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
        {amount === null
          ? t('member.balanceNow', { balance: format.number(balance) })
          : t('member.balanceChange', {
              from: format.number(balance),
              to: format.number(balance + creditChange({ kind, amount })),
            })}
      </p>
      <DialogFooter
        error={failure && Object.keys(failure.fields).length ? undefined : error}
        onCancel={onCancel}
        busy={isLoading}
      >
        {amount === null ? t(`member.adjust.${kind}`) : t(`member.${kind}Submit`, { count: amount })}
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
