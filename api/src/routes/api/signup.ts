import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiErrorSchema, userResponseSchema } from 'shared-contracts/api';
import { accountSchema, activationResendSchema, activationStatusSchema, pushRequestSchema, signupRequestSchema, userPostQuerySchema, validateEmailQuerySchema, validateEmailResponseSchema, type SignupRequest } from 'shared-contracts/api/signup';
import { DEVICE_COOKIE } from '../../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { fieldsOf, HttpError, invalidFields } from '../../plugins/errors';
import { requireMember, setDeviceCookie, setSessionCookie } from '../../plugins/requestContext';
import { SESSION_TTL_MS } from '../../repositories/sessions';
import { mailOrigin } from '../../mail/links';
import { correctedEmail, emailStatus } from '../../signup/emailCheck';
import { perAddress } from '../../plugins/rateLimits';

const statusKeys = { active: 'email_exists', not_confirmed: 'email_exists', deleted: 'email_deleted', invalid: 'invalid_email' } as const;

/** Signup (docs/product.md §2 step 0, §7): validate the e-mail address, create the account and log in, push opt-in, activation. */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get('/api/validate_email.php', {
    // Each check tells whether an address has an account: few per client, so addresses cannot be harvested.
    config: perAddress(app, 30, '1 minute'),
    schema: {
      tags: ['signup'],
      summary: 'Whether an e-mail address can sign up: new, active, not_confirmed, deleted or invalid',
      querystring: validateEmailQuerySchema,
      response: { 200: validateEmailResponseSchema, 429: apiErrorSchema },
    },
    handler: async (request) => {
      const email = correctedEmail(request.query.email);
      const status = await emailStatus(ctx.db, request.site.id, email);
      const token = status === 'new' ? ctx.emailTokens.issue(request.site.id, email) : '';
      return { token, status, email, request_email: request.query.email };
    },
  });

  /** The member of a repeated submission of the same form, if this is one and the password matches. */
  async function repeatedSubmission(siteId: number, body: SignupRequest, email: string): Promise<number | null> {
    if (!body.n) return null;
    const earlier = await ctx.members.bySignupNonce(siteId, email, body.n);
    return earlier && (await verifyPassword(earlier.password_hash, body.password)) ? earlier.id : null;
  }

  async function signUp(request: FastifyRequest, body: SignupRequest): Promise<number> {
    const account = accountSchema.safeParse({ email: correctedEmail(body.email), name: body.name, password: body.password });
    if (!account.success) throw invalidFields(fieldsOf(account.error.issues));
    const { email, name, password } = account.data;
    const site = request.site;

    const repeated = await repeatedSubmission(site.id, body, email);
    if (repeated) return repeated;
    const status = await emailStatus(ctx.db, site.id, email);
    if (status !== 'new') throw invalidFields({ email: statusKeys[status] });
    if (!ctx.emailTokens.verify(body.token, site.id, email)) throw invalidFields({ email: 'email_not_validated' });

    const offered = site.settings.countries;
    const memberId = await ctx.members.create({
      siteId: site.id,
      email,
      passwordHash: await hashPassword(password),
      name,
      country: body.country && offered.includes(body.country) ? body.country : (offered[0] ?? ''),
      language: body.language ?? 'en',
      nonce: body.n ?? null,
      tracking: Object.fromEntries(Object.entries(body.trafficsource ?? {}).filter(([, value]) => value)) as Record<string, string>,
      timezone: body.timezone ?? '',
      formPath: body.form_path ?? '',
      referrer: body.referrer ?? '',
      ip: request.ip,
      cameForProfileId: body.profile ?? null,
    });
    if (memberId === null) {
      // Another request took the address between the check and the insert: a double submit, or a real clash.
      const again = await repeatedSubmission(site.id, body, email);
      if (again) return again;
      throw invalidFields({ email: 'email_exists' });
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

  api.post('/api/user.php', {
    config: perAddress(app, 20, '1 hour'),
    schema: {
      tags: ['signup'],
      summary: 'new=1: sign up (creates the account and logs in); push=1: add a push subscription',
      querystring: userPostQuerySchema,
      body: z.union([signupRequestSchema, pushRequestSchema]),
      response: { 200: userResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      if (request.query.new === '1') {
        const body = signupRequestSchema.safeParse(request.body);
        if (!body.success) throw invalidFields(fieldsOf(body.error.issues));
        const memberId = await signUp(request, body.data);
        if (request.session) await ctx.sessions.destroy(request.session.token);
        const token = await ctx.sessions.create(memberId, request.site.id, { userAgent: request.headers['user-agent'] ?? '', ip: request.ip });
        setSessionCookie(app, reply, token, SESSION_TTL_MS / 1000);
        setDeviceCookie(app, reply, await ctx.devices.remember(memberId, request.cookies[DEVICE_COOKIE]));
        const user = await ctx.members.user(memberId, request.site.settings.fictional_icon);
        if (!user) throw new HttpError(500, 'internal', 'The new account could not be read');
        return { user };
      }
      if (request.query.push === '1') {
        const memberId = requireMember(request);
        const body = pushRequestSchema.safeParse(request.body);
        if (!body.success) throw invalidFields(fieldsOf(body.error.issues));
        const { endpoint, keys } = body.data.subscription;
        // An endpoint moves to another member only with the subscription's own keys, i.e. from the browser that holds
        // it (a shared device where someone else logs in); knowing another member's endpoint is not enough.
        const [saved] = await ctx.db.query(
          `insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)
           on conflict (endpoint) do update set member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth
            where push_subscriptions.member_id = excluded.member_id
               or (push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth)
           returning id`,
          [memberId, endpoint, keys.p256dh, keys.auth],
        );
        if (!saved) throw new HttpError(409, 'subscription_taken', 'This push subscription belongs to another account');
        const user = await ctx.members.user(memberId, request.site.settings.fictional_icon);
        if (!user) throw new HttpError(403, 'not_logged_in', 'Log in to continue');
        return { user };
      }
      throw new HttpError(400, 'bad_request', 'Say new=1 to sign up or push=1 to add a push subscription');
    },
  });

  api.get('/api/activate.php', {
    schema: {
      tags: ['signup'],
      summary: 'Whether the activation mail has been delivered',
      response: { 200: activationStatusSchema, 403: apiErrorSchema },
    },
    handler: async (request) => ({ delivered: await ctx.activation.delivered(requireMember(request)) }),
  });

  api.post('/api/activate.php', {
    // Each call sends a mail: a handful an hour per member is plenty for "it did not arrive".
    config: { rateLimit: { max: 3, timeWindow: '1 hour', keyGenerator: (request) => `member:${request.session?.memberId ?? request.ip}` } },
    schema: {
      tags: ['signup'],
      summary: 'Send the activation mail again, to a corrected address if given; only while the address is unconfirmed',
      body: activationResendSchema,
      response: { 200: userResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request) => {
      const memberId = requireMember(request);
      const site = request.site;
      const target = await ctx.members.activationTarget(memberId);
      if (!target) throw new HttpError(403, 'not_logged_in', 'Log in to continue');
      if (target.status !== 'not_confirmed') throw new HttpError(409, 'already_confirmed', 'This e-mail address is confirmed already');
      let email = target.email;
      const { email: corrected, token } = request.body;
      if (corrected && correctedEmail(corrected).toLowerCase() !== target.email.toLowerCase()) {
        email = correctedEmail(corrected);
        const status = await emailStatus(ctx.db, site.id, email);
        if (status !== 'new') throw invalidFields({ email: statusKeys[status] });
        if (!token || !ctx.emailTokens.verify(token, site.id, email)) throw invalidFields({ email: 'email_not_validated' });
        if (!(await ctx.members.changeUnconfirmedEmail(memberId, email))) throw invalidFields({ email: 'email_exists' });
      }
      await ctx.activation.send(site, { memberId, email, name: target.name, language: target.language }, mailOrigin(site, ctx.config.publicOrigin));
      const user = await ctx.members.user(memberId, site.settings.fictional_icon);
      if (!user) throw new HttpError(403, 'not_logged_in', 'Log in to continue');
      return { user };
    },
  });

  api.get('/activate/confirm', {
    schema: { hide: true, querystring: z.object({ token: z.optional(z.string().check(z.maxLength(128))) }) },
    handler: async (request, reply) => {
      const activated = request.query.token ? await ctx.activation.confirm(request.query.token) : false;
      return reply.redirect(activated ? '/activate/done' : '/activate/error', 303);
    },
  });
}
