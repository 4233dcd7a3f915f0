import type { Queryable } from '../db/database';

/** How long a process's presence rows count without a refresh (it refreshes every minute). */
const FRESH_FOR = '3 minutes';

/** SQL: whether the member (an SQL expression) has a live socket open in any API process. */
export function isConnectedSql(memberExpression: string): string {
  return `exists (select 1 from live_presence p where p.member_id = ${memberExpression} and p.seen_at > now() - interval '${FRESH_FOR}')`;
}

/** Open live sockets per member and API process (docs/architecture.md, chat): who can be told live, who needs a push. */
export class LivePresenceRepository {
  constructor(private readonly db: Queryable) {}

  async opened(instanceId: string, memberId: number): Promise<void> {
    await this.db.query(
      `insert into live_presence (instance_id, member_id, sockets) values ($1, $2, 1)
       on conflict (instance_id, member_id) do update set sockets = live_presence.sockets + 1, seen_at = now()`,
      [instanceId, memberId],
    );
  }

  async closed(instanceId: string, memberId: number): Promise<void> {
    await this.db.query(
      `with lowered as (update live_presence set sockets = sockets - 1 where instance_id = $1 and member_id = $2 and sockets > 1 returning 1)
       delete from live_presence where instance_id = $1 and member_id = $2 and not exists (select 1 from lowered)`,
      [instanceId, memberId],
    );
  }

  async refresh(instanceId: string): Promise<void> {
    await this.db.query('update live_presence set seen_at = now() where instance_id = $1', [instanceId]);
  }

  async forget(instanceId: string): Promise<void> {
    await this.db.query('delete from live_presence where instance_id = $1', [instanceId]);
  }

  async isConnected(memberId: number): Promise<boolean> {
    const [row] = await this.db.query<{ connected: boolean }>(`select ${isConnectedSql('$1')} as connected`, [
      memberId,
    ]);
    return row?.connected === true;
  }
}
