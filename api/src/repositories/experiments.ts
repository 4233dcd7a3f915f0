import type { Database, Queryable } from '../db/database';
import type { ExperimentGoal } from 'shared-contracts/api';
import type { ExperimentSummary } from 'shared-contracts/api/experiments';

export interface StoredVariant {
  name: string;
  version: string | null;
  weight: number;
}

export interface RunningExperiment {
  id: number;
  key: string;
  app: string;
  variants: StoredVariant[];
}

export interface VariantTally {
  variant: string;
  visitors: number;
  /** Visitors the variant was given at all: exposed, failed or both. */
  seen: number;
  failed: number;
  signup: number;
  activation: number;
  purchase: number;
}

const SUMMARY_SQL = `
  select e.id, e.site_id as "siteId", e.key, s.hosts[1] as site, e.app, e.goal, e.status, e.stop_reason as "stopReason",
         e.promoted_variant as "promotedVariant", e.created_at as "createdAt", e.started_at as "startedAt",
         e.stopped_at as "stoppedAt",
         (select coalesce(json_agg(json_build_object('name', v.name, 'version', v.version, 'weight', v.weight)
                                   order by v.position), '[]')
            from experiment_variants v where v.experiment_id = e.id) as variants
    from experiments e join sites s on s.id = e.site_id`;

type SummaryRow = Omit<ExperimentSummary, 'createdAt' | 'startedAt' | 'stoppedAt'> & {
  id: number;
  createdAt: Date;
  startedAt: Date | null;
  stoppedAt: Date | null;
};

/** An experiment as the service works with it: the summary, with its row id. */
export type StoredExperiment = ExperimentSummary & { id: number };

const summaryOf = ({ id: _id, ...row }: SummaryRow): ExperimentSummary => ({
  ...row,
  site: row.site ?? '',
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
});

/** The experiments' tables (migration 016); the rules are in experiments/experimentService.ts. */
export class ExperimentRepository {
  constructor(private readonly db: Database) {}

  async running(siteId: number): Promise<RunningExperiment[]> {
    return this.db.query<RunningExperiment>(
      `select e.id, e.key, e.app,
              (select json_agg(json_build_object('name', v.name, 'version', v.version, 'weight', v.weight)
                               order by v.position)
                 from experiment_variants v where v.experiment_id = e.id) as variants
         from experiments e where e.site_id = $1 and e.status = 'running' order by e.id`,
      [siteId],
    );
  }

  async summary(key: string, tx: Queryable = this.db): Promise<StoredExperiment | null> {
    const [row] = await tx.query<SummaryRow>(`${SUMMARY_SQL} where e.key = $1`, [key]);
    return row ? { ...summaryOf(row), id: row.id } : null;
  }

  /** Locks an experiment's row for the rest of the transaction, so what is read before a change stays true. */
  async lock(tx: Queryable, key: string): Promise<void> {
    await tx.query('select id from experiments where key = $1 for update', [key]);
  }

  async list(): Promise<ExperimentSummary[]> {
    return (await this.db.query<SummaryRow>(`${SUMMARY_SQL} order by e.created_at desc, e.id desc`)).map(summaryOf);
  }

  /** Answers false when the key is taken. */
  async create(
    tx: Queryable,
    experiment: { key: string; siteId: number; goal: ExperimentGoal; variants: StoredVariant[] },
  ): Promise<boolean> {
    const [created] = await tx.query<{ id: number }>(
      `insert into experiments (key, site_id, goal) values ($1, $2, $3) on conflict (key) do nothing returning id`,
      [experiment.key, experiment.siteId, experiment.goal],
    );
    if (!created) return false;
    await tx.query(
      `insert into experiment_variants (experiment_id, name, version, weight, position)
       select $1, name, version, weight, position - 1
         from unnest($2::text[], $3::text[], $4::int[]) with ordinality as v(name, version, weight, position)`,
      [
        created.id,
        experiment.variants.map((variant) => variant.name),
        experiment.variants.map((variant) => variant.version),
        experiment.variants.map((variant) => variant.weight),
      ],
    );
    return true;
  }

  /** Moves an experiment from one status to another; false when it was not in `from` (or another runs already). */
  async transition(
    tx: Queryable,
    key: string,
    from: readonly string[],
    to: 'running' | 'stopped' | 'promoted',
    extra: { stopReason?: string; promotedVariant?: string } = {},
  ): Promise<boolean> {
    // Two experiments of one site started at the same moment both pass the check below; the unique index
    // (experiments_one_running) refuses the second, which is then refused like any start that finds one running.
    const rows = await tx
      .query(
        `update experiments
          set status = $3,
              started_at = case when $3 = 'running' then now() else started_at end,
              stopped_at = case when $3 <> 'running' then coalesce(stopped_at, now()) else stopped_at end,
              stop_reason = coalesce($4, stop_reason),
              promoted_variant = coalesce($5, promoted_variant)
        where key = $1 and status = any($2::text[])
          and ($3 <> 'running' or not exists (
                select 1 from experiments other
                 where other.site_id = experiments.site_id and other.app = experiments.app
                   and other.status = 'running' and other.key <> $1))
        returning id`,
        [key, from, to, extra.stopReason ?? null, extra.promotedVariant ?? null],
      )
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') return [];
        throw error;
      });
    return rows.length > 0;
  }

  /** The first exposure of a visitor to an experiment; a later one, or one after a failure, changes nothing. */
  async recordExposure(experimentId: number, visitorId: string, variant: string): Promise<void> {
    await this.db.query(
      `insert into experiment_visitors (experiment_id, visitor_id, variant, exposed_at) values ($1, $2, $3, now())
       on conflict (experiment_id, visitor_id) do update set exposed_at = now()
        where experiment_visitors.exposed_at is null and experiment_visitors.failed_at is null`,
      [experimentId, visitorId, variant],
    );
  }

  /** The first failure of a visitor's variant to load; answers the variant's failed and total visitors. */
  async recordFailure(experimentId: number, visitorId: string, variant: string) {
    await this.db.query(
      `insert into experiment_visitors (experiment_id, visitor_id, variant, failed_at) values ($1, $2, $3, now())
       on conflict (experiment_id, visitor_id) do update set failed_at = coalesce(experiment_visitors.failed_at, now())`,
      [experimentId, visitorId, variant],
    );
    const [tally] = await this.db.query<{ failed: number; visitors: number }>(
      `select count(*) filter (where failed_at is not null)::int as failed, count(*)::int as visitors
         from experiment_visitors where experiment_id = $1 and variant = $2`,
      [experimentId, variant],
    );
    return tally ?? { failed: 0, visitors: 0 };
  }

  /** Per variant, in the experiment's order: exposed visitors, failures and conversions per goal. */
  async tallies(experimentId: number): Promise<VariantTally[]> {
    return this.db.query<VariantTally>(
      `select v.name as variant,
              (select count(*) from experiment_visitors x
                where x.experiment_id = v.experiment_id and x.variant = v.name and x.exposed_at is not null)::int as visitors,
              (select count(*) from experiment_visitors x
                where x.experiment_id = v.experiment_id and x.variant = v.name)::int as seen,
              (select count(*) from experiment_visitors x
                where x.experiment_id = v.experiment_id and x.variant = v.name and x.failed_at is not null)::int as failed,
              ${['signup', 'activation', 'purchase']
                .map(
                  (goal) => `(select count(*) from experiment_conversions c join experiment_visitors x
                       on x.experiment_id = c.experiment_id and x.visitor_id = c.visitor_id
                    where c.experiment_id = v.experiment_id and x.variant = v.name and c.goal = '${goal}')::int as ${goal}`,
                )
                .join(',\n              ')}
         from experiment_variants v where v.experiment_id = $1 order by v.position`,
      [experimentId],
    );
  }
}
