import type { Queryable } from '../db/database';

export interface OrderRefund {
  id: number;
  order_id: number;
  request_id: string;
  amount: number;
  status: 'pending' | 'done' | 'failed';
  provider_refund_id: string | null;
  operator_id: number | null;
  reason: string;
  error: string;
  created_at: Date;
}

/**
 * Refunds operators make through the provider (payments/refunds.ts), one row per submitted form (`request_id`):
 * pending while the provider is asked, done once the provider's report is applied, failed when it refused.
 */
export class OrderRefundRepository {
  constructor(private readonly db: Queryable) {}

  async byRequest(tx: Queryable, requestId: string): Promise<OrderRefund | null> {
    const [row] = await tx.query<OrderRefund>('select * from order_refunds where request_id = $1', [requestId]);
    return row ?? null;
  }

  /** What refunds still being asked of the provider will take from the order. */
  async pendingTotal(tx: Queryable, orderId: number): Promise<number> {
    const [row] = await tx.query<{ total: number }>(
      `select coalesce(sum(amount), 0)::int as total from order_refunds where order_id = $1 and status = 'pending'`,
      [orderId],
    );
    return row?.total ?? 0;
  }

  async create(
    tx: Queryable,
    refund: { orderId: number; requestId: string; amount: number; operatorId: number | null; reason: string },
  ): Promise<OrderRefund> {
    const [row] = await tx.query<OrderRefund>(
      `insert into order_refunds (order_id, request_id, amount, operator_id, reason) values ($1, $2, $3, $4, $5)
       returning *`,
      [refund.orderId, refund.requestId, refund.amount, refund.operatorId, refund.reason],
    );
    return row as OrderRefund;
  }

  /** A refused refund asked again with the same form: pending once more. */
  async retry(tx: Queryable, id: number): Promise<void> {
    await tx.query(`update order_refunds set status = 'pending', error = '' where id = $1 and status = 'failed'`, [id]);
  }

  /** The provider refused or could not be asked: nothing was taken back. */
  async failed(id: number, error: string): Promise<void> {
    await this.db.query(
      `update order_refunds set status = 'failed', error = $2, settled_at = now() where id = $1 and status = 'pending'`,
      [id, error.slice(0, 500)],
    );
  }

  /** The provider's report is applied; false when another request had marked it already. */
  async done(tx: Queryable, id: number, providerRefundId: string): Promise<boolean> {
    const rows = await tx.query(
      `update order_refunds set status = 'done', provider_refund_id = $2, error = '', settled_at = now()
        where id = $1 and status <> 'done' returning id`,
      [id, providerRefundId],
    );
    return rows.length > 0;
  }
}
