import { randomBytes } from 'node:crypto';
import type { PaymentMethod, TransactionState } from 'shared-contracts/api/payments';
import type { Database } from '../db/database';
import type { ProviderPayment } from '../repositories/orders';
import type { NewPayment, PaymentProvider } from './provider';

interface SandboxRow {
  id: string;
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  redirect_url: string;
  webhook_url: string;
  status: TransactionState;
  amount_refunded: number;
  amount_charged_back: number;
  metadata: { order_id?: string };
}

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

  constructor(private readonly db: Database) {}

  async create(payment: NewPayment): Promise<ProviderPayment> {
    const [row] = await this.db.query<SandboxRow>(
      `with created as (
         insert into sandbox_payments (id, amount, currency, description, method, redirect_url, webhook_url, metadata, idempotency_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (idempotency_key) do nothing
         returning *)
       select * from created
       union all select * from sandbox_payments where idempotency_key = $9 and not exists (select 1 from created)`,
      [
        `sbx_${randomBytes(10).toString('hex')}`,
        payment.amount,
        payment.currency,
        payment.description,
        payment.method,
        payment.redirectUrl,
        // Like Mollie without a webhook URL: the state is then only learnt by asking.
        payment.webhookUrl ?? '',
        { order_id: payment.orderId },
        payment.idempotencyKey,
      ],
    );
    return toPayment(row as SandboxRow);
  }

  get(id: string): Promise<ProviderPayment | null> {
    return this.details(id);
  }

  /** A payment with what its checkout page shows. */
  async details(id: string): Promise<SandboxPayment | null> {
    const [row] = await this.db.query<SandboxRow>('select * from sandbox_payments where id = $1', [id]);
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
    await this.db.query(
      `update sandbox_payments set status = $2
        where id = $1 and (status = 'open' or (status = 'pending' and $2 <> 'pending'))`,
      [id, outcome],
    );
    return this.details(id);
  }

  /** What the operator's dashboard would do: refund a paid payment in full, or report a chargeback on it. */
  async reverse(id: string, how: 'refund' | 'chargeback'): Promise<SandboxPayment | null> {
    const column = how === 'refund' ? 'amount_refunded' : 'amount_charged_back';
    await this.db.query(
      `update sandbox_payments set ${column} = amount - amount_refunded - amount_charged_back + ${column}
        where id = $1 and status = 'paid'`,
      [id],
    );
    return this.details(id);
  }
}
