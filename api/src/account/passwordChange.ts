import { isLocaleCode } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { mailOrigin } from '../mail/links';
import { linkMail } from '../mail/linkMail';
import { mailText } from '../mail/mailText';
import type { AppContext } from '../context';
import type { Site } from '../repositories/sites';
import { endOtherSessions } from './endOtherSessions';

/**
 * A logged-in member changes the password with the current one (docs/product.md §2 My profile): in one transaction the
 * new hash, the end of every other session of the member (this browser keeps its own) and a notice to the member's
 * address, whose link leads to the password reset in case it was not the member. False for a wrong current password.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'mail' | 'members' | 'sessions' | 'config' | 'live'>,
  site: Site,
  memberId: number,
  current: string,
  password: string,
  keepSession: string | undefined,
): Promise<boolean> {
  const [member] = await ctx.db.query<{ password_hash: string | null }>(
    'select password_hash from members where id = $1',
    [memberId],
  );
  if (!(await verifyPassword(member?.password_hash ?? null, current))) return false;
  const passwordHash = await hashPassword(password);
  const target = await ctx.members.activationTarget(memberId);
  await ctx.db.transaction(async (tx) => {
    // Only over the hash that was verified: two changes at once cannot both pass with the same old password.
    const [changed] = await tx.query<{ id: number }>(
      'update members set password_hash = $2 where id = $1 and password_hash = $3 returning id',
      [memberId, passwordHash, member?.password_hash ?? null],
    );
    if (!changed) return;
    await endOtherSessions(ctx, tx, memberId, keepSession);
    if (target) {
      const t = mailText(isLocaleCode(target.language) ? target.language : 'en');
      const link = `${mailOrigin(site, ctx.config.publicOrigin)}/reset-password`;
      await ctx.mail.send(
        {
          siteId: site.id,
          memberId,
          kind: 'password_changed',
          from: `${site.settings.name} <${site.settings.email}>`,
          to: target.email,
          ...linkMail(t, 'passwordChanged', { name: target.name, site: site.settings.name }, link),
        },
        tx,
      );
    }
  });
  ctx.mail.wake();
  return true;
}
