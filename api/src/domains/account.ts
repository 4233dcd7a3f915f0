import { randomBytes } from 'node:crypto';
import { AccountDeletionService } from '../account/accountDeletion';
import { MailChangeService } from '../account/mailChange';
import { PasswordChangeService } from '../account/passwordChange';
import { PasswordResetService } from '../account/passwordReset';
import { AccountDeletionRepository } from '../repositories/accountDeletions';
import { ComplaintRepository } from '../repositories/complaints';
import { KnownDevices, LoginThrottle } from '../repositories/loginThrottle';
import { MailChangeRepository } from '../repositories/mailChanges';
import { MemberDataRepository } from '../repositories/memberData';
import { MemberRepository } from '../repositories/members';
import { PasswordResetRepository } from '../repositories/passwordResets';
import { ProfileRepository } from '../repositories/profiles';
import { persistentSecret } from '../repositories/secrets';
import { SessionRepository } from '../repositories/sessions';
import { EmailTokens } from '../signup/emailCheck';
import { coreDomain, type CoreServices } from './core';
import { defineDomain, purgeEvery, warnUnlessSilent } from './domain';
import { mailDomain, type MailServices } from './mail';

/** Members, their profiles and sessions, and what they do with their account (signing up, mail, password, deletion). */
export interface AccountServices {
  members: MemberRepository;
  profiles: ProfileRepository;
  sessions: SessionRepository;
  loginThrottle: LoginThrottle;
  devices: KnownDevices;
  emailTokens: EmailTokens;
  passwordReset: PasswordResetService;
  passwordChange: PasswordChangeService;
  mailChange: MailChangeService;
  accountDeletion: AccountDeletionService;
  memberData: MemberDataRepository;
  complaints: ComplaintRepository;
}

export const accountDomain = defineDomain<CoreServices & MailServices, AccountServices>({
  name: 'account',
  dependencies: [coreDomain, mailDomain],
  create: async ({ config, db, inTransaction, live, storage, mail }) => {
    const { publicOrigin } = config;
    const members = new MemberRepository(db);
    const sessions = new SessionRepository(db);
    const loginThrottle = new LoginThrottle(db);
    return {
      members,
      profiles: new ProfileRepository(db),
      sessions,
      loginThrottle,
      devices: new KnownDevices(db),
      emailTokens: new EmailTokens(
        await persistentSecret(db, 'email-token-key', () => randomBytes(32).toString('base64url')),
      ),
      passwordReset: new PasswordResetService({
        inTransaction,
        mail,
        members,
        resets: new PasswordResetRepository(db),
        sessions,
        live,
        loginThrottle,
        publicOrigin,
      }),
      passwordChange: new PasswordChangeService({ inTransaction, mail, members, sessions, live, publicOrigin }),
      mailChange: new MailChangeService({
        inTransaction,
        mail,
        members,
        changes: new MailChangeRepository(db),
        publicOrigin,
      }),
      accountDeletion: new AccountDeletionService({
        inTransaction,
        deletions: new AccountDeletionRepository(db),
        mail,
        storage,
        loginThrottle,
        live,
        warn: warnUnlessSilent(config),
      }),
      memberData: new MemberDataRepository(db),
      complaints: new ComplaintRepository(),
    };
  },
  // Ended sessions, per-account login counts older than a day, browsers unseen for longer than their cookie.
  start: ({ config, sessions, loginThrottle, devices }) =>
    purgeEvery(() => [sessions.purgeExpired(), loginThrottle.purgeOld(), devices.purgeOld()], warnUnlessSilent(config)),
});
