import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OperatorPermission, QueueName } from 'shared-contracts/api/admin';

export interface ConsolePage {
  /** Under /admin/: '' is the console's front page; a page may take parameters ('members/:memberId'). */
  path: string;
  /** What the role must be allowed to see it (the server checks every call as well). */
  permission: OperatorPermission;
  /** Its menu entry's message key; pages without one are reached from other pages. */
  nav?: string;
  /** The work queue it is: its menu entry shows how much waits there. */
  queue?: QueueName;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Every page of the console, in menu order: one line per page. Each is a chunk of its own, loaded when opened, so
 * the charts of a dashboard never load for a moderator's queue.
 */
export const consolePages: readonly ConsolePage[] = [
  { path: '', permission: 'console', nav: 'nav.home', Page: lazy(() => import('./LandingPage')) },
  {
    path: 'operators',
    permission: 'operators.manage',
    nav: 'nav.operators',
    Page: lazy(() => import('../features/operators/OperatorsPage')),
  },
  {
    path: 'reports',
    permission: 'reports.read',
    nav: 'moderation.nav.reports',
    queue: 'reports',
    Page: lazy(() => import('../features/reports/ReportsPage')),
  },
  { path: 'reports/:caseId', permission: 'reports.read', Page: lazy(() => import('../features/reports/CasePage')) },
  {
    path: 'appeals',
    permission: 'appeals.decide',
    nav: 'moderation.nav.appeals',
    queue: 'appeals',
    Page: lazy(() => import('../features/appeals/AppealsPage')),
  },
  {
    path: 'appeals/:appealId',
    permission: 'appeals.decide',
    Page: lazy(() => import('../features/appeals/AppealPage')),
  },
  {
    path: 'transparency',
    permission: 'transparency.read',
    nav: 'moderation.nav.transparency',
    Page: lazy(() => import('../features/transparency/TransparencyPage')),
  },
  {
    path: 'experiments',
    permission: 'experiments.read',
    nav: 'experiments.nav',
    Page: lazy(() => import('../features/experiments/ExperimentsPage')),
  },
  {
    path: 'experiments/new',
    permission: 'experiments.write',
    Page: lazy(() => import('../features/experiments/NewExperimentPage')),
  },
  {
    path: 'experiments/:key',
    permission: 'experiments.read',
    Page: lazy(() => import('../features/experiments/ExperimentPage')),
  },
  {
    path: 'members',
    permission: 'members.read',
    nav: 'members.nav',
    Page: lazy(() => import('../features/members/MembersPage')),
  },
  { path: 'members/:memberId', permission: 'members.read', Page: lazy(() => import('../features/members/MemberPage')) },
  {
    path: 'photos',
    permission: 'photos.review',
    nav: 'nav.photos',
    queue: 'photos',
    Page: lazy(() => import('../features/photos/PhotoReviewPage')),
  },
  {
    path: 'sites',
    permission: 'sites.read',
    nav: 'sites.nav',
    Page: lazy(() => import('../features/sites/SitesPage')),
  },
  { path: 'sites/new', permission: 'sites.write', Page: lazy(() => import('../features/sites/NewSitePage')) },
  { path: 'sites/:siteId', permission: 'sites.read', Page: lazy(() => import('../features/sites/SitePage')) },
  {
    path: 'prices',
    permission: 'prices.read',
    nav: 'prices.nav',
    Page: lazy(() => import('../features/prices/PricesPage')),
  },
  { path: 'prices/codes', permission: 'prices.read', Page: lazy(() => import('../features/prices/CodesPage')) },
  { path: 'prices/offers', permission: 'prices.read', Page: lazy(() => import('../features/prices/OffersPage')) },
  {
    path: 'audit',
    permission: 'audit.read',
    nav: 'nav.audit',
    Page: lazy(() => import('../features/audit/AuditPage')),
  },
];
