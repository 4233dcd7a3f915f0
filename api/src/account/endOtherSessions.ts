import type { Queryable } from '../db/database';
import type { LiveBus } from '../repositories/liveBus';
import type { SessionRepository } from '../repositories/sessions';

/**
 * Ends every session of the member except the one of `keepToken` (this browser), inside `tx`, and closes those
 * browsers' live sockets at once, in whichever API process holds them (the bus sends when `tx` commits). Used by a
 * password reset, a password change and "log out all other devices". Answers how many sessions ended.
 */
export async function endOtherSessions(
  deps: { sessions: SessionRepository; live: LiveBus },
  tx: Queryable,
  memberId: number,
  keepToken: string | undefined,
): Promise<number> {
  const hashes = await deps.sessions.endOthers(tx, memberId, keepToken);
  await deps.live.publishAll(
    hashes.map((hash) => ({ to: [memberId], sessionEnded: hash })),
    tx,
  );
  return hashes.length;
}
