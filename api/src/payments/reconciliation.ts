import { PeriodicJob } from '../lib/periodicJob';
import type { Order, OrderRepository } from '../repositories/orders';

export interface SweepTiming {
  /** Orders younger than this are left to the webhook and the payer's transaction page. */
  minAgeMs: number;
  /** How often each process looks for orders due for a check. */
  intervalMs: number;
}

const MINUTE_MS = 60_000;
/** After an order's first check the next comes 2 minutes later, then 5, 10, 30, and then every hour until it is final. */
export const CHECK_BACKOFF_MS = [2, 5, 10, 30, 60].map((minutes) => minutes * MINUTE_MS);
const BATCH = 20;

/**
 * The reconciliation sweep (docs/payments.md "Reconciliation"): a webhook may never arrive (lost, refused, sent while
 * the server was down), so every server process keeps asking the provider about unsettled orders older than
 * `minAgeMs`, with backoff, until they are paid, failed, canceled or expired. What the provider says is applied as a
 * webhook's report is (`reconcile`), so an order is credited once however many ways its payment is learnt of.
 */
export class PaymentSweep {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: {
      orders: Pick<OrderRepository, 'claimDueChecks'>;
      /** Asks the provider about the order and applies its answer (PaymentService.reconcile). */
      reconcile: (order: Order) => Promise<unknown>;
      timing: SweepTiming;
      warn: (message: string, error: unknown) => void;
    },
  ) {
    this.job = new PeriodicJob({
      intervalMs: deps.timing.intervalMs,
      work: () => this.sweep(),
      // The database refused or went away: the next round tries again.
      onError: (error) => deps.warn('Payment sweep: could not claim orders', error),
    });
  }

  private get running(): boolean {
    return this.job.running;
  }

  /** Sweeps now, then every `intervalMs` after the previous round ended. */
  start(): void {
    this.job.start();
  }

  /**
   * Stops after the check in progress. Orders claimed in the same batch but not asked about yet are checked at their
   * next scheduled time, by whichever process comes first.
   */
  async stop(): Promise<void> {
    await this.job.stop();
  }

  /** Claims and checks due orders, a batch at a time, until none is due. */
  private async sweep(): Promise<void> {
    for (;;) {
      const due = await this.deps.orders.claimDueChecks({
        minAgeMs: this.deps.timing.minAgeMs,
        backoffMs: CHECK_BACKOFF_MS,
        limit: BATCH,
      });
      for (const order of due) {
        if (!this.running) return;
        try {
          await this.deps.reconcile(order);
        } catch (error) {
          // The provider cannot be asked now; the order's next check is scheduled already.
          this.deps.warn(`Payment sweep: order ${order.public_id} could not be checked`, error);
        }
      }
      if (due.length < BATCH || !this.running) return;
    }
  }
}
