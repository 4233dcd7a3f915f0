import { PeriodicJob } from '../lib/periodicJob';
import type { ModerationService } from './moderationService';

/** How often each process looks for suspensions that have ended. */
export const RESTRICTION_SWEEP_MS = 60_000;
const BATCH = 100;

/**
 * Lifts suspensions whose time is up (docs/operators.md "Decisions"): every server process sweeps, and SKIP LOCKED
 * keeps two from lifting the same member. Until the sweep comes by, an ended suspension already counts as lifted for
 * logging in and for sessions (repositories/members.ts activeRestrictionSql); the sweep puts the profile back in
 * search, likes and chats and writes the audit entry.
 */
export class RestrictionSweep {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: {
      moderation: Pick<ModerationService, 'liftExpiredSuspensions'>;
      intervalMs: number;
      warn: (message: string, error: unknown) => void;
    },
  ) {
    this.job = new PeriodicJob({
      intervalMs: deps.intervalMs,
      work: async () => {
        await this.sweep();
      },
      onError: (error) => deps.warn('Suspension sweep: could not lift ended suspensions', error),
    });
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }

  /** Lifts ended suspensions a batch at a time until none is left; answers how many. */
  async sweep(): Promise<number> {
    let lifted = 0;
    for (;;) {
      const batch = await this.deps.moderation.liftExpiredSuspensions(BATCH);
      lifted += batch;
      if (batch < BATCH || !this.job.running) return lifted;
    }
  }
}
