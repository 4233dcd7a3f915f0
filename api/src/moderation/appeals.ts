import { APPEAL_EXISTS, APPEAL_WINDOW_CLOSED, NO_STATEMENT, type Statement } from 'shared-contracts/api/account';
import { APPEAL_DECIDED, NO_APPEAL, SAME_MODERATOR } from 'shared-contracts/api/admin';
import { HttpError } from '../lib/httpErrors';
import { tokenHash } from '../lib/tokenHash';
import type { MailService } from '../mail/mailer';
import type { AuditRepository } from '../repositories/audit';
import type { DecisionRepository } from '../repositories/moderationDecisions';
import type { StatementRepository } from '../repositories/moderationStatements';
import type { InTransaction } from '../repositories/transactions';
import type { ModerationService, ModeratorAct } from './moderationService';
import type { StatementService } from './statements';

const noStatement = () => new HttpError(404, NO_STATEMENT, 'No such statement');

/** Who appeals: the statement's member by their session (also a restricted one), or whoever holds its link. */
export type Appellant = { memberId: number } | { token: string };

/**
 * Appeals against decisions (DSA art. 20; docs/operators.md "Appeals"): once per statement, within the window, by
 * its member; decided by another moderator than the one who decided (any moderator for an automated decision). A
 * reversal undoes the decision in the same transaction; the member is told either way.
 */
export class AppealService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      statements: StatementRepository;
      decisions: DecisionRepository;
      moderation: ModerationService;
      statementMail: StatementService;
      audit: AuditRepository;
      mail: MailService;
    },
  ) {}

  /** Files the appeal; answers the statement with it. */
  async file(appellant: Appellant, statementId: number, text: string): Promise<Statement> {
    const { inTransaction, statements, audit } = this.deps;
    return inTransaction(async (tx) => {
      const statement = await statements.lock(tx, statementId);
      const allowed =
        statement !== null &&
        ('memberId' in appellant
          ? statement.member_id === appellant.memberId
          : statement.token_hash === tokenHash(appellant.token));
      // Another member's statement, or a wrong token, looks like none at all.
      if (!statement || !allowed) throw noStatement();
      if (!statement.open) throw new HttpError(410, APPEAL_WINDOW_CLOSED, 'The time to appeal this decision is over');
      const appealId = await statements.appeal(tx, {
        statementId,
        siteId: statement.site_id,
        memberId: statement.member_id,
        text,
      });
      if (appealId === null) throw new HttpError(409, APPEAL_EXISTS, 'This decision has been appealed already');
      await audit.append(tx, {
        actor: { kind: 'member' },
        action: 'appeal.filed',
        objectType: 'appeal',
        objectId: appealId,
        siteId: statement.site_id,
        after: { statement: statementId, member: statement.member_id },
      });
      const filed = await statements.find({ id: statementId }, tx);
      if (!filed) throw noStatement();
      return filed.statement;
    });
  }

  /**
   * Upholds or reverses an appeal. The moderator who made the decision may not (403 `same_moderator`); a decided
   * appeal stays decided (409 `appeal_decided`: a second click changes nothing).
   */
  async decide(act: ModeratorAct, appealId: number, outcome: 'uphold' | 'reverse', note: string): Promise<void> {
    const { inTransaction, statements, decisions, moderation, statementMail, audit } = this.deps;
    await inTransaction(async (tx) => {
      const appeal = await statements.lockAppeal(tx, appealId);
      if (!appeal) throw new HttpError(404, NO_APPEAL, 'No such appeal');
      if (appeal.status !== 'open') throw new HttpError(409, APPEAL_DECIDED, 'This appeal is decided already');
      if (!appeal.decision_automated && appeal.decision_operator_id === act.actor.operatorId)
        throw new HttpError(403, SAME_MODERATOR, 'Another moderator decides the appeal against your own decision');
      const decision = await decisions.lock(tx, appeal.decision_id);
      if (!decision) throw new HttpError(404, NO_APPEAL, 'The decision of this appeal is gone');
      const status = outcome === 'reverse' ? 'reversed' : 'upheld';
      await statements.decideAppeal(tx, appealId, { status, operatorId: act.actor.operatorId, note });
      const restored = outcome === 'reverse' ? await moderation.undo(tx, decision) : {};
      const detail = await statements.appealDetail(appealId, tx);
      await statementMail.tellAppealOutcome(tx, {
        siteId: appeal.site_id,
        memberId: appeal.member_id,
        statementId: appeal.statement_id,
        decisionId: decision.id,
        action: decision.action,
        outcome: status,
        note,
        appealedAt: new Date(detail?.appeal.created_at ?? Date.now()),
      });
      await audit.append(tx, {
        ...act,
        action: `appeal.${status}`,
        objectType: 'appeal',
        objectId: appealId,
        siteId: appeal.site_id,
        before: { status: 'open', decision: decision.id, action: decision.action, member: appeal.member_id },
        after: { status, ...restored },
        reason: note,
      });
    });
    this.deps.mail.wake();
  }
}
