import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts/api';
import {
  likeRequestSchema,
  likeResponseSchema,
  likesResponseSchema,
  profileDetailResponseSchema,
  profileQuerySchema,
} from 'shared-contracts/api/search';
import { isFirstParty } from '../../plugins/csrf';
import { HttpError } from '../../plugins/errors';
import { requireMember } from '../../plugins/requestContext';
import { hiddenProfiles } from '../../search/blocks';
import { CARD_COLUMNS, toCard, type CardRow } from '../../search/profileCards';
import { viewerOf } from './search';
import { perAddress } from '../../plugins/rateLimits';

/** Likes (docs/product.md §3, §4, §7) and the profile page's data. */
export async function likesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  async function ownProfileId(memberId: number): Promise<number> {
    const [row] = await db.query<{ id: number }>('select id from profiles where member_id = $1', [memberId]);
    if (!row) throw new HttpError(403, 'not_logged_in', 'Log in to continue');
    return row.id;
  }

  /** A public profile of this site that the member may like (neither blocked the other); 404 otherwise. */
  async function likeableProfile(siteId: number, profileId: number, memberId: number, ownId: number): Promise<number> {
    if (profileId === ownId) throw new HttpError(400, 'own_profile', 'You cannot like your own profile');
    const [row] = await db.query<{ id: number }>(
      `select p.id from profiles p where p.id = $1 and p.site_id = $2 and p.status = 'active' and p.id not in ${hiddenProfiles('$3', '$4')}`,
      [profileId, siteId, memberId, ownId],
    );
    if (!row) throw new HttpError(404, 'no_profile', 'No such member');
    return row.id;
  }

  api.get('/api/likes.php', {
    schema: { tags: ['likes'], summary: 'Profiles the member likes, and who likes the member (new first)', response: { 200: likesResponseSchema, 403: apiErrorSchema } },
    handler: async (request) => {
      const memberId = requireMember(request);
      const ownId = await ownProfileId(memberId);
      const liked = await db.query<CardRow>(
        `select ${CARD_COLUMNS} from likes l join profiles p on p.id = l.profile_id left join profile_images i on i.id = p.main_image_id
          where l.member_id = $1 and p.status = 'active' and p.id not in ${hiddenProfiles('$1', '$2')}
          order by l.created_at desc`,
        [memberId, ownId],
      );
      const likedBy = await db.query<CardRow & { seen: boolean }>(
        `select ${CARD_COLUMNS}, l.seen from likes l join profiles p on p.member_id = l.member_id left join profile_images i on i.id = p.main_image_id
          where l.profile_id = $1 and p.status = 'active' and p.id not in ${hiddenProfiles('$2', '$1')}
          order by l.seen, l.created_at desc`,
        [ownId, memberId],
      );
      return {
        profiles: liked.map((row) => toCard(row)),
        liked_by: likedBy.map((row) => ({ id: row.id, like_new: !row.seen, profile: toCard(row) })),
      };
    },
  });

  api.post('/api/likes.php', {
    config: perAddress(app, 300, '1 hour'),
    schema: { tags: ['likes'], summary: 'Like a profile (idempotent)', body: likeRequestSchema, response: { 200: likeResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } },
    handler: async (request) => {
      const memberId = requireMember(request);
      const profileId = await likeableProfile(request.site.id, request.body.profile, memberId, await ownProfileId(memberId));
      await db.query('insert into likes (member_id, profile_id) values ($1, $2) on conflict do nothing', [memberId, profileId]);
      return { id: profileId, did_like_profile: true };
    },
  });

  api.delete('/api/likes.php', {
    schema: { tags: ['likes'], summary: 'Unlike a profile', body: likeRequestSchema, response: { 200: likeResponseSchema, 403: apiErrorSchema } },
    handler: async (request) => {
      const memberId = requireMember(request);
      await db.query('delete from likes where member_id = $1 and profile_id = $2', [memberId, request.body.profile]);
      return { id: request.body.profile, did_like_profile: false };
    },
  });

  api.get('/api/profile.php', {
    schema: { tags: ['likes'], summary: "A member's public profile; opening it marks their like of you as seen", querystring: profileQuerySchema, response: { 200: profileDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    handler: async (request) => {
      const viewer = await viewerOf(app, request);
      const settings = request.site.settings;
      // Public profiles only (a member may look at their own before confirming), and none hidden by a block.
      const [row] = await db.query<CardRow & { fields: Record<string, string>; member_id: number | null }>(
        `select ${CARD_COLUMNS}, p.fields, p.member_id
           from profiles p left join profile_images i on i.id = p.main_image_id
          where p.id = $1 and p.site_id = $2 and (p.status = 'active' or (p.status = 'pending' and p.member_id = $3))
            and p.id not in ${hiddenProfiles('$3', '$4')}`,
        [request.query.profile, request.site.id, viewer?.memberId ?? 0, viewer?.profileId ?? 0],
      );
      if (!row) throw new HttpError(404, 'no_profile', 'No such member');
      const images = await db.query<{ id: number; thumb_filename: string; filename: string }>(
        'select id, thumb_filename, filename from profile_images where profile_id = $1 order by id = $2 desc, position, id',
        [row.id, row.image_id ?? 0],
      );
      const visible = new Set([...settings.visible_profile_fields, ...settings.visible_profile_notes]);
      let liked = false;
      if (viewer) {
        liked = (await db.query('select 1 from likes where member_id = $1 and profile_id = $2', [viewer.memberId, row.id])).length > 0;
        if (row.member_id !== null && isFirstParty(request)) {
          await db.query('update likes set seen = true where member_id = $1 and profile_id = $2 and not seen', [row.member_id, viewer.profileId]);
        }
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
  });
}
