import { recordMemberConversion } from './experimentConversions';
import { randomBytes } from 'node:crypto';
import type { PaymentMethod, TransactionState } from 'shared-contracts/api/payments';
import type { Database, Queryable } from '../db/database';
import type { LiveBus } from './liveBus';

/** A payment as the provider reports it (payments/provider.ts) and as an order records it, amounts in minor units. */
export interface ProviderPayment {
  id: string;
  status: TransactionState;
  amount: number;
  currency: string;
  /** What has been refunded so far. */
  refunded: number;
  /** What the payer's bank has taken back (chargebacks) so far. */
  chargedBack: number;
  /** Our order's public id, from the payment's metadata. */
  orderId: string | null;
  checkoutUrl: string | null;
}

export interface Order {
  id: number;
  public_id: string;
  site_id: number;
  member_id: number | null;
  package_id: number | null;
  plan_id: number | null;
  country: string;
  currency: string;
  list_price: number;
  discount_amount: number;
  amount: number;
  credits: number;
  premium_days: number;
  discount_code_id: number | null;
  discount_code: string | null;
  method: PaymentMethod;
  locale: string;
  provider: string;
  provider_payment_id: string | null;
  checkout_url: string | null;
  status: 'new' | TransactionState;
  paid_at: Date | null;
  refunded_amount: number;
  charged_back_amount: number;
  credits_reversed: number;
  premium_reversed: boolean;
  checked_at: Date | null;
  /** Until when the payer can still pay it (payments/methods.ts): a reservation under its discount code's cap. */
  payable_until: Date;
  /** When the sweep asks the provider about it next (null: not asked yet), and how often it has asked. */
  next_check_at: Date | null;
  checks: number;
  created_at: Date;
}

export type NewOrder = Pick<
  Order,
  | 'site_id'
  | 'member_id'
  | 'package_id'
  | 'plan_id'
  | 'country'
  | 'currency'
  | 'list_price'
  | 'discount_amount'
  | 'amount'
  | 'credits'
  | 'premium_days'
  | 'discount_code_id'
  | 'method'
  | 'locale'
  | 'provider'
> & {
  /** How long it can be paid after it is created. */
  payable_for_ms: number;
};

export interface Buyer {
  id: number;
  credits: number;
  premium_until: Date | null;
  signup_date: Date;
  email: string;
  name: string;
  language: string | null;
  country: string | null;
}

/** What applying a provider's report changed. */
export interface Applied {
  order: Order;
  /** It turned paid now (credits or premium were added by this call). */
  newlyPaid: boolean;
  /** Credits a refund or chargeback took back by this call (never more than the balance had). */
  creditsTaken: number;
}

const ORDER_COLUMNS = `o.*, (select code from discount_codes c where c.id = o.discount_code_id) as discount_code`;
/** A second click, another tab or a retried request within this time gets the same payment, not a second one. */
const REUSE_WINDOW = '15 minutes';
const CHECKOUT_WAIT_MS = 10_000;

/**
 * Orders: one per payment attempt (docs/payments.md). The provider's reports are applied here, in one transaction
 * per report, so a paid order credits exactly once however often and in whatever order the reports come.
 */
export class OrderRepository {
  constructor(
    private readonly db: Database,
    private readonly live: LiveBus,
  ) {}

  /**
   * A new order, or the member's open one for the same thing (same product, method, code and price) started in the
   * last 15 minutes: a double click or two tabs start one payment. Serialised per member by the member's row lock.
   * `beforeCreate` runs in the transaction just before a new order is inserted (and not for a reused one); what it
   * throws leaves nothing behind.
   */
  async createOrReuse(
    order: NewOrder,
    beforeCreate: (tx: Queryable) => Promise<void> = async () => undefined,
  ): Promise<{ order: Order; reused: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.query('select 1 from members where id = $1 for update', [order.member_id]);
      const [open] = await tx.query<Order>(
        `select ${ORDER_COLUMNS} from orders o
          where member_id = $1 and package_id is not distinct from $2 and plan_id is not distinct from $3
            and method = $4 and discount_code_id is not distinct from $5 and amount = $6 and credits = $7
            and status in ('new', 'open') and created_at > now() - interval '${REUSE_WINDOW}'
          order by id desc limit 1`,
        [
          order.member_id,
          order.package_id,
          order.plan_id,
          order.method,
          order.discount_code_id,
          order.amount,
          order.credits,
        ],
      );
      if (open) return { order: open, reused: true };
      await beforeCreate(tx);
      const [created] = await tx.query<Order>(
        `insert into orders (public_id, site_id, member_id, package_id, plan_id, country, currency, list_price,
                             discount_amount, amount, credits, premium_days, discount_code_id, method, locale, provider,
                             payable_until)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                 now() + make_interval(secs => $17::float8 / 1000))
         returning *, (select code from discount_codes c where c.id = discount_code_id) as discount_code`,
        [
          randomBytes(18).toString('base64url'),
          order.site_id,
          order.member_id,
          order.package_id,
          order.plan_id,
          order.country,
          order.currency,
          order.list_price,
          order.discount_amount,
          order.amount,
          order.credits,
          order.premium_days,
          order.discount_code_id,
          order.method,
          order.locale,
          order.provider,
          order.payable_for_ms,
        ],
      );
      return { order: created as Order, reused: false };
    });
  }

  /** The provider has the payment: its id and checkout page. */
  async attachPayment(orderId: number, payment: ProviderPayment): Promise<void> {
    await this.db.query(
      `update orders set provider_payment_id = $2, checkout_url = $3, status = 'open', updated_at = now()
        where id = $1 and status = 'new'`,
      [orderId, payment.id, payment.checkoutUrl],
    );
  }

  /** The provider refused to create the payment: nothing was charged. */
  async creationFailed(orderId: number): Promise<void> {
    await this.db.query(`update orders set status = 'failed', updated_at = now() where id = $1 and status = 'new'`, [
      orderId,
    ]);
  }

  /** An order reused while its first request is still talking to the provider: waits for its checkout page. */
  async waitForCheckout(orderId: number): Promise<Order | null> {
    const until = Date.now() + CHECKOUT_WAIT_MS;
    while (Date.now() < until) {
      const order = await this.byId(orderId);
      if (!order || order.status !== 'new') return order;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  /** The order under its row lock to the end of `tx`, as a report applied to it takes it. */
  async lock(tx: Queryable, id: number): Promise<Order | null> {
    const [row] = await tx.query<Order>(`select ${ORDER_COLUMNS} from orders o where id = $1 for update`, [id]);
    return row ?? null;
  }

  async byId(id: number): Promise<Order | null> {
    const [row] = await this.db.query<Order>(`select ${ORDER_COLUMNS} from orders o where id = $1`, [id]);
    return row ?? null;
  }

  async byPublicId(publicId: string): Promise<Order | null> {
    const [row] = await this.db.query<Order>(`select ${ORDER_COLUMNS} from orders o where public_id = $1`, [publicId]);
    return row ?? null;
  }

  async byProviderPayment(paymentId: string): Promise<Order | null> {
    const [row] = await this.db.query<Order>(`select ${ORDER_COLUMNS} from orders o where provider_payment_id = $1`, [
      paymentId,
    ]);
    return row ?? null;
  }

  /** The member's orders that reached the provider, newest first. */
  list(memberId: number, limit = 50): Promise<Order[]> {
    return this.db.query<Order>(
      `select ${ORDER_COLUMNS} from orders o where member_id = $1 and status <> 'new' order by created_at desc, id desc limit $2`,
      [memberId, limit],
    );
  }

  async lastPaid(memberId: number): Promise<Order | null> {
    const [row] = await this.db.query<Order>(
      `select ${ORDER_COLUMNS} from orders o where member_id = $1 and status = 'paid' order by paid_at desc, id desc limit 1`,
      [memberId],
    );
    return row ?? null;
  }

  /** Whether the member has ever paid (the welcome code is for first purchases only). */
  async hasPaid(memberId: number): Promise<boolean> {
    const [row] = await this.db.query<{ paid: boolean }>(
      `select exists (select 1 from orders where member_id = $1 and status = 'paid') as paid`,
      [memberId],
    );
    return row?.paid ?? false;
  }

  /** The member's balance and premium end. */
  async memberState(memberId: number): Promise<{ credits: number; premium_until: Date | null } | null> {
    const account = await this.buyer(memberId);
    return account && { credits: account.credits, premium_until: account.premium_until };
  }

  /** What payments need to know of a member: balance, premium, signup date, and where a receipt goes. */
  async buyer(memberId: number): Promise<Buyer | null> {
    const [row] = await this.db.query<Buyer>(
      `select m.id, m.credits, m.premium_until, m.signup_date, m.email, p.name, p.language, p.country
         from members m join profiles p on p.member_id = m.id where m.id = $1`,
      [memberId],
    );
    return row ?? null;
  }

  /** Notes that the provider was asked about the order just now; false when it was within `minMs` already. */
  async claimCheck(orderId: number, minMs: number): Promise<boolean> {
    const rows = await this.db.query(
      `update orders set checked_at = now()
        where id = $1 and (checked_at is null or checked_at < now() - make_interval(secs => $2::float8 / 1000))
        returning id`,
      [orderId, minMs],
    );
    return rows.length > 0;
  }

  /**
   * Claims up to `limit` unsettled orders the provider has, started at least `minAgeMs` ago and due for a check (never
   * checked, or their next check has come), for the reconciliation sweep. The claim itself schedules the next check,
   * `backoffMs[checks]` later (the last entry repeats), so a process that dies while asking leaves the order due again
   * then. SKIP LOCKED lets every process sweep at once without two of them asking about the same order, and passes
   * over an order a report is being applied to.
   */
  claimDueChecks(options: { minAgeMs: number; backoffMs: readonly number[]; limit: number }): Promise<Order[]> {
    return this.db.query<Order>(
      `update orders o
          set checks = o.checks + 1,
              next_check_at = now() + make_interval(secs => ($2::float8[])[least(o.checks + 1, cardinality($2::float8[]))] / 1000)
        where o.id in (select id from orders
                        where status in ('new', 'open', 'pending', 'authorized') and provider_payment_id is not null
                          and created_at <= now() - make_interval(secs => $1::float8 / 1000)
                          and (next_check_at is null or next_check_at <= now())
                        order by coalesce(next_check_at, created_at), id
                        limit $3
                          for update skip locked)
        returning ${ORDER_COLUMNS}`,
      [options.minAgeMs, options.backoffMs, options.limit],
    );
  }

  /** The member's first paid order is an experiment conversion (docs/experiments.md); later ones are not. */
  private async recordFirstPurchase(tx: Queryable, memberId: number): Promise<void> {
    const [paid] = await tx.query<{ count: number }>(
      `select count(*)::int as count from orders where member_id = $1 and status = 'paid'`,
      [memberId],
    );
    if (paid?.count === 1) await recordMemberConversion(tx, memberId, 'purchase');
  }

  /**
   * Applies the provider's report of the order's payment, in one transaction:
   * - turning paid, the order adds its credits (one ledger row, unique per order) or extends premium, marks the
   *   member a paying user and uses up its discount code; `onPaid` runs in the same transaction (the receipt mail);
   * - a paid order stays paid: a later failed, canceled or expired report changes nothing;
   * - refunds and chargebacks take back the share of the credits they repay (never below a balance of 0), and a full
   *   one the premium days, each once.
   * `applied` runs last in the same transaction, with what changed (an operator's refund records itself there).
   */
  async apply(
    order: Order,
    payment: ProviderPayment,
    onPaid: (tx: Queryable, order: Order) => Promise<void>,
    applied: (tx: Queryable, result: Applied & { before: Order }) => Promise<void> = async () => undefined,
  ): Promise<Applied> {
    return this.db.transaction(async (tx) => {
      const before = (await this.lock(tx, order.id)) as Order;
      let current = before;
      let creditsTaken = 0;
      const memberId = current.member_id;
      let member: { credits: number; premium_until: Date | null } | null = null;
      let newlyPaid = false;
      if (current.status !== 'paid' && payment.status === 'paid') {
        newlyPaid = true;
        [current] = (await tx.query<Order>(
          `update orders o set status = 'paid', paid_at = now(), updated_at = now() where id = $1 returning ${ORDER_COLUMNS}`,
          [current.id],
        )) as [Order];
        if (memberId !== null) member = await this.credit(tx, current, memberId);
        if (memberId !== null && current.discount_code_id !== null)
          await tx.query(
            'insert into discount_redemptions (code_id, member_id, order_id) values ($1, $2, $3) on conflict do nothing',
            [current.discount_code_id, memberId, current.id],
          );
        if (memberId !== null) await this.recordFirstPurchase(tx, memberId);
        await onPaid(tx, current);
      } else if (current.status !== 'paid' && current.status !== payment.status) {
        [current] = (await tx.query<Order>(
          `update orders o set status = $2, updated_at = now() where id = $1 returning ${ORDER_COLUMNS}`,
          [current.id, payment.status],
        )) as [Order];
      }
      if (current.status === 'paid') {
        const reversal = await this.reverse(tx, current, payment);
        current = reversal.order;
        member = reversal.member ?? member;
        creditsTaken = reversal.taken;
      }
      if (member && memberId !== null)
        await this.live.publish({ to: [memberId], event: { type: 'credits', credits: member.credits } }, tx);
      const result = { order: current, newlyPaid, creditsTaken };
      await applied(tx, { ...result, before });
      return result;
    });
  }

  private async credit(tx: Queryable, order: Order, memberId: number) {
    const [member] = await tx.query<{ credits: number; premium_until: Date | null }>(
      `update members set credits = credits + $2, paid_user = true,
              premium_until = case when $3 > 0 then greatest(coalesce(premium_until, now()), now()) + make_interval(days => $3)
                                   else premium_until end
        where id = $1 returning credits, premium_until`,
      [memberId, order.credits, order.premium_days],
    );
    if (order.credits > 0)
      await tx.query(`insert into credit_ledger (member_id, kind, amount, order_id) values ($1, 'purchase', $2, $3)`, [
        memberId,
        order.credits,
        order.id,
      ]);
    return member ?? null;
  }

  private async reverse(tx: Queryable, order: Order, payment: ProviderPayment) {
    const refunded = Math.min(payment.refunded, order.amount);
    const chargedBack = Math.min(payment.chargedBack, order.amount - refunded);
    const reversed = refunded + chargedBack;
    if (reversed <= order.refunded_amount + order.charged_back_amount) return { order, member: null, taken: 0 };
    // The share of the credits the money repaid, rounded down: a partial refund never takes more than its share.
    const creditsTarget = Math.floor((order.credits * reversed) / order.amount);
    const take = Math.max(0, creditsTarget - order.credits_reversed);
    const fullyReversed = reversed >= order.amount;
    const takePremium = order.premium_days > 0 && fullyReversed && !order.premium_reversed;
    let member: { credits: number; premium_until: Date | null } | null = null;
    let taken = 0;
    if (order.member_id !== null && (take > 0 || takePremium)) {
      const [before] = await tx.query<{ credits: number }>('select credits from members where id = $1 for update', [
        order.member_id,
      ]);
      [member] = (await tx.query<{ credits: number; premium_until: Date | null }>(
        `update members set credits = greatest(credits - $2, 0),
                premium_until = case when $3 then greatest(premium_until - make_interval(days => $4), now()) else premium_until end
          where id = $1 returning credits, premium_until`,
        [order.member_id, take, takePremium, order.premium_days],
      )) as [{ credits: number; premium_until: Date | null }];
      taken = (before?.credits ?? 0) - member.credits;
      if (taken > 0)
        await tx.query('insert into credit_ledger (member_id, kind, amount, order_id) values ($1, $2, $3, $4)', [
          order.member_id,
          payment.chargedBack > order.charged_back_amount ? 'chargeback' : 'refund',
          -taken,
          order.id,
        ]);
    }
    const [updated] = await tx.query<Order>(
      `update orders o set refunded_amount = $2, charged_back_amount = $3, credits_reversed = greatest(credits_reversed, $4),
              premium_reversed = premium_reversed or $5, updated_at = now()
        where id = $1 returning ${ORDER_COLUMNS}`,
      [order.id, refunded, chargedBack, creditsTarget, takePremium],
    );
    return { order: updated as Order, member, taken };
  }
}
