import { deploymentIdOf, type DeployRegistry } from '../deploy/registry';
import { HttpError } from '../lib/httpErrors';
import type { ExperimentRepository, RunningExperiment, StoredVariant } from '../repositories/experiments';
import type { Site, SiteRepository } from '../repositories/sites';
import type { ExperimentGoal, RemoteEntry, RemoteRegistry } from 'shared-contracts/api';
import type { ExperimentResults, ExperimentSummary } from 'shared-contracts/api/experiments';
import { assignVariant } from './assignment';
import { analyse } from './statistics';

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

  constructor(
    private readonly experiments: ExperimentRepository,
    private readonly sites: SiteRepository,
    private readonly deploy: DeployRegistry,
  ) {}

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
   * visitor's variant. Visitors without an id (bots, the prerenderer) get the live registry and are not counted.
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
      await this.experiments.transition(experiment.key, ['running'], 'stopped', {
        stopReason: `Variant ${report.variant} failed to load for ${failed} of ${visitors} visitors (${share}%); stopped automatically`,
      });
      this.forget();
    }
  }

  async list(): Promise<ExperimentSummary[]> {
    return this.experiments.list();
  }

  async create(input: {
    key: string;
    site: string;
    goal?: ExperimentGoal | undefined;
    variants: StoredVariant[];
  }): Promise<ExperimentSummary> {
    const siteId = await this.sites.idOfHost(input.site);
    if (siteId === null) throw new HttpError(404, 'unknown_site', `No site has the host name ${input.site}`);
    const names = new Set(input.variants.map((variant) => variant.name));
    if (names.size !== input.variants.length) throw new HttpError(400, 'duplicate_variant', 'Variant names repeat');
    if (input.variants.every((variant) => variant.weight === 0))
      throw new HttpError(400, 'no_weight', 'At least one variant needs a weight above 0');
    for (const variant of input.variants) {
      if (variant.version !== null && !(await this.deploy.hasVersion('mfe-landers', variant.version))) {
        throw new HttpError(
          404,
          'unknown_version',
          `mfe-landers has no built version ${variant.version} (build one with npm run release -- mfe-landers --candidate)`,
        );
      }
    }
    const created = await this.experiments.create({
      key: input.key,
      siteId,
      goal: input.goal ?? 'signup',
      variants: input.variants,
    });
    if (!created) throw new HttpError(409, 'experiment_exists', `An experiment named ${input.key} exists already`);
    return this.summary(input.key);
  }

  async summary(key: string): Promise<ExperimentSummary & { id: number }> {
    const experiment = await this.experiments.summary(key);
    if (!experiment) throw new HttpError(404, 'unknown_experiment', `No experiment named ${key}`);
    return experiment;
  }

  async start(key: string): Promise<ExperimentSummary> {
    const experiment = await this.summary(key);
    if (!(await this.experiments.transition(key, ['draft'], 'running'))) {
      throw new HttpError(
        409,
        'cannot_start',
        experiment.status === 'draft'
          ? `Another experiment on ${experiment.app} runs on ${experiment.site}; stop it first`
          : `${key} is ${experiment.status}; an experiment runs once (create a new one to test again)`,
      );
    }
    this.forget();
    return this.summary(key);
  }

  async stop(key: string): Promise<ExperimentSummary> {
    const experiment = await this.summary(key);
    if (
      !(await this.experiments.transition(key, ['running', 'draft'], 'stopped', {
        stopReason: 'Stopped by the operator',
      }))
    )
      throw new HttpError(409, 'cannot_stop', `${key} is ${experiment.status} already`);
    this.forget();
    return this.summary(key);
  }

  /**
   * Ends the experiment with a winner. The caller (the CLI) then makes the variant's version the live remote; asking
   * again after that failed does it again, so a promotion is never left half done.
   */
  async promote(key: string, variantName: string | undefined): Promise<ExperimentSummary> {
    const experiment = await this.summary(key);
    const variant = experiment.variants.find((candidate) => candidate.name === variantName);
    if (!variant) throw new HttpError(404, 'unknown_variant', `${key} has no variant ${variantName ?? ''}`.trim());
    const again = experiment.status === 'promoted' && experiment.promotedVariant === variant.name;
    if (
      !again &&
      !(await this.experiments.transition(key, ['running', 'stopped', 'draft'], 'promoted', {
        promotedVariant: variant.name,
      }))
    )
      throw new HttpError(409, 'cannot_promote', `${key} was promoted already (variant ${experiment.promotedVariant})`);
    this.forget();
    return this.summary(key);
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
