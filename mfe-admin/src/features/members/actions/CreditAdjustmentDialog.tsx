import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  creditAdjustmentKinds,
  creditAdjustmentSchema,
  creditChange,
  type CreditAdjustment,
  type CreditAdjustmentKind,
} from 'shared-contracts/api/admin';
import { ActionDialog } from '../../../shared/ActionDialog';
import { bodyResolver } from '../../../shared/callResolver';
import { callFailure } from '../../../shared/errors';
import { useFormat } from '../../../shared/format';
import { useAdjustCreditsMutation } from '../membersApi';
import { ReasonedForm, useRequestId, type MemberAction } from './ReasonedForm';

interface AdjustmentValues {
  kind: CreditAdjustmentKind;
  amount: string;
  reason: string;
}

/** A whole number as typed (a sign allowed, so a typed "-5" reaches the schema and is refused as such); else NaN. */
const typedInteger = (text: string) => (/^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function AdjustmentForm({ memberId, balance, onClose, onDone }: MemberAction & { balance: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const requestId = useRequestId();
  const [adjust, { isLoading, error }] = useAdjustCreditsMutation();
  const form = useForm<AdjustmentValues, unknown, CreditAdjustment>({
    // The dialog's values as the call's body, checked by the call's own schema (the server checks it again).
    resolver: bodyResolver(creditAdjustmentSchema, (values) => ({
      member: memberId,
      kind: values.kind,
      amount: typedInteger(values.amount),
      reason: values.reason,
      request_id: requestId,
    })),
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
    <ReasonedForm
      onSubmit={onSubmit}
      amount={{
        label: t('member.creditsToChange'),
        hint: t('member.creditsToChangeHint'),
        inputMode: 'numeric',
        registration: form.register('amount'),
        error: errors.amount?.message,
      }}
      reason={{ registration: form.register('reason'), error: errors.reason?.message }}
      effect={
        amount === null
          ? t('member.balanceNow', { balance: format.number(balance) })
          : t('member.balanceChange', {
              from: format.number(balance),
              to: format.number(balance + creditChange({ kind, amount })),
            })
      }
      error={failure && Object.keys(failure.fields).length ? undefined : error}
      onCancel={onClose}
      busy={isLoading}
      submit={amount === null ? t(`member.adjust.${kind}`) : t(`member.${kind}Submit`, { count: amount })}
    >
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
    </ReasonedForm>
  );
}

/** Adds or takes credits with a reason (ledger kind operator_adjustment; never below a balance of 0). */
export function CreditAdjustmentDialog({ open, ...action }: MemberAction & { open: boolean; balance: number }) {
  const { t } = useTranslation();
  return (
    <ActionDialog open={open} title={t('member.adjustCredits')} onClose={action.onClose}>
      <AdjustmentForm {...action} />
    </ActionDialog>
  );
}
