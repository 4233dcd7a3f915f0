import { BALANCE_TOO_LOW, SUPPORT_DELETION_REASON } from 'shared-contracts/api/admin';
import type { MyData } from 'shared-contracts/api/account';
import type { AccountDeletionService } from '../account/accountDeletion';
import { exportMemberData } from '../account/myData';
import { HttpError } from '../lib/httpErrors';
import type { ActivationService } from '../mail/activation';
import { mailOrigin } from '../mail/links';
import type { MailService } from '../mail/mailer';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type { LiveBus } from '../repositories/liveBus';
import type { MemberDataRepository } from '../repositories/memberData';
import type { MemberAccountRow, MemberDetailsRepository } from '../repositories/memberDetails';
import type { MemberRepository } from '../repositories/members';
import type { Site, SiteRepository } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

export const noMember = () => new HttpError(404, 'no_member', 'No such member');

/**
 * What admins and owners do to a member's money and account from the member page (docs/operators.md "Members"):
 * credit adjustments, the activation mail again, the data export and deletion on the member's request. Each change
 * appends its audit entry in its own transaction; the audit log names the member by id only, never by address, so
 * it keeps nothing personal of a member who is deleted later.
 */
export class MemberAdminService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      members: MemberRepository;
      details: MemberDetailsRepository;
      sites: SiteRepository;
      audit: AuditRepository;
      activation: ActivationService;
      accountDeletion: AccountDeletionService;
      memberData: MemberDataRepository;
      mail: MailService;
      live: LiveBus;
      publicOrigin: string | undefined;
    },
  ) {}

  /** The member's account and site (operators act on the members of every site, whatever host the console is on). */
  private async member(memberId: number): Promise<{ account: MemberAccountRow; site: Site }> {
    const account = await this.deps.details.account(memberId);
    const site = account && (await this.deps.sites.byId(account.site_id));
    if (!account || !site) throw noMember();
    return { account, site };
  }

  /**
   * Adds or takes credits (ledger kind `operator_adjustment`), never below a balance of 0; the same request id
   * adjusts once. The member's open pages get the new balance live.
   */
  async adjustCredits(
    act: OperatorAct,
    change: { memberId: number; amount: number; reason: string; requestId: string },
  ): Promise<{ balance: number; entryId: number }> {
    const { account } = await this.member(change.memberId);
    if (account.status === 'deleted') throw new HttpError(409, 'member_deleted', 'This account is deleted');
    const { inTransaction, members, audit, live } = this.deps;
    return inTransaction(async (tx) => {
      const result = await members.operatorAdjustment(tx, change.memberId, change.amount, change.requestId);
      if (!result) throw noMember();
      if (result.kind === 'request_reused')
        throw new HttpError(409, 'request_reused', 'This form was sent for another adjustment; open the dialog again');
      if (result.kind === 'below_zero')
        throw new HttpError(
          409,
          BALANCE_TOO_LOW,
          `The balance is ${result.before}: at most ${result.before} credits can be taken`,
          { amount: BALANCE_TOO_LOW },
        );
      if (result.kind === 'adjusted') {
        await audit.append(tx, {
          ...act,
          action: 'member.credits_adjusted',
          objectType: 'member',
          objectId: change.memberId,
          siteId: account.site_id,
          before: { credits: result.before },
          after: { credits: result.after, amount: change.amount },
          reason: change.reason,
        });
        await live.publish({ to: [change.memberId], event: { type: 'credits', credits: result.after } }, tx);
      }
      return { balance: result.after, entryId: result.entry.id };
    });
  }

  /** Sends the activation mail again (a new link), as the member's own "send it again" does. */
  async resendActivation(act: OperatorAct, memberId: number): Promise<{ sentTo: string }> {
    const { account, site } = await this.member(memberId);
    if (account.status !== 'not_confirmed')
      throw new HttpError(409, 'already_confirmed', 'This e-mail address is confirmed already');
    const profile = await this.deps.details.profile(memberId);
    await this.deps.inTransaction(async (tx) => {
      await this.deps.activation.queue(
        tx,
        site,
        { memberId, email: account.email, name: profile?.name ?? '', language: account.language },
        mailOrigin(site, this.deps.publicOrigin),
      );
      await this.deps.audit.append(tx, {
        ...act,
        action: 'member.activation_resent',
        objectType: 'member',
        objectId: memberId,
        siteId: site.id,
      });
    });
    this.deps.mail.wake();
    return { sentTo: account.email };
  }

  /** Everything stored about the member, as the member's own download has it; each export is in the audit log. */
  async exportData(act: OperatorAct, memberId: number): Promise<MyData> {
    const { site } = await this.member(memberId);
    const data = await exportMemberData(this.deps.memberData, site, memberId, this.deps.publicOrigin);
    if (!data) throw noMember();
    await this.deps.inTransaction((tx) =>
      this.deps.audit.append(tx, {
        ...act,
        action: 'member.exported',
        objectType: 'member',
        objectId: memberId,
        siteId: site.id,
      }),
    );
    return data;
  }

  /** Deletes the account on the member's request (GDPR art. 17), as the member's own deletion does. */
  async deleteOnRequest(act: OperatorAct, memberId: number, note: string): Promise<void> {
    const { site } = await this.member(memberId);
    const outcome = await this.deps.accountDeletion.deleteOnRequest(
      site,
      memberId,
      SUPPORT_DELETION_REASON,
      (tx, statusBefore) =>
        this.deps.audit.append(tx, {
          ...act,
          action: 'member.deleted',
          objectType: 'member',
          objectId: memberId,
          siteId: site.id,
          before: { status: statusBefore },
          after: { status: 'deleted' },
          reason: note ? `${SUPPORT_DELETION_REASON}: ${note}` : SUPPORT_DELETION_REASON,
        }),
    );
    if (outcome === 'gone') throw new HttpError(409, 'already_deleted', 'This account is deleted already');
  }
}
