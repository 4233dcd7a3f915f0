import { ExperimentService } from '../experiments/experimentService';
import { ExperimentRepository } from '../repositories/experiments';
import { coreDomain, type CoreServices } from './core';
import { defineDomain } from './domain';
import { sitesDomain, type SitesServices } from './sites';

/** Experiments on releases (docs/experiments.md). */
export interface ExperimentsServices {
  experiments: ExperimentService;
}

export const experimentsDomain = defineDomain<CoreServices & SitesServices, ExperimentsServices>({
  name: 'experiments',
  dependencies: [coreDomain, sitesDomain],
  create: ({ db, deploy, inTransaction, audit, sites }) => ({
    experiments: new ExperimentService({
      experiments: new ExperimentRepository(db),
      sites,
      deploy,
      inTransaction,
      audit,
    }),
  }),
});
