/**
 * Where a start's time goes, printed beside the "ready" figure (`npm start` to first page should stay under 20 s):
 * the builds of apps without a live version, which run beside the server's own start, then each step the server
 * names, the first being loading the server.
 */
export class StartupClock {
  private readonly laps: [string, number][] = [];
  private builds: number | undefined;
  private last = Date.now();

  constructor(private readonly origin: number | undefined) {
    if (origin !== undefined) this.laps.push(['loading the server', this.last - origin]);
  }

  /** The app builds finished at `at`; the server's steps ran beside them meanwhile. */
  buildsDone(at: number): void {
    if (this.origin !== undefined) this.builds = Math.max(0, at - this.origin);
  }

  /** Ends the step that ran since the previous one. */
  lap(step: string): void {
    const now = Date.now();
    this.laps.push([step, now - this.last]);
    this.last = now;
  }

  /** "app builds 10.1 s, beside them loading the server 0.9 s, …". */
  toString(): string {
    const steps = this.laps.map(([step, ms]) => `${step} ${seconds(ms)}`).join(', ');
    return this.builds === undefined ? steps : `app builds ${seconds(this.builds)}, beside them ${steps}`;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
