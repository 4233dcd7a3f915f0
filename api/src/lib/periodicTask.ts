import { BackgroundLoop } from './backgroundLoop';

/**
 * Work every server process repeats on a clock (the payment and suspension sweeps): a round now, then the next
 * `intervalMs` after the previous one ended, until stopped. A failed round is reported and the next one tries again.
 */
export class PeriodicTask extends BackgroundLoop {
  constructor(
    private readonly work: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    super(onError);
  }

  /** Whether the task should go on; a long round checks it between its steps. */
  get active(): boolean {
    return this.running;
  }

  /** Stops after the round in progress. */
  stop(): Promise<void> {
    return this.halt();
  }

  protected async run(): Promise<void> {
    while (this.running) {
      this.beginPass();
      await this.work().catch(this.onError);
      await this.sleep(this.intervalMs);
    }
  }
}
