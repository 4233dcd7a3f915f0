import type { FastifyInstance } from 'fastify';
import { profileEndpoint } from 'shared-contracts/api/search';
import { isFirstParty } from '../../plugins/csrf';
import { noSuchMember } from '../../lib/httpErrors';
import { toCard } from '../../repositories/profileCards';
import { route } from '../route';

/** GET /api/profile.php?profile= (docs/product.md §2 /members/{memberId}): a member's public profile for its page. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    profileEndpoint,
    {
      tags: ['likes'],
      summary: "A member's public profile; opening it marks their like of you as seen",
      errors: [400, 404],
    },
    async (request) => {
      const viewer = await request.viewer();
      const settings = request.site.settings;
      // Public profiles only (a member may look at their own before confirming), and none hidden by a block.
      const row = await ctx.profiles.detail(request.site.id, request.query.profile, viewer);
      if (!row) throw noSuchMember();
      const images = await ctx.photos.forProfilePage(row.id, row.image_id);
      const visible = new Set([...settings.visible_profile_fields, ...settings.visible_profile_notes]);
      let liked = false;
      if (viewer) {
        liked = await ctx.likes.likes(viewer.memberId, row.id);
        // docs/product.md §4: opening a profile marks that member's like of the viewer as seen (from our own pages only).
        if (row.member_id !== null && isFirstParty(request)) await ctx.likes.markSeen(row.member_id, viewer.profileId);
      }
      return {
        profile: {
          ...toCard(row),
          images,
          fields: Object.fromEntries(Object.entries(row.fields).filter(([name, value]) => visible.has(name) && value)),
          liked,
        },
      };
    },
  );
}
