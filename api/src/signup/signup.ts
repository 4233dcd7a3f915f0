import type { FastifyRequest } from 'fastify';
import { accountSchema, emailStatusMessage, type SignupRequest } from 'shared-contracts/api/signup';
import type { AppContext } from '../context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { mailOrigin } from '../mail/links';
import { fieldsOf, invalidFields } from '../lib/httpErrors';
import { correctedEmail, emailStatus } from './emailCheck';
import { visitorIdOf } from '../experiments/visitor';

/**
 * An address a member may move to: well-formed, used by no account of the site, and checked by validate_email.php
 * (its token). Throws the field error the form shows otherwise.
 */
export async function assertNewAddress(
  ctx: AppContext,
  siteId: number,
  email: string,
  token: string | undefined,
): Promise<void> {
  const problem = emailStatusMessage(await emailStatus(ctx.members, siteId, email));
  if (problem) throw invalidFields({ email: problem });
  if (!token || !ctx.emailTokens.verify(token, siteId, email)) throw invalidFields({ email: 'email_not_validated' });
}

/** The member of a repeated submission of the same form, if this is one and the password matches. */
async function repeatedSubmission(
  ctx: AppContext,
  siteId: number,
  body: SignupRequest,
  email: string,
): Promise<number | null> {
  if (!body.n) return null;
  const earlier = await ctx.members.bySignupNonce(siteId, email, body.n);
  return earlier && (await verifyPassword(earlier.password_hash, body.password)) ? earlier.id : null;
}

/** Signup (docs/product.md §2 step 0): creates the account (or finds the one a repeated submission made) and queues the activation mail. */
export async function signUp(ctx: AppContext, request: FastifyRequest, body: SignupRequest): Promise<number> {
  const account = accountSchema.safeParse({
    email: correctedEmail(body.email),
    name: body.name,
    password: body.password,
  });
  if (!account.success) throw invalidFields(fieldsOf(account.error.issues));
  const { email, name, password } = account.data;
  const site = request.site;

  const repeated = await repeatedSubmission(ctx, site.id, body, email);
  if (repeated) return repeated;
  await assertNewAddress(ctx, site.id, email, body.token);

  const offered = site.settings.countries;
  const country = body.country && offered.includes(body.country) ? body.country : (offered[0] ?? '');
  const memberId = await ctx.members.create({
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
    ip: request.ip,
    cameForProfileId: body.profile ?? null,
    visitorId: visitorIdOf(request),
  });
  if (memberId === null) {
    // Another request took the address between the check and the insert: a double submit, or a real clash.
    const again = await repeatedSubmission(ctx, site.id, body, email);
    if (again) return again;
    throw invalidFields({ email: 'email_exists' });
  }
  if (body.search) {
    // The match finder's answers become the member's saved search, which their first /members load starts from.
    await ctx.search.saveFirstSearch(memberId, await ctx.sites.publicSettings(site, ''), body.search, country);
  }
  const origin = mailOrigin(site, ctx.config.publicOrigin);
  // Queuing is one short transaction: once the signup answers, the mail is in the durable outbox. The answer does
  // not wait for its delivery; the progress screen polls /api/activate.php for that. Should queuing fail, the
  // account stands and the member can have the mail sent again from the reminder.
  await ctx.activation
    .send(site, { memberId, email, name, language: body.language ?? 'en' }, origin)
    .catch((error: unknown) => request.log.error({ err: error }, 'activation mail could not be queued'));
  return memberId;
}
