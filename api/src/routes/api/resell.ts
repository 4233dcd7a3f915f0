import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts/api';
import {
  blockRequestSchema,
  camRedirectQuerySchema,
  doneResponseSchema,
  reportRequestSchema,
  resellRedirectQuerySchema,
  webcamQuerySchema,
  webcamResponseSchema,
} from 'shared-contracts/api/search';
import { isFirstParty } from '../../plugins/csrf';
import { HttpError } from '../../plugins/errors';
import { requireMember } from '../../plugins/requestContext';
import { DEMO_ADVERT_URL, DemoCamFeed, type CamFeed } from '../../resell/camFeed';
import { demoPartnerPages } from '../../resell/demoPartnerPages';
import { perAddress } from '../../plugins/rateLimits';

/** Live-cam and advert cards (docs/product.md §2, §6, §7), and blocking and reporting members. */
export async function resellRoutes(app: FastifyInstance, options: { camFeed?: CamFeed } = {}): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const feed = options.camFeed ?? new DemoCamFeed();
  if (feed instanceof DemoCamFeed) await app.register(demoPartnerPages, { feed });

  /**
   * Partners pay per click, so a click counts once per clicker (member, else address), target and half hour, and
   * only when it comes from our own pages: reloads, scripts and links from elsewhere add nothing.
   */
  const recordClick = async (request: FastifyRequest, kind: 'cam' | 'advert', target: string) => {
    if (!isFirstParty(request)) return;
    const memberId = request.session?.memberId ?? null;
    await db.query(
      `insert into resell_clicks (site_id, member_id, kind, target, clicker, click_window)
       values ($1, $2, $3, $4, $5, (extract(epoch from now()) / 1800)::bigint)
       on conflict (site_id, kind, target, clicker, click_window) where clicker <> '' do nothing`,
      [request.site.id, memberId, kind, target, memberId === null ? `ip:${request.ip}` : `m:${memberId}`],
    );
  };
  // Each redirect is a database write: one client gets a human pace of them.
  const clickLimit = perAddress(app, 30, '1 minute');

  api.get('/api/xcams/search.php', {
    schema: { tags: ['resell'], summary: 'Live cams for the ONLINE cards', querystring: webcamQuerySchema, response: { 200: webcamResponseSchema, 403: apiErrorSchema } },
    handler: async (request) => {
      requireMember(request);
      const cams = await feed.search({ gender: request.query.gender, minAge: request.query.min_age, maxAge: request.query.max_age });
      return { cams: Object.fromEntries(cams.map((cam, index) => [String(index), cam])) };
    },
  });

  api.get('/api/xcams/redirect.php', {
    config: clickLimit,
    schema: { tags: ['resell'], summary: 'Records a cam click and goes to the cam', querystring: camRedirectQuerySchema },
    handler: async (request, reply) => {
      await recordClick(request, 'cam', request.query.account);
      return reply.redirect(feed.redirectUrl(request.query.account), 302);
    },
  });

  api.get('/api/resellpartner.php', {
    config: clickLimit,
    schema: { tags: ['resell'], summary: 'Records an advert click and goes to the partner', querystring: resellRedirectQuerySchema },
    handler: async (request, reply) => {
      await recordClick(request, 'advert', request.query.flow);
      return reply.redirect(`${DEMO_ADVERT_URL}?flow=${request.query.flow}`, 302);
    },
  });

  const activeProfile = async (siteId: number, profileId: number) => {
    const [row] = await db.query<{ member_id: number | null }>(`select member_id from profiles where id = $1 and site_id = $2 and status = 'active'`, [profileId, siteId]);
    if (!row) throw new HttpError(404, 'no_profile', 'No such member');
    return row;
  };

  api.post('/api/block.php', {
    schema: { tags: ['likes'], summary: 'Block a member: they disappear from search, likes and their profile page', body: blockRequestSchema, response: { 200: doneResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } },
    handler: async (request) => {
      const memberId = requireMember(request);
      const target = await activeProfile(request.site.id, request.body.profile);
      if (target.member_id === memberId) throw new HttpError(400, 'own_profile', 'You cannot block yourself');
      await db.query('insert into blocks (member_id, profile_id) values ($1, $2) on conflict do nothing', [memberId, request.body.profile]);
      return { done: true as const };
    },
  });

  api.delete('/api/block.php', {
    schema: { tags: ['likes'], summary: 'Unblock a member', body: blockRequestSchema, response: { 200: doneResponseSchema, 403: apiErrorSchema } },
    handler: async (request) => {
      await db.query('delete from blocks where member_id = $1 and profile_id = $2', [requireMember(request), request.body.profile]);
      return { done: true as const };
    },
  });

  api.post('/api/report.php', {
    config: perAddress(app, 20, '1 hour'),
    schema: { tags: ['likes'], summary: 'Report a member to the moderators', body: reportRequestSchema, response: { 200: doneResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } },
    handler: async (request) => {
      const memberId = requireMember(request);
      await activeProfile(request.site.id, request.body.profile);
      await db.query('insert into reports (member_id, profile_id, reason, message) values ($1, $2, $3, $4)', [memberId, request.body.profile, request.body.reason, request.body.message ?? '']);
      return { done: true as const };
    },
  });
}
