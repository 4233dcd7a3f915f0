/**
 * Where a start's time goes, printed beside the "ready" figure (`npm start` to first page should stay under 20 s):
 * the builds of apps without a live version, loading the server, then each step the server names.
 */
export class StartupClock {
  private readonly laps: [string, number][] = [];
  private last = Date.now();

  constructor(origin: number | undefined, builtAt: number | undefined) {
    if (origin === undefined) return;
    if (builtAt !== undefined && builtAt >= origin) this.laps.push(['app builds', builtAt - origin]);
    this.laps.push(['loading the server', this.last - (builtAt ?? origin)]);
  }

  /** Ends the step that ran since the previous one. */
  lap(step: string): void {
    const now = Date.now();
    this.laps.push([step, now - this.last]);
    this.last = now;
  }

  /** "app builds 10.1 s, loading the server 0.9 s, …". */
  toString(): string {
    return this.laps.map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ');
  }
}
