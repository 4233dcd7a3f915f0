import { REFUND_NOT_POSSIBLE, REFUND_PROVIDER_ERROR } from 'shared-contracts/api/admin';
import { HttpError } from '../lib/httpErrors';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type { OrderRefund, OrderRefundRepository } from '../repositories/orderRefunds';
import type { Order, OrderRepository } from '../repositories/orders';
import type { InTransaction } from '../repositories/transactions';
import type { Providers } from './paymentService';
import { ProviderRefusedError } from './provider';

export interface RefundRequest {
  memberId: number;
  /** The order's public id. */
  orderId: string;
  /** Minor units. */
  amount: number;
  reason: string;
  /** The console's key for the submitted form: the same key refunds once. */
  requestId: string;
}

const noOrder = () => new HttpError(404, 'no_order', 'This member has no such order');
const notPossible = (message: string, field = 'refund_not_possible') =>
  new HttpError(409, REFUND_NOT_POSSIBLE, message, { amount: field });

/**
 * An operator's refund of a member's order through its provider (docs/payments.md "Refunds by an operator"):
 *
 * 1. claim: under the order's row lock, a `pending` row for the form (its request id), if the order is paid and has
 *    that much left once the refunds still pending are counted; the same request id finds its row again;
 * 2. ask the provider to refund, with the row as the idempotency key, so a retried or doubled request makes one
 *    refund at the provider; a refusal marks the row `failed` and changes nothing else;
 * 3. fetch the payment back from the provider and apply it like every refund report (the credits' share taken back,
 *    never below a balance of 0; a full refund takes premium days back), marking the row `done` and appending the
 *    audit entry in that same transaction.
 *
 * A crash or an unreachable provider between 2 and 3 leaves the row pending: the provider's own report (Mollie's
 * webhook) or the same form sent again finishes it.
 */
export class RefundService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      orders: OrderRepository;
      refunds: OrderRefundRepository;
      providers: Providers;
      audit: AuditRepository;
    },
  ) {}

  async refund(act: OperatorAct, request: RefundRequest): Promise<Order> {
    const { orders, providers } = this.deps;
    const found = await orders.byPublicId(request.orderId);
    if (!found || found.member_id !== request.memberId) throw noOrder();
    const provider = providers.byName.get(found.provider);
    const paymentId = found.provider_payment_id;
    if (!provider || !paymentId) throw notPossible('This order was not paid through a provider that can refund');

    const claim = await this.claim(act, found.id, request);
    if (claim.status === 'done') return (await orders.byId(found.id)) as Order;

    let providerRefund;
    try {
      providerRefund = await provider.refund(paymentId, {
        amount: request.amount,
        currency: found.currency,
        description: `Refund ${found.public_id}`,
        idempotencyKey: `refund-${claim.id}`,
      });
    } catch (error) {
      await this.deps.refunds.failed(claim.id, (error as Error).message);
      throw Object.assign(
        new HttpError(
          502,
          REFUND_PROVIDER_ERROR,
          error instanceof ProviderRefusedError
            ? 'The payment provider refused the refund; nothing was changed'
            : 'The payment provider could not be reached; nothing was changed, try again',
        ),
        { cause: error },
      );
    }

    const payment = await provider.get(paymentId).catch(() => null);
    if (!payment)
      throw new HttpError(
        502,
        REFUND_PROVIDER_ERROR,
        'The provider took the refund but could not be asked about the payment now; send the same refund again to finish it',
      );
    const applied = await orders.apply(
      found,
      payment,
      async () => undefined,
      async (tx, result) => {
        if (!(await this.deps.refunds.done(tx, claim.id, providerRefund.id))) return;
        await this.deps.audit.append(tx, {
          ...act,
          action: 'order.refunded',
          objectType: 'order',
          objectId: found.public_id,
          siteId: found.site_id,
          before: refundState(result.before),
          after: {
            ...refundState(result.order),
            member_id: request.memberId,
            amount: request.amount,
            credits_taken: result.creditsTaken,
          },
          reason: request.reason,
        });
      },
    );
    return applied.order;
  }

  /** Step 1: the form's refund row, new, found again, or a refused one tried again. */
  private claim(act: OperatorAct, orderId: number, request: RefundRequest): Promise<OrderRefund> {
    const { inTransaction, orders, refunds } = this.deps;
    return inTransaction(async (tx) => {
      const order = (await orders.lock(tx, orderId)) as Order;
      const existing = await refunds.byRequest(tx, request.requestId);
      if (existing && (existing.order_id !== order.id || existing.amount !== request.amount))
        throw new HttpError(409, 'request_reused', 'This form was sent for another refund; open the dialog again');
      if (existing?.status === 'done' || existing?.status === 'pending') return existing;
      if (order.status !== 'paid') throw notPossible('Only a paid order can be refunded', 'order_not_paid');
      const left =
        order.amount - order.refunded_amount - order.charged_back_amount - (await refunds.pendingTotal(tx, order.id));
      if (request.amount > left)
        throw notPossible(`At most ${Math.max(left, 0)} can be refunded of this order`, 'refund_too_large');
      if (existing) {
        await refunds.retry(tx, existing.id);
        return { ...existing, status: 'pending' as const };
      }
      return refunds.create(tx, {
        orderId: order.id,
        requestId: request.requestId,
        amount: request.amount,
        operatorId: act.actor.kind === 'operator' ? act.actor.operatorId : null,
        reason: request.reason,
      });
    });
  }
}

function refundState(order: Order) {
  return {
    refunded_amount: order.refunded_amount,
    charged_back_amount: order.charged_back_amount,
    credits_reversed: order.credits_reversed,
    premium_reversed: order.premium_reversed,
  };
}
