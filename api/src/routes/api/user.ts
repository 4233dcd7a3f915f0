import type { FastifyInstance } from 'fastify';
import {
  nameRulesSchema,
  pushSubscribeEndpoint,
  signupEndpoint,
  updateUserEndpoint,
} from 'shared-contracts/api/signup';
import { ACCOUNT_THROTTLED, userEndpoint } from 'shared-contracts/api';
import { deleteAccountEndpoint, WRONG_PASSWORD } from 'shared-contracts/api/account';
import { fieldsOf, HttpError, invalidFields, notLoggedIn } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { SESSION_COOKIE } from '../../plugins/requestContext';
import { restrictedAccount } from '../support/restrictedAccount';
import { profileChanges, siteRuleViolations } from '../../profile/profileRules';
import { visitorIdOf } from '../support/visitor';
import { signUp } from '../../signup/signup';
import { route, routeShapes, shape } from '../route';

/**
 * /api/user.php (docs/product.md §7): GET the logged-in member; POST ?new=1 signs up and logs in, POST ?push=1 adds a
 * push subscription; PUT saves the location or the profile (signup steps 3–5); DELETE deletes the account
 * (docs/product.md "Deleting the account").
 */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    userEndpoint,
    {
      tags: ['session'],
      summary: 'The logged-in member; 403 for a visitor, or account_suspended / account_banned',
      errors: [403],
    },
    async (request) => {
      if (request.restricted) throw restrictedAccount(request.restricted.restriction);
      return { user: await request.currentUser(request.memberId()) };
    },
  );

  routeShapes(
    app,
    [
      shape(signupEndpoint, async (request, reply) => {
        const memberId = await signUp(
          ctx,
          request.site,
          request.body,
          { ip: request.ip, visitorId: visitorIdOf(request) },
          (error, message) => request.log.error({ err: error }, message),
        );
        await request.startSession(reply, memberId);
        return {
          user: await request.currentUser(
            memberId,
            () => new HttpError(500, 'internal', 'The new account could not be read'),
          ),
        };
      }),
      shape(pushSubscribeEndpoint, async (request) => {
        const memberId = request.memberId();
        if (!(await ctx.pushSubscriptions.save(memberId, request.body.subscription))) {
          throw new HttpError(409, 'subscription_taken', 'This push subscription belongs to another account');
        }
        return { user: await request.currentUser(memberId) };
      }),
    ],
    {
      tags: ['signup'],
      summary: 'new=1: sign up (creates the account and logs in); push=1: add a push subscription',
      errors: [400, 403, 409, 429],
      config: perAddress(app, 20, '1 hour'),
    },
  );

  route(
    app,
    updateUserEndpoint,
    { tags: ['profile'], summary: 'Save the location, or the profile with lastSignupStep', errors: [400, 403] },
    async (request) => {
      const memberId = request.memberId();
      const update = request.body;
      const settings = await ctx.sites.publicSettings(request.site, request.geoipCountry());
      const fieldRules = await ctx.sites.profileFields(request.site.id);
      const current = await ctx.profiles.editable(memberId);
      if (!current) throw notLoggedIn();
      const problems = siteRuleViolations(update, settings, fieldRules, current.country);
      // A name changed on /profile follows signup's rules too (docs/product.md §5): not @…, not the address.
      if (update.name !== undefined) {
        const email = (await ctx.members.activationTarget(memberId))?.email ?? '';
        const named = nameRulesSchema.safeParse({ email, name: update.name });
        if (!named.success) Object.assign(problems, fieldsOf(named.error.issues));
      }
      if (Object.keys(problems).length) throw invalidFields(problems);
      await ctx.members.updateProfile(memberId, profileChanges(update, current));
      return { user: await request.currentUser(memberId) };
    },
  );

  route(
    app,
    deleteAccountEndpoint,
    {
      tags: ['profile'],
      summary: 'Delete the account (password required); ends every session of the member',
      errors: [400, 403, 429],
      // Each call costs an argon2id verification, like a login.
      config: perAddress(app, 10, '1 minute'),
    },
    async (request, reply) => {
      const outcome = await ctx.accountDeletion.delete(
        request.site,
        request.memberId(),
        request.body,
        request.cookies[SESSION_COOKIE],
      );
      if (outcome.kind === 'gone') throw notLoggedIn();
      if (outcome.kind === 'wrong_password') throw invalidFields({ password: WRONG_PASSWORD });
      if (outcome.kind === 'throttled') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new HttpError(
          429,
          ACCOUNT_THROTTLED,
          `Too many wrong passwords; try again in ${outcome.retryAfterSeconds} s`,
        );
      }
      // The deletion ended every session, this one included; this tab's live socket is left to the page, which
      // leaves for /account-deleted on this answer (accountDeletion.ts).
      request.clearSessionCookie(reply);
      return { done: true as const };
    },
  );
}
