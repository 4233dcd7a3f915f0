import type { PaymentMethod, TransactionState } from 'shared-contracts/api/payments';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/** A payment of the sandbox provider, as its own table keeps it. */
export interface SandboxRow {
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

export interface SandboxRefundRow {
  id: string;
  payment_id: string;
  amount: number;
}

/** The sandbox provider's payments (payments/sandboxProvider.ts): its side of a payment, as Mollie keeps its own. */
export class SandboxPaymentRepository {
  constructor(private readonly db: Database) {}

  /** Creates the payment, or answers the one created before with the same idempotency key. */
  async create(
    payment: Omit<SandboxRow, 'status' | 'amount_refunded' | 'amount_charged_back'>,
    idempotencyKey: string,
  ) {
    const [row] = await this.db.query<SandboxRow>(
      `with created as (
         insert into sandbox_payments (id, amount, currency, description, method, redirect_url, webhook_url, metadata, idempotency_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (idempotency_key) do nothing
         returning *)
       select * from created
       union all select * from sandbox_payments where idempotency_key = $9 and not exists (select 1 from created)`,
      [
        payment.id,
        payment.amount,
        payment.currency,
        payment.description,
        payment.method,
        payment.redirect_url,
        payment.webhook_url,
        payment.metadata,
        idempotencyKey,
      ],
    );
    return row as SandboxRow;
  }

  async byId(id: string): Promise<SandboxRow | null> {
    const [row] = await this.db.query<SandboxRow>('select * from sandbox_payments where id = $1', [id]);
    return row ?? null;
  }

  /** An open (or pending) payment takes the outcome; a settled one stays as it is. */
  async settle(id: string, outcome: TransactionState): Promise<void> {
    await this.db.query(
      `update sandbox_payments set status = $2
        where id = $1 and (status = 'open' or (status = 'pending' and $2 <> 'pending'))`,
      [id, outcome],
    );
  }

  /** Refunds a paid payment in full, or records a chargeback on it. */
  async reverse(id: string, how: 'refund' | 'chargeback'): Promise<void> {
    const column = how === 'refund' ? 'amount_refunded' : 'amount_charged_back';
    await this.db.query(
      `update sandbox_payments set ${column} = amount - amount_refunded - amount_charged_back + ${column}
        where id = $1 and status = 'paid'`,
      [id],
    );
  }

  /**
   * Refunds part or all of a paid payment, once per idempotency key (the same key answers the refund it made); null
   * when the payment is not paid or has less than `amount` left, as Mollie refuses such a refund.
   */
  async refund(paymentId: string, amount: number, idempotencyKey: string): Promise<SandboxRefundRow | null> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx.query<SandboxRow>('select * from sandbox_payments where id = $1 for update', [
        paymentId,
      ]);
      // Looked up under the payment's lock: the same key sent twice at once makes one refund.
      const [known] = await tx.query<SandboxRefundRow>(
        'select id, payment_id, amount from sandbox_refunds where idempotency_key = $1',
        [idempotencyKey],
      );
      if (known) return known.payment_id === paymentId ? known : null;
      if (!payment || payment.status !== 'paid') return null;
      if (amount > payment.amount - payment.amount_refunded - payment.amount_charged_back) return null;
      const [created] = await tx.query<SandboxRefundRow>(
        `insert into sandbox_refunds (id, payment_id, amount, idempotency_key) values ($1, $2, $3, $4)
         returning id, payment_id, amount`,
        [`sbx_re_${randomBytes(8).toString('hex')}`, paymentId, amount, idempotencyKey],
      );
      await tx.query('update sandbox_payments set amount_refunded = amount_refunded + $2 where id = $1', [
        paymentId,
        amount,
      ]);
      return created as SandboxRefundRow;
    });
  }
}
