/**
 * Background work every server process does on a timer (the payment sweep, the dashboards' rollup): a round now, then
 * one every `intervalMs` after the previous round ended, so rounds never overlap in one process. A failed round is
 * reported and the next one tries again. The timer is unreferenced: a job alone never keeps a process alive.
 */
export class PeriodicJob {
  private active = false;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      intervalMs: number;
      work: () => Promise<void>;
      onError: (error: unknown) => void;
    },
  ) {}

  /** Whether the job has been started and not stopped: long rounds check it to end early on a stop. */
  get running(): boolean {
    return this.active;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.schedule(0);
  }

  /** Stops the timer and waits for the round in progress. */
  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    await this.round;
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.round = this.options
        .work()
        .catch(this.options.onError)
        .finally(() => {
          if (this.active) this.schedule(this.options.intervalMs);
        });
    }, ms).unref();
  }
}
