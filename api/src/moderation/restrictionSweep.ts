import { PeriodicTask } from '../lib/periodicTask';
import type { ModerationService } from './moderationService';

/** How often each process looks for suspensions that have ended. */
export const RESTRICTION_SWEEP_MS = 60_000;
const BATCH = 100;

/**
 * Lifts suspensions whose time is up (docs/operators.md "Trust & safety: the model"): every server process sweeps,
 * and SKIP LOCKED keeps two from lifting the same member. Until the sweep comes by, an ended suspension already
 * counts as lifted for logging in and for sessions (repositories/members.ts activeRestrictionSql); the sweep puts the
 * profile back in search, likes and chats and writes the audit entry.
 */
export class RestrictionSweep {
  private readonly task: PeriodicTask;

  constructor(
    private readonly deps: {
      moderation: Pick<ModerationService, 'liftExpiredSuspensions'>;
      intervalMs: number;
      warn: (message: string, error: unknown) => void;
    },
  ) {
    this.task = new PeriodicTask(
      async () => {
        await this.sweep();
      },
      deps.intervalMs,
      (error) => deps.warn('Suspension sweep: could not lift ended suspensions', error),
    );
  }

  start(): void {
    this.task.start();
  }

  async stop(): Promise<void> {
    await this.task.stop();
  }

  /** Lifts ended suspensions a batch at a time until none is left; answers how many. */
  async sweep(): Promise<number> {
    let lifted = 0;
    for (;;) {
      const batch = await this.deps.moderation.liftExpiredSuspensions(BATCH);
      lifted += batch;
      if (batch < BATCH || !this.task.active) return lifted;
    }
  }
}
