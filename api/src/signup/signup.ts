import { accountSchema, emailStatusMessage, type SignupRequest } from 'shared-contracts/api/signup';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { ActivationService } from '../mail/activation';
import { mailOrigin } from '../mail/links';
import { fieldsOf, invalidFields } from '../lib/httpErrors';
import type { MemberRepository } from '../repositories/members';
import type { Site, SiteRepository } from '../repositories/sites';
import type { SearchService } from '../search/searchService';
import { correctedEmail, emailStatus, type EmailTokens } from './emailCheck';

/** What signing up works with. */
export interface SignupDeps {
  members: MemberRepository;
  emailTokens: EmailTokens;
  sites: SiteRepository;
  search: SearchService;
  activation: ActivationService;
  config: Pick<Config, 'publicOrigin'>;
}

/** Where the signup came from: the client's address, the experiments' visitor id (null for bots and cookieless). */
export interface SignupOrigin {
  ip: string;
  visitorId: string | null;
}

/**
 * An address a member may move to: well-formed, used by no account of the site, and checked by validate_email.php
 * (its token). Throws the field error the form shows otherwise.
 */
export async function assertNewAddress(
  deps: Pick<SignupDeps, 'members' | 'emailTokens'>,
  siteId: number,
  email: string,
  token: string | undefined,
): Promise<void> {
  const problem = emailStatusMessage(await emailStatus(deps.members, siteId, email));
  if (problem) throw invalidFields({ email: problem });
  if (!token || !deps.emailTokens.verify(token, siteId, email)) throw invalidFields({ email: 'email_not_validated' });
}

/** The member of a repeated submission of the same form, if this is one and the password matches. */
async function repeatedSubmission(
  members: MemberRepository,
  siteId: number,
  body: SignupRequest,
  email: string,
): Promise<number | null> {
  if (!body.n) return null;
  const earlier = await members.bySignupNonce(siteId, email, body.n);
  return earlier && (await verifyPassword(earlier.password_hash, body.password)) ? earlier.id : null;
}

/**
 * Signup (docs/product.md §2 step 0): creates the account (or finds the one a repeated submission made) and queues the
 * activation mail. `logError` records a mail that could not be queued (the signup still succeeds).
 */
export async function signUp(
  deps: SignupDeps,
  site: Site,
  body: SignupRequest,
  from: SignupOrigin,
  logError: (error: unknown, message: string) => void,
): Promise<number> {
  const account = accountSchema.safeParse({
    email: correctedEmail(body.email),
    name: body.name,
    password: body.password,
  });
  if (!account.success) throw invalidFields(fieldsOf(account.error.issues));
  const { email, name, password } = account.data;

  const repeated = await repeatedSubmission(deps.members, site.id, body, email);
  if (repeated) return repeated;
  await assertNewAddress(deps, site.id, email, body.token);

  const offered = site.settings.countries;
  const country = body.country && offered.includes(body.country) ? body.country : (offered[0] ?? '');
  const memberId = await deps.members.create({
    siteId: site.id,
    email,
    passwordHash: await hashPassword(password),
    name,
    country,
    language: body.language ?? 'en',
    nonce: body.n ?? null,
    tracking: Object.fromEntries(Object.entries(body.trafficsource ?? {}).filter(([, value]) => value)) as Record<
      string,
      string
    >,
    timezone: body.timezone ?? '',
    formPath: body.form_path ?? '',
    referrer: body.referrer ?? '',
    ip: from.ip,
    cameForProfileId: body.profile ?? null,
    visitorId: from.visitorId,
  });
  if (memberId === null) {
    // Another request took the address between the check and the insert: a double submit, or a real clash.
    const again = await repeatedSubmission(deps.members, site.id, body, email);
    if (again) return again;
    throw invalidFields({ email: 'email_exists' });
  }
  if (body.search) {
    // The match finder's answers become the member's saved search, which their first /members load starts from.
    await deps.search.saveFirstSearch(memberId, await deps.sites.publicSettings(site, ''), body.search, country);
  }
  const origin = mailOrigin(site, deps.config.publicOrigin);
  // Queuing is one short transaction: once the signup answers, the mail is in the durable outbox. The answer does
  // not wait for its delivery; the progress screen polls /api/activate.php for that. Should queuing fail, the
  // account stands and the member can have the mail sent again from the reminder.
  await deps.activation
    .send(site, { memberId, email, name, language: body.language ?? 'en' }, origin)
    .catch((error: unknown) => logError(error, 'activation mail could not be queued'));
  return memberId;
}
