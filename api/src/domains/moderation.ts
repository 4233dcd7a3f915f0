import { randomBytes } from 'node:crypto';
import { AppealService } from '../moderation/appeals';
import { ModerationService } from '../moderation/moderationService';
import { RESTRICTION_SWEEP_MS, RestrictionSweep } from '../moderation/restrictionSweep';
import { StatementService } from '../moderation/statements';
import { CaseRepository } from '../repositories/moderationCases';
import { DecisionRepository } from '../repositories/moderationDecisions';
import { StatementRepository } from '../repositories/moderationStatements';
import { ReportRepository } from '../repositories/reports';
import { persistentSecret } from '../repositories/secrets';
import { TransparencyRepository } from '../repositories/transparency';
import { accountDomain, type AccountServices } from './account';
import { coreDomain, type CoreServices } from './core';
import { defineDomain, warnUnlessSilent } from './domain';
import { mailDomain, type MailServices } from './mail';
import { sitesDomain, type SitesServices } from './sites';

/** Trust & safety (docs/operators.md): reports into cases, decisions, statements of reasons, appeals, transparency. */
export interface ModerationServices {
  reports: ReportRepository;
  cases: CaseRepository;
  decisions: DecisionRepository;
  moderationStatements: StatementRepository;
  transparency: TransparencyRepository;
  /** Statements of reasons: `statements.issue(tx, decisionId)` in any decision's transaction (the photo queue's too). */
  statements: StatementService;
  /** Reports into cases, decisions on cases and members (also for the members page), undoing them on appeal. */
  moderation: ModerationService;
  appeals: AppealService;
  /** Lifts ended suspensions; started and stopped with the app. */
  restrictionSweep: RestrictionSweep;
}

type Needs = CoreServices & MailServices & SitesServices & AccountServices;

export const moderationDomain = defineDomain<Needs, ModerationServices>({
  name: 'moderation',
  dependencies: [coreDomain, mailDomain, sitesDomain, accountDomain],
  create: async ({ config, db, inTransaction, live, audit, mail, notifications, sites, sessions }) => {
    const reports = new ReportRepository(db);
    const cases = new CaseRepository(db);
    const decisions = new DecisionRepository(db);
    const moderationStatements = new StatementRepository(db);
    const statements = new StatementService({
      statements: moderationStatements,
      notifications,
      sites,
      mail,
      publicOrigin: config.publicOrigin,
      linkKey: await persistentSecret(db, 'statement-link-key', () => randomBytes(32).toString('base64url')),
    });
    const moderation = new ModerationService({
      inTransaction,
      reports,
      cases,
      decisions,
      statements,
      sessions,
      sites,
      live,
      audit,
      mail,
    });
    return {
      reports,
      cases,
      decisions,
      moderationStatements,
      transparency: new TransparencyRepository(db),
      statements,
      moderation,
      appeals: new AppealService({
        inTransaction,
        statements: moderationStatements,
        decisions,
        moderation,
        statementMail: statements,
        audit,
        mail,
      }),
      restrictionSweep: new RestrictionSweep({
        moderation,
        intervalMs: RESTRICTION_SWEEP_MS,
        warn: warnUnlessSilent(config),
      }),
    };
  },
  // Every server process lifts suspensions that have ended (docs/operators.md "Trust & safety: the model").
  start: ({ restrictionSweep }) => {
    restrictionSweep.start();
    return () => restrictionSweep.stop();
  },
});
