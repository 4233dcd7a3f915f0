import { DashboardService } from '../dashboards/dashboardService';
import { DashboardRepository } from '../repositories/dashboards';
import { coreDomain, type CoreServices } from './core';
import { defineDomain, warnUnlessSilent } from './domain';
import { sitesDomain, type SitesServices } from './sites';

/** The console's dashboards and their hourly rollup. */
export interface DashboardsServices {
  /** Started and stopped with the app (the rollup runs on its timer unless DASHBOARD_ROLLUP_INTERVAL_SECONDS is 0). */
  dashboards: DashboardService;
}

export const dashboardsDomain = defineDomain<CoreServices & SitesServices, DashboardsServices>({
  name: 'dashboards',
  dependencies: [coreDomain, sitesDomain],
  create: ({ config, db, inTransaction, sites }) => ({
    dashboards: new DashboardService({
      dashboards: new DashboardRepository(db),
      sites,
      inTransaction,
      rollupIntervalMs: config.dashboardRollupIntervalMs,
      warn: warnUnlessSilent(config),
    }),
  }),
  start: ({ dashboards }) => {
    dashboards.start();
    return () => dashboards.stop();
  },
});
