import type { FastifyInstance, FastifyRequest } from 'fastify';
import { likeEndpoint, likesEndpoint, unlikeEndpoint } from 'shared-contracts/api/search';
import { HttpError, noSuchMember, notLoggedIn } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { toCard } from '../../repositories/profileCards';
import type { Viewer } from '../../repositories/profiles';
import { route } from '../route';

/** /api/likes.php (docs/product.md §3, §4, §7): the like lists, like and unlike. */
export async function likesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** The member with their own profile; a member without one is logged out as far as likes go. */
  async function liker(request: FastifyRequest): Promise<Viewer> {
    request.memberId();
    const viewer = await request.viewer();
    if (!viewer) throw notLoggedIn();
    return viewer;
  }

  route(
    app,
    likesEndpoint,
    { tags: ['likes'], summary: 'Profiles the member likes, and who likes the member (new first)', errors: [403] },
    async (request) => {
      const viewer = await liker(request);
      const [liked, likedBy] = [await ctx.likes.given(viewer), await ctx.likes.received(viewer)];
      return {
        profiles: liked.map((row) => toCard(row)),
        liked_by: likedBy.map((row) => ({ id: row.id, like_new: !row.seen, profile: toCard(row) })),
      };
    },
  );

  route(
    app,
    likeEndpoint,
    {
      tags: ['likes'],
      summary: 'Like a profile (idempotent)',
      errors: [400, 403, 404],
      config: perAddress(app, 300, '1 hour'),
    },
    async (request) => {
      const viewer = await liker(request);
      const profileId = request.body.profile;
      if (profileId === viewer.profileId) throw new HttpError(400, 'own_profile', 'You cannot like your own profile');
      // A public profile of this site that neither member has blocked.
      const target = await ctx.profiles.active(request.site.id, profileId, viewer);
      if (!target) throw noSuchMember();
      await ctx.likes.like(viewer.memberId, profileId);
      if (target.member_id) {
        await ctx.live.publish({ to: [target.member_id], event: { type: 'like' } });
        // "{name} likes you", once per liker (liking again after an unlike mails nothing), if the member wants it.
        // The like is stored: a mail that cannot be queued is logged, not answered as a failed like.
        const liker = await ctx.chats.profileOf(viewer.profileId);
        await ctx.notificationMails
          .newLike(request.site, target.member_id, viewer.profileId, liker.name)
          .catch((error: unknown) => request.log.warn({ err: error }, 'like mail failed'));
      }
      return { id: profileId, did_like_profile: true };
    },
  );

  route(app, unlikeEndpoint, { tags: ['likes'], summary: 'Unlike a profile', errors: [400, 403] }, async (request) => {
    await ctx.likes.unlike(request.memberId(), request.body.profile);
    return { id: request.body.profile, did_like_profile: false };
  });
}
