import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from 'shared-contracts/api/payments';
import type { ProviderPayment } from '../repositories/orders';
import type { SandboxPaymentRepository, SandboxRow } from '../repositories/sandboxPayments';
import {
  ProviderRefusedError,
  type NewPayment,
  type NewRefund,
  type PaymentProvider,
  type ProviderRefund,
} from './provider';

/** What the payer may choose on the sandbox checkout page. */
export const sandboxOutcomes = ['paid', 'failed', 'canceled', 'expired', 'pending'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

export const SANDBOX_CHECKOUT_PATH = '/_sandbox/checkout';

const toPayment = (row: SandboxRow): ProviderPayment => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  refunded: row.amount_refunded,
  chargedBack: row.amount_charged_back,
  orderId: row.metadata.order_id ?? null,
  checkoutUrl: `${new URL(row.redirect_url).origin}${SANDBOX_CHECKOUT_PATH}/${row.id}`,
});

export type SandboxPayment = ProviderPayment & {
  description: string;
  method: PaymentMethod;
  redirectUrl: string;
  webhookUrl: string;
};

/**
 * The built-in test provider (docs/payments.md "Sandbox"), so a payment runs end to end with no account anywhere:
 * it keeps its payments in its own table as Mollie keeps them on its side, its checkout page
 * (routes/web/sandboxCheckout.ts) lets the payer pick the outcome, and it then posts `id=` to our webhook exactly as
 * Mollie does. Nothing is charged. Refused in production unless PAYMENTS_SANDBOX=1.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly testMode = true;

  constructor(private readonly payments: SandboxPaymentRepository) {}

  async create(payment: NewPayment): Promise<ProviderPayment> {
    const row = await this.payments.create(
      {
        id: `sbx_${randomBytes(10).toString('hex')}`,
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description,
        method: payment.method,
        redirect_url: payment.redirectUrl,
        // Like Mollie without a webhook URL: the state is then only learnt by asking.
        webhook_url: payment.webhookUrl ?? '',
        metadata: { order_id: payment.orderId },
      },
      payment.idempotencyKey,
    );
    return toPayment(row);
  }

  get(id: string): Promise<ProviderPayment | null> {
    return this.details(id);
  }

  /** A payment with what its checkout page shows. */
  async details(id: string): Promise<SandboxPayment | null> {
    const row = await this.payments.byId(id);
    return row
      ? {
          ...toPayment(row),
          description: row.description,
          method: row.method,
          redirectUrl: row.redirect_url,
          webhookUrl: row.webhook_url,
        }
      : null;
  }

  /** The payer's choice: an open (or pending) payment takes the outcome; a settled one stays as it is. */
  async settle(id: string, outcome: SandboxOutcome): Promise<SandboxPayment | null> {
    await this.payments.settle(id, outcome);
    return this.details(id);
  }

  async refund(paymentId: string, refund: NewRefund): Promise<ProviderRefund> {
    const made = await this.payments.refund(paymentId, refund.amount, refund.idempotencyKey);
    if (!made)
      throw new ProviderRefusedError(`The sandbox payment ${paymentId} has not ${refund.amount} left to refund`);
    return { id: made.id, amount: made.amount };
  }

  /** What the operator's dashboard would do: refund a paid payment in full, or report a chargeback on it. */
  async reverse(id: string, how: 'refund' | 'chargeback'): Promise<SandboxPayment | null> {
    await this.payments.reverse(id, how);
    return this.details(id);
  }
}
