import { CatalogAdminRepository, CatalogRepository } from '../repositories/catalog';
import { SiteChanges } from '../repositories/siteChanges';
import { SiteRepository } from '../repositories/sites';
import { SiteAdminService } from '../sites/siteAdmin';
import { coreDomain, type CoreServices } from './core';
import { defineDomain } from './domain';
import { pushDomain, type PushServices } from './push';

/** The white-label sites, their settings and catalogs, and their changes in the console (docs/operators.md). */
export interface SitesServices {
  sites: SiteRepository;
  catalog: CatalogRepository;
  /** Tells every server process that a site, its prices or its offers changed (their caches drop it). */
  siteChanges: SiteChanges;
  siteAdmin: SiteAdminService;
}

export const sitesDomain = defineDomain<CoreServices & PushServices, SitesServices>({
  name: 'sites',
  dependencies: [coreDomain, pushDomain],
  create: ({ db, inTransaction, audit, push }) => {
    const catalog = new CatalogRepository(db);
    const sites = new SiteRepository(db, push.publicKey, catalog);
    const siteChanges = new SiteChanges(db);
    return {
      sites,
      catalog,
      siteChanges,
      siteAdmin: new SiteAdminService({
        inTransaction,
        sites,
        catalog: new CatalogAdminRepository(db),
        changes: siteChanges,
        audit,
      }),
    };
  },
  // A site changed in the console, by this process or another, is read afresh at once (docs/operators.md).
  start: ({ sites, siteChanges }) => sites.followChanges(siteChanges),
});
