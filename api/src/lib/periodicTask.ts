/**
 * Work every server process repeats in the background (the payment and suspension sweeps): a round now, then the
 * next `intervalMs` after the previous one ended, until stopped. A failed round is reported and the next one tries
 * again. The timer is unreferenced: a sweep alone never keeps a process alive (the server's listener does).
 */
export class PeriodicTask {
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();

  constructor(
    private readonly work: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether the task should go on; a long round checks it between its steps. */
  get active(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops after the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.round;
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.round = this.work()
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          if (this.running) this.schedule(this.intervalMs);
        });
    }, ms).unref();
  }
}
