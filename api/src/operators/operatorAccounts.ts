import {
  LAST_OWNER,
  OPERATOR_EXISTS,
  OPERATOR_INVALID_CREDENTIALS,
  OPERATOR_INVITE_INVALID,
  type OperatorLocale,
  type OperatorRole,
} from 'shared-contracts/api/admin';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { newTotpSecret, totpQrSvg, totpStep, totpUri } from '../auth/totp';
import { HttpError, invalidFields, ThrottledError } from '../lib/httpErrors';
import { mailOrigin } from '../mail/links';
import { linkMail } from '../mail/linkMail';
import type { MailService } from '../mail/mailer';
import { mailText } from '../mail/mailText';
import type { AuditOrigin, AuditRepository, OperatorAct } from '../repositories/audit';
import type { KnownDevices, OperatorLoginThrottle } from '../repositories/loginThrottle';
import { normalizeEmail } from '../repositories/members';
import type { Operator, OperatorRepository } from '../repositories/operators';
import { siteBrandColor, type Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

const invalidCredentials = () =>
  new HttpError(401, OPERATOR_INVALID_CREDENTIALS, 'The e-mail address, password or code is not correct');
const inviteInvalid = () =>
  new HttpError(410, OPERATOR_INVITE_INVALID, 'This invitation link does not work (any more); ask for a new one');

/** The name an authenticator app lists the console under. */
const TOTP_ISSUER = 'Datelane console';
/** An operator whose account is being guessed hears of it at most this often: once per burst, not per guess. */
export const SIGN_IN_ALERT_EVERY_S = 6 * 60 * 60;

/** Where a sign-in comes from: the audit log's origin, the site whose host it reached, the browser's device cookie. */
export interface SignInRequest {
  origin: AuditOrigin;
  site: Site;
  /** The console's known-device cookie, if the browser sent one. */
  device: string | undefined;
}

/**
 * Operators' accounts (docs/operators.md "Accounts"): signing in with password and TOTP, invitations, roles and the
 * first owner made on the command line. Every change is written to the audit log in its own transaction.
 */
export class OperatorAccountService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      operators: OperatorRepository;
      audit: AuditRepository;
      throttle: OperatorLoginThrottle;
      /** The browsers each operator signed in from: they skip the wait strangers' guesses set. */
      devices: KnownDevices;
      mail: MailService;
      publicOrigin: string | undefined;
    },
  ) {}

  /**
   * E-mail, password and code in one step, so an answer never says which of the three was wrong. The per-address
   * wait is taken before anything is checked, except from a browser this operator signed in from before (its device
   * cookie): strangers' guesses never lock the operator out. A code is good once (its time step is kept). Every
   * failure is on the audit log; answers the session's token and the device cookie's.
   */
  async signIn(
    input: { email: string; password: string; code: string },
    request: SignInRequest,
  ): Promise<{ operator: Operator; token: string; device: string }> {
    const { operators, throttle, devices, audit, inTransaction } = this.deps;
    const found = await operators.credentialsByEmail(input.email);
    const knownDevice = found !== null && (await devices.isKnown(request.device, found.id));
    let counted = { engaged: false, failures: 0 };
    if (!knownDevice) {
      const slot = await throttle.reserve(input.email);
      if (!slot.allowed) {
        await this.signInFailed(input.email, found, request, {
          outcome: 'account_throttled',
          engaged: true,
          failures: slot.failures,
        });
        throw new ThrottledError(
          'account_throttled',
          `Too many failed sign-ins; try again in ${slot.retryAfterSeconds} seconds`,
          slot.retryAfterSeconds,
        );
      }
      counted = { engaged: slot.engaged, failures: slot.failures };
    }
    const refused = async () => {
      await this.signInFailed(input.email, found, request, { outcome: 'invalid_credentials', ...counted });
      return invalidCredentials();
    };
    const passwordOk = await verifyPassword(found?.password_hash ?? null, input.password);
    if (!found || !passwordOk || found.status !== 'active' || !found.totp_secret) throw await refused();
    const step = totpStep(found.totp_secret, input.code);
    if (step === null || !(await operators.useTotpStep(found.id, step))) throw await refused();
    await throttle.succeeded(input.email);
    const token = await operators.createSession(found.id, request.origin);
    const device = await devices.remember(found.id, request.device);
    const { password_hash: _hash, totp_secret: _secret, totp_last_step: _step, ...operator } = found;
    await inTransaction((tx) =>
      audit.append(tx, {
        actor: { kind: 'operator', operatorId: operator.id },
        origin: request.origin,
        action: 'operator.signed_in',
        objectType: 'operator',
        objectId: operator.id,
      }),
    );
    return { operator, token, device };
  }

  /**
   * A failed sign-in on the audit log: the address typed (and its operator, if one has it), where from and the
   * answer; never the password. When strangers now wait (`engaged`), the operator hears of it by mail, once per
   * SIGN_IN_ALERT_EVERY_S, in the entry's transaction.
   */
  private async signInFailed(
    email: string,
    found: Operator | null,
    request: SignInRequest,
    failure: { outcome: 'invalid_credentials' | 'account_throttled'; engaged: boolean; failures: number },
  ): Promise<void> {
    const { inTransaction, operators, audit, mail } = this.deps;
    const alerted = await inTransaction(async (tx) => {
      await audit.append(tx, {
        actor: { kind: 'anonymous' },
        origin: request.origin,
        action: 'operator.sign_in_failed',
        objectType: 'operator',
        objectId: found?.id ?? '',
        after: { email: normalizeEmail(email), outcome: failure.outcome },
      });
      if (!found || !failure.engaged || !(await operators.claimSignInAlert(tx, found.id, SIGN_IN_ALERT_EVERY_S)))
        return false;
      await mail.send(this.signInAlertMail(request.site, found, failure.failures, request.origin.ip), tx);
      return true;
    });
    if (alerted) mail.wake();
  }

  async signOut(act: OperatorAct & { actor: { kind: 'operator'; operatorId: number } }, token: string): Promise<void> {
    await this.deps.operators.endSession(token);
    await this.deps.inTransaction((tx) =>
      this.deps.audit.append(tx, {
        ...act,
        action: 'operator.signed_out',
        objectType: 'operator',
        objectId: act.actor.operatorId,
      }),
    );
  }

  async updateOwn(
    act: OperatorAct & { actor: { kind: 'operator'; operatorId: number } },
    change: { name?: string; locale?: OperatorLocale },
  ): Promise<Operator> {
    const { inTransaction, operators, audit } = this.deps;
    return inTransaction(async (tx) => {
      const before = await operators.lock(tx, act.actor.operatorId);
      const after = await operators.update(tx, act.actor.operatorId, change);
      if (!before || !after) throw new HttpError(401, 'operator_sign_in_required', 'Sign in again');
      // Choosing what is already chosen changes nothing, and the log says only what changed.
      if (before.name === after.name && before.locale === after.locale) return after;
      await audit.append(tx, {
        ...act,
        action: 'operator.profile_changed',
        objectType: 'operator',
        objectId: after.id,
        before: { name: before.name, locale: before.locale },
        after: { name: after.name, locale: after.locale },
      });
      return after;
    });
  }

  /**
   * Invites an operator: an account without credentials and a link by mail (72 hours, single use), in the inviter's
   * console language, which the invitee's console starts in too.
   */
  async invite(
    act: OperatorAct & { actor: { kind: 'operator'; operatorId: number } },
    site: Site,
    input: { email: string; name?: string; role: OperatorRole; locale: OperatorLocale },
  ): Promise<Operator> {
    const { inTransaction, operators, audit, mail } = this.deps;
    const operator = await inTransaction(async (tx) => {
      const created = await operators.create(tx, {
        email: input.email,
        name: input.name ?? '',
        role: input.role,
        createdBy: act.actor.operatorId,
        locale: input.locale,
      });
      if (!created) throw new HttpError(409, OPERATOR_EXISTS, 'This address has an operator account already');
      const token = await operators.createInvite(tx, created.id);
      await mail.send(this.inviteMail(site, created, token), tx);
      await audit.append(tx, {
        ...act,
        action: 'operator.invited',
        objectType: 'operator',
        objectId: created.id,
        after: { email: created.email, role: created.role },
      });
      return created;
    });
    mail.wake();
    return operator;
  }

  /** What an invitation link shows: whose it is, and a new secret to set the authenticator up with. */
  async inviteDetails(
    token: string,
  ): Promise<{ email: string; name: string; role: OperatorRole; secret: string; uri: string; qrSvg: string }> {
    const operator = await this.deps.inTransaction((tx) => this.deps.operators.openInvite(tx, token));
    if (!operator) throw inviteInvalid();
    const secret = newTotpSecret();
    const uri = totpUri(secret, operator.email, TOTP_ISSUER);
    const { email, name, role } = operator;
    return { email, name, role, secret, uri, qrSvg: await totpQrSvg(uri) };
  }

  /**
   * Accepts an invitation: the code proves the authenticator holds the secret shown; then password, secret and name
   * are stored, the link is used, and the operator is signed in.
   */
  async acceptInvite(
    input: { token: string; name: string; password: string; secret: string; code: string },
    origin: AuditOrigin,
    device: string | undefined,
  ): Promise<{ operator: Operator; token: string; device: string }> {
    const { inTransaction, operators, devices, audit } = this.deps;
    const step = totpStep(input.secret, input.code);
    if (step === null) throw invalidFields({ code: 'totp_wrong' });
    const passwordHash = await hashPassword(input.password);
    const operator = await inTransaction(async (tx) => {
      const invited = await operators.openInvite(tx, input.token);
      if (!invited) throw inviteInvalid();
      await operators.activate(tx, invited.id, { passwordHash, totpSecret: input.secret });
      await operators.useInvite(tx, input.token);
      const joined = await operators.update(tx, invited.id, { name: input.name });
      await audit.append(tx, {
        actor: { kind: 'operator', operatorId: invited.id },
        origin,
        action: 'operator.joined',
        objectType: 'operator',
        objectId: invited.id,
      });
      return joined as Operator;
    });
    await operators.useTotpStep(operator.id, step);
    // The browser that set the account up is the operator's own: it keeps signing in while strangers wait.
    return {
      operator,
      token: await operators.createSession(operator.id, origin),
      device: await devices.remember(operator.id, device),
    };
  }

  /**
   * A role or status change, or a new invitation (the old password and authenticator stop working). Disabling an
   * invited operator withdraws the invitation: its link ends at once. Only an operator with a password and an
   * authenticator can be made active; one without (invited, or withdrawn) comes in by a new invitation. The
   * operator's sessions end with any of them; the last active owner cannot be demoted or disabled.
   */
  async update(
    act: OperatorAct & { actor: { kind: 'operator'; operatorId: number } },
    site: Site,
    input: { id: number; role?: OperatorRole; status?: 'active' | 'disabled'; reinvite?: true },
  ): Promise<Operator> {
    const { inTransaction, operators, audit, mail } = this.deps;
    const operator = await inTransaction(async (tx) => {
      const before = await operators.lock(tx, input.id);
      if (!before) throw new HttpError(404, 'no_operator', 'There is no such operator');
      if (input.status === 'active' && !before.has_credentials) throw invalidFields({ status: 'not_allowed' });
      const withdraws = before.status === 'invited' && input.status === 'disabled' && !input.reinvite;
      const losesOwner =
        before.role === 'owner' &&
        before.status === 'active' &&
        ((input.role !== undefined && input.role !== 'owner') || input.status === 'disabled' || input.reinvite);
      if (losesOwner && (await operators.countActiveOwners(tx)) <= 1)
        throw new HttpError(409, LAST_OWNER, 'There must always be an active owner');
      let after = await operators.update(tx, input.id, { role: input.role, status: input.status });
      if (withdraws) await operators.endInvites(tx, input.id);
      if (input.reinvite) {
        await operators.resetCredentials(tx, input.id);
        const token = await operators.createInvite(tx, input.id);
        after = await operators.byId(input.id, tx);
        await mail.send(this.inviteMail(site, after as Operator, token), tx);
      }
      await operators.endSessionsOf(tx, input.id);
      await audit.append(tx, {
        ...act,
        action: input.reinvite
          ? 'operator.reinvited'
          : withdraws
            ? 'operator.invitation_withdrawn'
            : 'operator.updated',
        objectType: 'operator',
        objectId: input.id,
        before: { role: before.role, status: before.status },
        after: { role: after?.role, status: after?.status },
      });
      return after as Operator;
    });
    if (input.reinvite) mail.wake();
    return operator;
  }

  /** The command line's operator (the first owner): active at once; the secret is answered this once. */
  async createFromCommandLine(input: {
    email: string;
    role: OperatorRole;
    password: string;
    name?: string;
  }): Promise<{ operator: Operator; secret: string; uri: string }> {
    const { inTransaction, operators, audit } = this.deps;
    const secret = newTotpSecret();
    const passwordHash = await hashPassword(input.password);
    const operator = await inTransaction(async (tx) => {
      const created = await operators.create(tx, {
        email: input.email,
        name: input.name ?? '',
        role: input.role,
        createdBy: null,
        credentials: { passwordHash, totpSecret: secret },
      });
      if (!created) throw new HttpError(409, OPERATOR_EXISTS, 'This address has an operator account already');
      await audit.append(tx, {
        actor: { kind: 'cli' },
        action: 'operator.created',
        objectType: 'operator',
        objectId: created.id,
        after: { email: created.email, role: created.role },
      });
      return created;
    });
    return { operator, secret, uri: totpUri(secret, operator.email, TOTP_ISSUER) };
  }

  private inviteMail(site: Site, operator: Operator, token: string) {
    const t = mailText(operator.locale);
    return this.operatorMail(site, operator, 'operator_invite', 'operatorInvite', `/admin/invite?token=${token}`, {
      role: t(`operatorInvite.role.${operator.role}`),
    });
  }

  /** The address only: the browser's name is the guesser's own text and says nothing the audit log does not. */
  private signInAlertMail(site: Site, operator: Operator, failures: number, address: string) {
    return this.operatorMail(site, operator, 'operator_sign_in_alert', 'operatorSignInAlert', '/admin', {
      failures: String(failures),
      address,
    });
  }

  /**
   * A mail to an operator in their console language, from the site whose host the request reached; its link is
   * from the site's configured origin, never the request's Host.
   */
  private operatorMail(
    site: Site,
    operator: Operator,
    kind: string,
    texts: 'operatorInvite' | 'operatorSignInAlert',
    path: string,
    names: Record<string, string>,
  ) {
    return {
      siteId: site.id,
      memberId: null,
      kind,
      from: `${site.settings.name} <${site.settings.email}>`,
      to: operator.email,
      ...linkMail(
        mailText(operator.locale),
        texts,
        { name: operator.name || operator.email, site: site.settings.name, ...names },
        `${mailOrigin(site, this.deps.publicOrigin)}${path}`,
        siteBrandColor(site),
      ),
    };
  }
}
