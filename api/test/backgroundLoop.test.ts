// A background loop's idle(): what tests wait for before asserting that some work was NOT done, instead of a fixed
// time. It must not resolve before the work queued ahead of it has been done, and must not hang on a loop that ended.
import { BackgroundLoop } from '../src/lib/backgroundLoop';

/** Does the jobs in `queue`, one pass at a time; a job may hold its pass until the test lets it go. */
class JobLoop extends BackgroundLoop {
  readonly queue: (() => Promise<void> | void)[] = [];
  readonly done: string[] = [];
  readonly stopped: unknown[] = [];

  constructor() {
    super((error) => this.stopped.push(error));
  }

  add(name: string, job: () => Promise<void> | void = () => undefined): void {
    this.queue.push(async () => {
      await job();
      this.done.push(name);
    });
    this.wake();
  }

  stop(): Promise<void> {
    return this.halt();
  }

  protected async run(): Promise<void> {
    while (this.running) {
      this.beginPass();
      for (let job = this.queue.shift(); job; job = this.queue.shift()) await job();
      // An hour: only a wake (or idle()) makes it look again within a test.
      await this.sleep(60 * 60_000);
    }
  }
}

describe('BackgroundLoop.idle()', () => {
  it('resolves at once for a loop that is not running', async () => {
    const loop = new JobLoop();
    loop.add('never');
    await loop.idle();
    expect(loop.done).toEqual([]);
  });

  it('resolves once the work queued before it is done, the loop sleeping or not', async () => {
    const loop = new JobLoop();
    loop.start();
    await loop.idle();
    // Queued without a wake, as another process's work is: idle() wakes the loop to look.
    loop.queue.push(() => void loop.done.push('found'));
    await loop.idle();
    expect(loop.done).toEqual(['found']);
    loop.add('woken');
    await loop.idle();
    expect(loop.done).toEqual(['found', 'woken']);
    await loop.stop();
  });

  it('waits for a pass begun after it: work queued while a pass is under way is done too', async () => {
    const loop = new JobLoop();
    let release: () => void = () => undefined;
    loop.add('slow', () => new Promise<void>((resolve) => (release = resolve)));
    loop.start();
    await new Promise((resolve) => setImmediate(resolve));
    // The pass is under way; this job is queued behind its back, after the pass took its last look.
    const idle = loop.idle();
    loop.queue.push(() => void loop.done.push('late'));
    let resolved = false;
    void idle.then(() => (resolved = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(resolved).toBe(false);
    release();
    await idle;
    expect(loop.done).toEqual(['slow', 'late']);
    await loop.stop();
  });

  it('does not hang on a loop that stops or dies while it waits', async () => {
    const stopping = new JobLoop();
    let release: () => void = () => undefined;
    stopping.add('slow', () => new Promise<void>((resolve) => (release = resolve)));
    stopping.start();
    await new Promise((resolve) => setImmediate(resolve));
    const idle = stopping.idle();
    const stopped = stopping.stop();
    release();
    await Promise.all([idle, stopped]);

    const dying = new JobLoop();
    dying.add('fails', () => Promise.reject(new Error('the database went away')));
    dying.start();
    await dying.idle();
    expect(dying.stopped).toEqual([new Error('the database went away')]);
  });
});
