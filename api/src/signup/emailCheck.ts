import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailField, type EmailStatus } from 'shared-contracts/api/signup';
import { normalizeEmail, type MemberRepository } from '../repositories/members';

const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/** Trims the address and lower-cases its domain, which is case-insensitive; the local part is kept as typed. */
export function correctedEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

const memberStatusToEmailStatus: Record<string, EmailStatus> = {
  active: 'active',
  not_confirmed: 'not_confirmed',
  deactivated: 'deleted',
  deleted: 'deleted',
};

/** docs/product.md §4 Email status: `new` only for a well-formed address no account on this site uses. */
export async function emailStatus(members: MemberRepository, siteId: number, email: string): Promise<EmailStatus> {
  if (!emailField.safeParse(email).success) return 'invalid';
  const member = await members.credentialsByEmail(siteId, email);
  return member ? (memberStatusToEmailStatus[member.status] ?? 'deleted') : 'new';
}

/**
 * Signed proof that an address was checked and found new, for the signup call: `<expiry>.<hmac>` over the site and
 * the normalised address. Stateless, so any instance can verify it.
 */
export class EmailTokens {
  constructor(private readonly key: string) {}

  private sign(siteId: number, email: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${siteId}\n${normalizeEmail(email)}\n${expires}`)
      .digest('base64url');
  }

  issue(siteId: number, email: string, now = Date.now()): string {
    const expires = now + TOKEN_TTL_MS;
    return `${expires}.${this.sign(siteId, email, expires)}`;
  }

  verify(token: string, siteId: number, email: string, now = Date.now()): boolean {
    const [expiresText, signature] = token.split('.');
    const expires = Number(expiresText);
    if (!signature || !Number.isFinite(expires) || expires < now) return false;
    const expected = Buffer.from(this.sign(siteId, email, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
