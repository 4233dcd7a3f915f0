/**
 * Work a server process does in the background, in a loop: started and stopped with the process, woken at once when
 * this process has queued work, otherwise sleeping until its next look (work queued by another process). The mail
 * outbox and the photo scoring workers are such loops; each says what one pass does (`run`).
 */
export abstract class BackgroundLoop {
  protected running = false;
  private loop: Promise<void> | null = null;
  private woken = false;
  private interruptSleep: (() => void) | null = null;
  /** Passes begun so far, and who waits for a pass begun after a given one to end with nothing left to do. */
  private passes = 0;
  private idleWaiters: { after: number; resolve: () => void }[] = [];

  constructor(private readonly onStopped: (error: unknown) => void) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run()
      .catch(this.onStopped)
      // A loop that ended (stopped, or died of an error) does no more work: nobody should wait for it to go idle.
      .finally(() => this.settleIdleWaiters(Infinity));
  }

  wake(): void {
    this.woken = true;
    this.interruptSleep?.();
  }

  /**
   * Resolves once the loop has nothing to do: a pass begun after this call has ended and the loop went to sleep with
   * no wake pending, so all work queued (and committed) before the call has been done or has failed for now (a retry
   * that falls due later is not waited for). At once when the loop is not running. Why: a test that asserts that
   * something was NOT done (no mail sent, no photo scored) waits for this instead of a fixed time, which would pass
   * when the unwanted work merely came late; a graceful shutdown can wait for it before stopping.
   */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.idleWaiters.push({ after: this.passes, resolve });
      this.wake();
    });
  }

  private settleIdleWaiters(endedPass: number): void {
    const done = this.idleWaiters.filter((waiter) => endedPass > waiter.after);
    this.idleWaiters = this.idleWaiters.filter((waiter) => endedPass <= waiter.after);
    for (const waiter of done) waiter.resolve();
  }

  /** Ends the loop once the work in progress is done. */
  protected async halt(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    await this.loop;
  }

  protected abstract run(): Promise<void>;

  /** A pass begins: a wake from here on cuts the sleep after it short. */
  protected beginPass(): void {
    this.woken = false;
    this.passes += 1;
  }

  protected async sleep(ms: number): Promise<void> {
    if (this.woken || !this.running) return;
    // The pass that just ended found nothing more to do, and nothing has been queued since it began.
    this.settleIdleWaiters(this.passes);
    await new Promise<void>((resolve) => {
      // Unreferenced: the loop alone never keeps a process alive (the server's listener does).
      const timer = setTimeout(resolve, ms).unref();
      this.interruptSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.interruptSleep = null;
  }
}
