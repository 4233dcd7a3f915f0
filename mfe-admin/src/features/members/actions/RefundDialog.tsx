import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberRefundEndpoint, type MemberOrder } from 'shared-contracts/api/admin';
import { decimalAmount, minorUnits } from 'shared-contracts/api/payments';
import { ActionDialog } from '../../../shared/ActionDialog';
import { bodyResolver } from '../../../shared/callResolver';
import { useFormat } from '../../../shared/format';
import { useRefundOrderMutation } from '../membersApi';
import { ReasonedForm, useRequestId, type MemberAction } from './ReasonedForm';

interface RefundValues {
  amount: string;
  reason: string;
}

/** The typed amount in the order's minor units (a comma taken as the decimal point); null if it is none. */
const typedAmount = (text: string, currency: string) => minorUnits(text.trim().replace(',', '.'), currency);

function RefundForm({ order, memberId, onClose, onDone }: MemberAction & { order: MemberOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const requestId = useRequestId();
  const [refund, { isLoading, error }] = useRefundOrderMutation();
  const form = useForm<RefundValues, unknown, Parameters<typeof refund>[0]>({
    resolver: bodyResolver(
      memberRefundEndpoint.body,
      (values) => ({
        member: memberId,
        order: order.id,
        amount: typedAmount(values.amount, order.currency),
        reason: values.reason,
        request_id: requestId,
      }),
      {
        // An amount of the order's money first, at most what is left to refund.
        before: (values) => {
          const amount = typedAmount(values.amount, order.currency);
          if (amount === null || amount < 1) return ['amount', 'invalid_amount'];
          return amount > order.refundable && ['amount', 'refund_too_large'];
        },
        fieldOf: { member: 'amount', order: 'amount', request_id: 'amount' },
      },
    ),
    defaultValues: { amount: decimalAmount(order.refundable, order.currency), reason: '' },
  });
  const { errors } = form.formState;
  const minor = typedAmount(form.watch('amount'), order.currency);
  const valid = minor !== null && minor > 0 && minor <= order.refundable;
  // The credits' share of the money, rounded down, as the server takes it (never below a balance of 0).
  const credits = valid ? Math.floor((order.credits * minor) / order.amount) : 0;

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await refund(body);
    if ('data' in result && result.data)
      onDone(t('member.refundDone', { amount: format.money(body.amount, order.currency), order: order.id }));
  });

  return (
    <ReasonedForm
      onSubmit={onSubmit}
      amount={{
        label: t('member.refundAmount', { currency: order.currency }),
        inputMode: 'decimal',
        registration: form.register('amount'),
        error: errors.amount?.message,
      }}
      reason={{ registration: form.register('reason'), error: errors.reason?.message }}
      effect={
        <>
          {valid &&
            (order.product === 'premium'
              ? t(minor === order.refundable ? 'member.refundPremiumFull' : 'member.refundPremiumPart')
              : t('member.refundCredits', { count: credits }))}{' '}
          {valid && t('member.refundProvider', { provider: order.provider })}
        </>
      }
      error={error}
      onCancel={onClose}
      busy={isLoading}
      danger
      submit={valid ? t('member.refundSubmit', { amount: format.money(minor, order.currency) }) : t('member.refund')}
    >
      <p className="small">
        {t('member.refundOf', {
          order: order.id,
          amount: format.money(order.amount, order.currency),
          refundable: format.money(order.refundable, order.currency),
        })}
      </p>
    </ReasonedForm>
  );
}

/** Refunds a paid order in full or in part through its provider, with a reason. */
export function RefundDialog({ order, ...action }: MemberAction & { order: MemberOrder | null }) {
  const { t } = useTranslation();
  return (
    <ActionDialog open={order !== null} title={t('member.refundTitle')} onClose={action.onClose}>
      {order && <RefundForm order={order} {...action} />}
    </ActionDialog>
  );
}
