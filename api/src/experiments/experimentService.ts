import { ContractsMismatchError, deploymentIdOf, type AppVersion, type DeployRegistry } from '../deploy/registry';
import { HttpError } from '../lib/httpErrors';
import type { Queryable } from '../db/database';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type {
  ExperimentRepository,
  RunningExperiment,
  StoredExperiment,
  StoredVariant,
} from '../repositories/experiments';
import type { Site, SiteRepository } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';
import type { ExperimentGoal, RemoteEntry, RemoteRegistry } from 'shared-contracts/api';
import type { ExperimentResults, ExperimentSummary } from 'shared-contracts/api/experiments';
import { assignVariant } from './assignment';
import { analyse } from './statistics';

/** The remote experiments test: the database allows no other yet (migration 016). */
export const EXPERIMENT_APP = 'mfe-landers';

/** The running experiments are read again after this long, so a CLI change reaches every server within it. */
const RUNNING_CACHE_MS = 2_000;
/** A variant whose files fail to load for more than this share of its visitors is stopped (docs/experiments.md). */
export const MAX_FAILURE_SHARE = 0.05;
/** …once it has had this many visitors: one failure among the first few says little. */
export const MIN_VISITORS_FOR_FAILURE_STOP = 20;

/**
 * A/B experiments between versions of a remote (docs/experiments.md): which version each visitor gets, the exposures
 * and failures the shell reports, and the operator's actions and results.
 */
export class ExperimentService {
  private cache = new Map<number, { at: number; running: Promise<RunningExperiment[]> }>();
  private readonly experiments: ExperimentRepository;
  private readonly sites: SiteRepository;
  private readonly deploy: DeployRegistry;

  constructor(
    private readonly deps: {
      experiments: ExperimentRepository;
      sites: SiteRepository;
      deploy: DeployRegistry;
      inTransaction: InTransaction;
      audit: AuditRepository;
    },
  ) {
    ({ experiments: this.experiments, sites: this.sites, deploy: this.deploy } = deps);
  }

  private running(siteId: number): Promise<RunningExperiment[]> {
    const cached = this.cache.get(siteId);
    if (cached && Date.now() - cached.at < RUNNING_CACHE_MS) return cached.running;
    const running = this.experiments.running(siteId);
    this.cache.set(siteId, { at: Date.now(), running });
    running.catch(() => this.cache.delete(siteId));
    return running;
  }

  private forget(): void {
    this.cache.clear();
  }

  /**
   * The registry a visitor's page gets: the live one, with each running experiment's remote at the version of the
   * visitor's variant. Visitors without an id (bots) get the live registry and are not counted.
   */
  async registryFor(site: Site, visitorId: string | null, live: RemoteRegistry): Promise<RemoteRegistry> {
    if (!visitorId) return live;
    const running = await this.running(site.id);
    let registry = live;
    for (const experiment of running) {
      const variant = assignVariant(experiment.key, visitorId, experiment.variants);
      registry = await this.withVariant(registry, experiment, variant);
    }
    return registry;
  }

  /** Every registry a visitor of the site could have been given (for catalogs asked for by deployment id). */
  async possibleRegistries(site: Site | null, live: RemoteRegistry): Promise<RemoteRegistry[]> {
    let registries = [live];
    if (!site) return registries;
    for (const experiment of await this.running(site.id)) {
      const next: RemoteRegistry[] = [];
      for (const registry of registries) {
        for (const variant of experiment.variants)
          next.push(await this.withVariant(registry, experiment, variant.name));
      }
      registries = next;
    }
    return registries;
  }

  private async withVariant(
    registry: RemoteRegistry,
    experiment: RunningExperiment,
    variantName: string,
  ): Promise<RemoteRegistry> {
    const liveEntry = registry.remotes.find((remote) => remote.name === experiment.app);
    const variant = experiment.variants.find((candidate) => candidate.name === variantName);
    if (!liveEntry || !variant) return registry;
    const version = variant.version ?? liveEntry.version;
    let entry: RemoteEntry = { ...liveEntry, experiment: { key: experiment.key, variant: variant.name } };
    if (version !== liveEntry.version) {
      // A variant whose files are gone (a pruned folder) cannot be shown: its visitors see the live version and are
      // not counted for it.
      if (!(await this.deploy.hasVersion(experiment.app, version))) return registry;
      entry = {
        ...(await this.deploy.entryFor(experiment.app, version)),
        experiment: { key: experiment.key, variant: variant.name, fallbackManifestUrl: liveEntry.manifestUrl },
      };
    }
    const changed = entry.version !== liveEntry.version;
    return {
      remotes: registry.remotes.map((remote) => (remote === liveEntry ? entry : remote)),
      // Another set of files has its own catalogs and must not be mistaken for a newer live deployment.
      deploymentId: changed
        ? deploymentIdOf([
            ['deployment', registry.deploymentId],
            [experiment.app, version],
          ])
        : registry.deploymentId,
    };
  }

  /**
   * What the shell reports for a visitor: the variant's lander rendered, or its files failed to load (the shell
   * then showed the control). A report that does not match the visitor's own assignment is ignored.
   */
  async recordEvent(site: Site, visitorId: string, report: { experiment: string; variant: string; event: string }) {
    const experiment = (await this.running(site.id)).find((candidate) => candidate.key === report.experiment);
    if (!experiment || assignVariant(experiment.key, visitorId, experiment.variants) !== report.variant) return;
    if (report.event === 'exposed') {
      await this.experiments.recordExposure(experiment.id, visitorId, report.variant);
      return;
    }
    const { failed, visitors } = await this.experiments.recordFailure(experiment.id, visitorId, report.variant);
    if (visitors >= MIN_VISITORS_FOR_FAILURE_STOP && failed / visitors > MAX_FAILURE_SHARE) {
      const share = Math.round((failed / visitors) * 1000) / 10;
      const stopReason = `Variant ${report.variant} failed to load for ${failed} of ${visitors} visitors (${share}%); stopped automatically`;
      // Several failures at once each find the share too high: the first stops it, the others change nothing.
      await this.change({ actor: { kind: 'system' } }, experiment.key, 'stopped', (tx) =>
        this.experiments.transition(tx, experiment.key, ['running'], 'stopped', { stopReason }),
      ).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
    }
  }

  async list(): Promise<ExperimentSummary[]> {
    return this.experiments.list();
  }

  /** The built versions a variant can name: the live one, earlier releases and candidates, newest first. */
  async versions(): Promise<{ app: string; versions: AppVersion[] }> {
    return { app: EXPERIMENT_APP, versions: await this.deploy.versionsOf(EXPERIMENT_APP) };
  }

  /**
   * Changes an experiment and appends the audit entry in one transaction (docs/operators.md "Audit log"): `work`
   * answers whether the change was made; when it was not, nothing is recorded and `refused` says why.
   */
  private async change(
    act: OperatorAct,
    key: string,
    verb: 'started' | 'stopped' | 'promoted',
    work: (tx: Queryable) => Promise<boolean>,
    refused: (experiment: StoredExperiment) => HttpError = () =>
      new HttpError(409, 'cannot_change', `${key} changed meanwhile`),
  ): Promise<StoredExperiment> {
    const changed = await this.deps.inTransaction(async (tx) => {
      await this.experiments.lock(tx, key);
      const before = await this.experiments.summary(key, tx);
      if (!before) throw unknownExperiment(key);
      if (!(await work(tx))) throw refused(before);
      const after = (await this.experiments.summary(key, tx)) ?? before;
      await this.deps.audit.append(tx, {
        ...act,
        action: `experiment.${verb}`,
        objectType: 'experiment',
        objectId: key,
        siteId: before.siteId,
        before: stateOf(before),
        after: stateOf(after),
        reason: after.stopReason && verb === 'stopped' ? after.stopReason : '',
      });
      return after;
    });
    this.forget();
    return changed;
  }

  async create(
    act: OperatorAct,
    input: {
      key: string;
      site: string;
      goal?: ExperimentGoal | undefined;
      variants: StoredVariant[];
    },
  ): Promise<ExperimentSummary> {
    const siteId = await this.sites.idOfHost(input.site);
    if (siteId === null) throw new HttpError(404, 'unknown_site', `No site has the host name ${input.site}`);
    const names = new Set(input.variants.map((variant) => variant.name));
    if (names.size !== input.variants.length) throw new HttpError(400, 'duplicate_variant', 'Variant names repeat');
    if (input.variants.every((variant) => variant.weight === 0))
      throw new HttpError(400, 'no_weight', 'At least one variant needs a weight above 0');
    for (const variant of input.variants) {
      if (variant.version !== null && !(await this.deploy.hasVersion(EXPERIMENT_APP, variant.version))) {
        throw new HttpError(
          404,
          'unknown_version',
          `${EXPERIMENT_APP} has no built version ${variant.version} (build one with npm run release -- ${EXPERIMENT_APP} --candidate)`,
        );
      }
    }
    const goal = input.goal ?? 'signup';
    await this.deps.inTransaction(async (tx) => {
      const created = await this.experiments.create(tx, { key: input.key, siteId, goal, variants: input.variants });
      if (!created) throw new HttpError(409, 'experiment_exists', `An experiment named ${input.key} exists already`);
      await this.deps.audit.append(tx, {
        ...act,
        action: 'experiment.created',
        objectType: 'experiment',
        objectId: input.key,
        siteId,
        after: { site: input.site, goal, variants: input.variants },
      });
    });
    return this.summary(input.key);
  }

  async summary(key: string): Promise<StoredExperiment> {
    const experiment = await this.experiments.summary(key);
    if (!experiment) throw unknownExperiment(key);
    return experiment;
  }

  /** An operator's action by name, as the command line and the console send it. */
  async perform(
    act: OperatorAct,
    { key, action, variant }: { key: string; action: 'start' | 'stop' | 'promote'; variant?: string | undefined },
  ): Promise<ExperimentSummary> {
    if (action === 'start') return this.start(act, key);
    if (action === 'stop') return this.stop(act, key);
    return this.promote(act, key, variant);
  }

  async start(act: OperatorAct, key: string): Promise<ExperimentSummary> {
    return this.change(
      act,
      key,
      'started',
      (tx) => this.experiments.transition(tx, key, ['draft'], 'running'),
      (experiment) =>
        new HttpError(
          409,
          'cannot_start',
          experiment.status === 'draft'
            ? `Another experiment on ${experiment.app} runs on ${experiment.site}; stop it first`
            : `${key} is ${experiment.status}; an experiment runs once (create a new one to test again)`,
        ),
    );
  }

  async stop(act: OperatorAct, key: string): Promise<ExperimentSummary> {
    return this.change(
      act,
      key,
      'stopped',
      (tx) =>
        this.experiments.transition(tx, key, ['running', 'draft'], 'stopped', {
          stopReason: 'Stopped by the operator',
        }),
      (experiment) => new HttpError(409, 'cannot_stop', `${key} is ${experiment.status} already`),
    );
  }

  /**
   * Ends the experiment with a winner and makes the variant's version the live remote for everyone (in the deploy
   * folder every server reads, as `npm run release` would). When that second step fails (the contracts check), the
   * experiment stays promoted and asking again finishes it, so a promotion is never left half done.
   */
  async promote(act: OperatorAct, key: string, variantName: string | undefined): Promise<ExperimentSummary> {
    let experiment = await this.summary(key);
    const variant = experiment.variants.find((candidate) => candidate.name === variantName);
    if (!variant) throw new HttpError(404, 'unknown_variant', `${key} has no variant ${variantName ?? ''}`.trim());
    const again = experiment.status === 'promoted' && experiment.promotedVariant === variant.name;
    if (!again) {
      experiment = await this.change(
        act,
        key,
        'promoted',
        (tx) =>
          this.experiments.transition(tx, key, ['running', 'stopped', 'draft'], 'promoted', {
            promotedVariant: variant.name,
          }),
        (current) =>
          new HttpError(409, 'cannot_promote', `${key} was promoted already (variant ${current.promotedVariant})`),
      );
    }
    if (variant.version) await this.makeLive(act, experiment, variant.version);
    return experiment;
  }

  private async makeLive(act: OperatorAct, experiment: StoredExperiment, version: string): Promise<void> {
    if (!(await this.deploy.hasVersion(experiment.app, version)))
      throw new HttpError(
        404,
        'unknown_version',
        `${experiment.key} is promoted, but ${experiment.app} ${version} is not in the deploy folder any more; build and release it`,
      );
    let before: string | null;
    try {
      before = await this.deploy.promote(experiment.app, version);
    } catch (error) {
      if (!(error instanceof ContractsMismatchError)) throw error;
      throw new HttpError(
        409,
        'contracts_mismatch',
        `${experiment.key} is promoted, but its version cannot go live: ${error.message} Then promote again.`,
      );
    }
    if (before === null) return;
    await this.deps.inTransaction((tx) =>
      this.deps.audit.append(tx, {
        ...act,
        action: 'deployment.promoted',
        objectType: 'deployment',
        objectId: experiment.app,
        siteId: null,
        before: { version: before },
        after: { version },
        reason: `Winner of experiment ${experiment.key} (variant ${experiment.promotedVariant ?? ''})`,
      }),
    );
  }

  async results(key: string): Promise<ExperimentResults> {
    const { id, ...experiment } = await this.summary(key);
    const tallies = await this.experiments.tallies(id);
    const weightOf = (name: string) => experiment.variants.find((variant) => variant.name === name)?.weight ?? 0;
    const goal = (name: ExperimentGoal) =>
      analyse(
        tallies.map((tally) => ({
          name: tally.variant,
          weight: weightOf(tally.variant),
          visitors: tally.visitors,
          conversions: tally[name],
        })),
      );
    return {
      experiment,
      failures: tallies.map((tally) => ({ variant: tally.variant, failed: tally.failed, visitors: tally.seen })),
      goals: { signup: goal('signup'), activation: goal('activation'), purchase: goal('purchase') },
    };
  }
}

const unknownExperiment = (key: string) => new HttpError(404, 'unknown_experiment', `No experiment named ${key}`);

/** What an audit entry records of an experiment before and after a change. */
const stateOf = (experiment: StoredExperiment) => ({
  status: experiment.status,
  stopReason: experiment.stopReason,
  promotedVariant: experiment.promotedVariant,
});
