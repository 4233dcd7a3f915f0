import type { Queryable } from '../db/database';
import type { ExperimentGoal } from 'shared-contracts/api';

/**
 * Records a goal reached by a visitor (docs/experiments.md) for every running experiment that showed the visitor its
 * variant: once per visitor, experiment and goal, and only after the exposure. Runs inside the caller's transaction,
 * so a conversion exists exactly when what it counts (the account, the activation, the paid order) does.
 */
export async function recordVisitorConversion(tx: Queryable, visitorId: string | null, goal: ExperimentGoal) {
  if (!visitorId) return;
  await tx.query(
    `insert into experiment_conversions (experiment_id, visitor_id, goal)
     select v.experiment_id, v.visitor_id, $2
       from experiment_visitors v join experiments e on e.id = v.experiment_id
      where v.visitor_id = $1 and v.exposed_at is not null and e.status = 'running'
     on conflict do nothing`,
    [visitorId, goal],
  );
}

/** The same, for a member: the visitor who signed up (activation and purchases may come from another device). */
export async function recordMemberConversion(tx: Queryable, memberId: number, goal: ExperimentGoal) {
  const [member] = await tx.query<{ visitor_id: string | null }>('select visitor_id from members where id = $1', [
    memberId,
  ]);
  await recordVisitorConversion(tx, member?.visitor_id ?? null, goal);
}
