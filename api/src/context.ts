import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import { KnownDevices, LoginThrottle, OperatorLoginThrottle } from './repositories/loginThrottle';
import { RateLimitCounters } from './repositories/rateLimitCounters';
import { AuditRepository } from './repositories/audit';
import { OperatorRepository } from './repositories/operators';
import { OperatorAccountService } from './operators/operatorAccounts';
import { PrivateReadService } from './operators/privateReads';
import { persistentSecret } from './repositories/secrets';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DeployRegistry } from './deploy/registry';
import { DemoCamFeed } from './cams/camFeed';
import { DashboardService } from './dashboards/dashboardService';
import { DashboardRepository } from './repositories/dashboards';
import { ExperimentService } from './experiments/experimentService';
import { ExperimentRepository } from './repositories/experiments';
import { operatorToken } from './operators/operatorToken';
import { BlockRepository } from './repositories/blocks';
import { ChatRepository } from './repositories/chats';
import { LiveBus } from './repositories/liveBus';
import { LivePresenceRepository } from './repositories/livePresence';
import { LikeRepository } from './repositories/likes';
import { MemberRepository } from './repositories/members';
import { PhotoRepository } from './repositories/photos';
import { PhotoReviewRepository } from './repositories/photoReview';
import { PhotoScoringQueue } from './repositories/photoScoring';
import { NsfwClassifier } from './photoReview/classifier';
import { PhotoReviewService } from './photoReview/photoReviewService';
import { defaultScoringTiming, PhotoScoringWorker, type ScoringTiming } from './photoReview/scoringWorker';
import { ProfileRepository } from './repositories/profiles';
import { PushSubscriptionRepository } from './repositories/pushSubscriptions';
import { ReportRepository } from './repositories/reports';
import { ResellClickRepository } from './repositories/resellClicks';
import { SearchRepository } from './repositories/search';
import { SessionRepository } from './repositories/sessions';
import { SiteRepository, type Site } from './repositories/sites';
import type { Viewer } from './repositories/profiles';
import type { Restriction } from 'shared-contracts/api';
import { AccountDeletionService } from './account/accountDeletion';
import { AccountDeletionRepository } from './repositories/accountDeletions';
import { MemberDataRepository } from './repositories/memberData';
import { ComplaintRepository } from './repositories/complaints';
import { inTransactionOn, type InTransaction } from './repositories/transactions';
import { PasswordResetService } from './account/passwordReset';
import { PasswordChangeService } from './account/passwordChange';
import { MailChangeService } from './account/mailChange';
import { NotificationMails } from './account/notificationMails';
import { MailChangeRepository } from './repositories/mailChanges';
import { NotificationRepository } from './repositories/notifications';
import { ActivationService } from './mail/activation';
import { PasswordResetRepository } from './repositories/passwordResets';
import { MailService, type MailServiceOptions } from './mail/mailer';
import { SearchService } from './search/searchService';
import { EmailTokens } from './signup/emailCheck';
import { createImageStorage } from './media/imageStorage';
import { DemoFaceFiles } from './seed/demoFaceFiles';
import type { ImageStorage } from './media/storage';
import { generateVapidKeys, PushService, type VapidKeys } from './push/pushService';
import { CatalogAdminRepository, CatalogRepository } from './repositories/catalog';
import { SiteChanges } from './repositories/siteChanges';
import { SiteAdminService } from './sites/siteAdmin';
import { PriceAdminService } from './payments/priceAdmin';
import { DiscountCodeRepository } from './repositories/discountCodes';
import { OrderRepository } from './repositories/orders';
import { createProviders } from './payments/providers';
import { PaymentService } from './payments/paymentService';
import { PaymentSweep } from './payments/reconciliation';
import { RefundService } from './payments/refunds';
import { OrderRefundRepository } from './repositories/orderRefunds';
import { MemberSearchRepository } from './repositories/memberSearch';
import { MemberDetailsRepository } from './repositories/memberDetails';
import { MemberSearchService } from './members/memberSearch';
import { MemberAdminService } from './members/memberAdmin';
import type { SandboxProvider } from './payments/sandboxProvider';
import { CaseRepository } from './repositories/moderationCases';
import { DecisionRepository } from './repositories/moderationDecisions';
import { StatementRepository } from './repositories/moderationStatements';
import { TransparencyRepository } from './repositories/transparency';
import { StatementService } from './moderation/statements';
import { ModerationService } from './moderation/moderationService';
import { AppealService } from './moderation/appeals';
import { RESTRICTION_SWEEP_MS, RestrictionSweep } from './moderation/restrictionSweep';

/** What every route can reach: configuration, the database's repositories and the deploy registry. */
export interface AppContext {
  config: Config;
  db: Database;
  /** One transaction for work that must commit together across repositories, the outbox and the live bus. */
  inTransaction: InTransaction;
  deploy: DeployRegistry;
  experiments: ExperimentService;
  /** The bearer token of the operator's calls (experiments/operatorToken.ts). */
  operatorToken: string;
  /** The operator console (docs/operators.md): operators, their sessions and invitations, the audit log. */
  operators: OperatorRepository;
  operatorThrottle: OperatorLoginThrottle;
  operatorAccounts: OperatorAccountService;
  audit: AuditRepository;
  /** The console's dashboards and their hourly rollup, started and stopped with the app. */
  dashboards: DashboardService;
  sites: SiteRepository;
  /** Tells every server process that a site, its prices or its offers changed (their caches drop it). */
  siteChanges: SiteChanges;
  /** Sites and settings, prices and offers in the console (docs/operators.md, docs/payments.md). */
  siteAdmin: SiteAdminService;
  priceAdmin: PriceAdminService;
  members: MemberRepository;
  profiles: ProfileRepository;
  photos: PhotoRepository;
  /** Photo review (docs/operators.md "Photo review"): the queue and decisions, and the classifier's worker. */
  photoReviews: PhotoReviewRepository;
  photoReview: PhotoReviewService;
  photoScoring: PhotoScoringWorker;
  likes: LikeRepository;
  blocks: BlockRepository;
  chats: ChatRepository;
  live: LiveBus;
  livePresence: LivePresenceRepository;
  reports: ReportRepository;
  /** Trust & safety (docs/operators.md): cases, decisions, statements of reasons, appeals, transparency counts. */
  cases: CaseRepository;
  /** Operators reading members' private content (a case's conversation, a photo not public), each audited. */
  privateReads: PrivateReadService;
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
  pushSubscriptions: PushSubscriptionRepository;
  resellClicks: ResellClickRepository;
  /**
   * The live-cam feed of the ONLINE cards: the built-in demo, which also serves the partner pages its clicks lead to
   * (routes/web/demoPartnerPages.ts). A real partner's adapter implements `CamFeed` (cams/camFeed.ts).
   */
  cams: DemoCamFeed;
  search: SearchService;
  sessions: SessionRepository;
  loginThrottle: LoginThrottle;
  /** Rate-limit counts on the PostgreSQL server, when no Redis holds them (plugins/rateLimits.ts). */
  rateLimitCounters: RateLimitCounters;
  devices: KnownDevices;
  /** Browsers operators signed in from: the console's own known devices, apart from members'. */
  operatorDevices: KnownDevices;
  mail: MailService;
  activation: ActivationService;
  passwordReset: PasswordResetService;
  passwordChange: PasswordChangeService;
  accountDeletion: AccountDeletionService;
  memberData: MemberDataRepository;
  complaints: ComplaintRepository;
  notifications: NotificationRepository;
  notificationMails: NotificationMails;
  mailChange: MailChangeService;
  emailTokens: EmailTokens;
  storage: ImageStorage;
  /** The demo's faces, drawn when first asked for (routes/web/cdn.ts). */
  demoFaces: DemoFaceFiles;
  push: PushService;
  catalog: CatalogRepository;
  discountCodes: DiscountCodeRepository;
  orders: OrderRepository;
  payments: PaymentService;
  /** Asks the provider about unsettled orders whose webhook has not come; started and stopped with the app. */
  paymentSweep: PaymentSweep;
  /** The test provider, when it may be used (its checkout page needs it). */
  sandbox: SandboxProvider | null;
  /** Operators' refunds through the provider (docs/payments.md "Refunds by an operator"). */
  refunds: RefundService;
  /** Members in the console (docs/operators.md "Members"): finding them, the member page, money and account actions. */
  memberSearch: MemberSearchService;
  memberDetails: MemberDetailsRepository;
  memberAdmin: MemberAdminService;
}

export async function createContext(
  config: Config,
  db: Database,
  deploy: DeployRegistry,
  options: { pushAgent?: Agent; mail?: MailServiceOptions; scoring?: Partial<ScoringTiming> } = {},
): Promise<AppContext> {
  const mail = new MailService(db, config.smtpUrl, {
    // PGlite runs behind the data directory lock, so a claim found at start was left by a process that died mid-send.
    recoverClaims: db.kind === 'pglite',
    warn: (message) => {
      if (config.logLevel !== 'silent') console.warn(message);
    },
    ...options.mail,
  });
  mail.start();
  const live = new LiveBus(db);
  // Generated once and kept: every subscription is bound to this public key (settings.push_pub).
  const vapid = JSON.parse(
    await persistentSecret(db, 'vapid-keys', () => JSON.stringify(generateVapidKeys())),
  ) as VapidKeys;
  const catalog = new CatalogRepository(db);
  const sites = new SiteRepository(db, vapid.publicKey, catalog);
  const discountCodes = new DiscountCodeRepository(db);
  const orders = new OrderRepository(db, live);
  const providers = createProviders(config, db);
  const members = new MemberRepository(db);
  const sessions = new SessionRepository(db);
  const loginThrottle = new LoginThrottle(db);
  const storage = createImageStorage(config);
  const photos = new PhotoRepository(db);
  const notifications = new NotificationRepository(db);
  const inTransaction = inTransactionOn(db);
  const operators = new OperatorRepository(db);
  const operatorThrottle = new OperatorLoginThrottle(db);
  const operatorDevices = KnownDevices.ofOperators(db);
  const audit = new AuditRepository(db);
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
  const siteChanges = new SiteChanges(db);
  const catalogAdmin = new CatalogAdminRepository(db);
  const memberDetails = new MemberDetailsRepository(db);
  const activation = new ActivationService(db, inTransaction, mail);
  const memberData = new MemberDataRepository(db);
  const accountDeletion = new AccountDeletionService({
    inTransaction,
    deletions: new AccountDeletionRepository(db),
    mail,
    storage,
    loginThrottle,
    live,
    warn: (message, error) => {
      if (config.logLevel !== 'silent') console.warn(message, error);
    },
  });
  const photoReviews = new PhotoReviewRepository(db);
  const scoringQueue = new PhotoScoringQueue(db);
  const photoReview = new PhotoReviewService({
    inTransaction,
    reviews: photoReviews,
    queue: scoringQueue,
    audit,
    statements,
  });
  const payments = new PaymentService({
    db,
    catalog,
    codes: discountCodes,
    orders,
    sites,
    mail,
    providers,
    publicOrigin: config.publicOrigin,
  });
  return {
    config,
    db,
    inTransaction,
    deploy,
    experiments: new ExperimentService({
      experiments: new ExperimentRepository(db),
      sites,
      deploy,
      inTransaction,
      audit,
    }),
    operatorToken: await operatorToken(config.operatorToken, config.dataDir),
    dashboards: new DashboardService({
      dashboards: new DashboardRepository(db),
      sites,
      inTransaction,
      rollupIntervalMs: config.dashboardRollupIntervalMs,
      warn: (message, error) => {
        if (config.logLevel !== 'silent') console.warn(message, error);
      },
    }),
    operators,
    operatorThrottle,
    audit,
    operatorAccounts: new OperatorAccountService({
      inTransaction,
      operators,
      audit,
      throttle: operatorThrottle,
      devices: operatorDevices,
      mail,
      publicOrigin: config.publicOrigin,
    }),
    sites,
    siteChanges,
    siteAdmin: new SiteAdminService({ inTransaction, sites, catalog: catalogAdmin, changes: siteChanges, audit }),
    priceAdmin: new PriceAdminService({
      inTransaction,
      sites,
      catalog: catalogAdmin,
      codes: discountCodes,
      changes: siteChanges,
      audit,
    }),
    catalog,
    discountCodes,
    orders,
    sandbox: providers.sandbox,
    payments,
    paymentSweep: new PaymentSweep({
      orders,
      reconcile: (order) => payments.reconcile(order),
      timing: config.payments.sweep,
      warn: (message, error) => {
        if (config.logLevel !== 'silent') console.warn(message, error);
      },
    }),
    refunds: new RefundService({
      inTransaction,
      orders,
      refunds: new OrderRefundRepository(db),
      providers,
      audit,
    }),
    memberSearch: new MemberSearchService(new MemberSearchRepository(db)),
    memberDetails,
    memberAdmin: new MemberAdminService({
      inTransaction,
      members,
      details: memberDetails,
      sites,
      audit,
      activation,
      accountDeletion,
      memberData,
      mail,
      live,
      publicOrigin: config.publicOrigin,
    }),
    push: new PushService(db, vapid, options.pushAgent),
    members,
    profiles: new ProfileRepository(db),
    photos,
    photoReviews,
    photoReview,
    privateReads: new PrivateReadService({ inTransaction, cases, photos: photoReviews, storage, audit }),
    // Started and stopped with the app (app.ts); the classifier's model loads on the first photo.
    photoScoring: new PhotoScoringWorker({
      queue: scoringQueue,
      storage,
      classifier: new NsfwClassifier(),
      reviews: photoReview,
      timing: { ...defaultScoringTiming, ...options.scoring },
      recoverClaims: db.kind === 'pglite',
      warn: (message) => {
        if (config.logLevel !== 'silent') console.warn(message);
      },
    }),
    likes: new LikeRepository(db),
    blocks: new BlockRepository(db),
    chats: new ChatRepository(db, live),
    live,
    livePresence: new LivePresenceRepository(db),
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
      warn: (message, error) => {
        if (config.logLevel !== 'silent') console.warn(message, error);
      },
    }),
    pushSubscriptions: new PushSubscriptionRepository(db),
    resellClicks: new ResellClickRepository(db),
    cams: new DemoCamFeed(),
    search: new SearchService(new SearchRepository(db)),
    sessions,
    loginThrottle,
    rateLimitCounters: new RateLimitCounters(db),
    devices: new KnownDevices(db),
    operatorDevices,
    mail,
    activation,
    passwordReset: new PasswordResetService({
      inTransaction,
      mail,
      members,
      resets: new PasswordResetRepository(db),
      sessions,
      live,
      loginThrottle,
      publicOrigin: config.publicOrigin,
    }),
    passwordChange: new PasswordChangeService({
      inTransaction,
      mail,
      members,
      sessions,
      live,
      publicOrigin: config.publicOrigin,
    }),
    accountDeletion,
    memberData,
    complaints: new ComplaintRepository(),
    storage,
    demoFaces: new DemoFaceFiles(storage, async (filename) => (await photos.fileAccess(filename)) !== null),
    notifications,
    notificationMails: new NotificationMails({ inTransaction, mail, notifications, publicOrigin: config.publicOrigin }),
    mailChange: new MailChangeService({
      inTransaction,
      mail,
      members,
      changes: new MailChangeRepository(db),
      publicOrigin: config.publicOrigin,
    }),
    emailTokens: new EmailTokens(
      await persistentSecret(db, 'email-token-key', () => randomBytes(32).toString('base64url')),
    ),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    site: Site;
    /** The logged-in member's id and the session cookie value, or null for a visitor. */
    session: { memberId: number; token: string; viewer: Viewer | null } | null;
    /** The session of a suspended or banned member, which gives no `session`: only the ban page's calls read it. */
    restricted: { memberId: number; token: string; restriction: Restriction } | null;
  }
}
