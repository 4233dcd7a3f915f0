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

  constructor(private readonly onStopped: (error: unknown) => void) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run().catch(this.onStopped);
  }

  wake(): void {
    this.woken = true;
    this.interruptSleep?.();
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
  }

  protected async sleep(ms: number): Promise<void> {
    if (this.woken || !this.running) return;
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
