import type { FastifyInstance } from 'fastify';
import { PHOTO_QUEUE_PAGE_SIZE, photoDecisionEndpoint, photoQueueEndpoint } from 'shared-contracts/api/admin';
import { HttpError } from '../../lib/httpErrors';
import { adminRoute } from '../route';
import { reviewPhotoView } from '../support/photoReviewViews';

/**
 * /api/admin/photos.php: the photo review queue of a site or of every site, and moderators' decisions
 * (docs/operators.md "Photo review").
 */
export async function photosRoutes(app: FastifyInstance): Promise<void> {
  const { photoReviews, photoReview, sites } = app.ctx;
  adminRoute(
    app,
    photoQueueEndpoint,
    { tags: ['photos'], summary: "One site's or every site's photos waiting for review, oldest first", errors: [404] },
    async (request) => {
      const { site: siteId, state, after } = request.query;
      const site = siteId === undefined ? null : await sites.byId(siteId);
      if (siteId !== undefined && !site) throw new HttpError(404, 'no_site', 'No such site');
      const rows = await photoReviews.queue(siteId, { state, after, limit: PHOTO_QUEUE_PAGE_SIZE + 1 });
      const page = rows.slice(0, PHOTO_QUEUE_PAGE_SIZE);
      // Each photo is judged by its own site's threshold.
      const siteIds = [...new Set(page.map((row) => row.site_id))];
      const moderation = new Map(
        await Promise.all(siteIds.map(async (id) => [id, (await sites.byId(id))?.moderation ?? null] as const)),
      );
      return {
        photos: page.map((row) => reviewPhotoView(row, moderation.get(row.site_id) ?? null)),
        next: rows.length > PHOTO_QUEUE_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
        counts: await photoReviews.counts(siteId),
        ...(site ? { moderation: site.moderation } : {}),
      };
    },
  );
  adminRoute(
    app,
    photoDecisionEndpoint,
    { tags: ['photos'], summary: 'Approves or rejects a photo in the queue', errors: [404, 409] },
    async (request) => {
      const row = await photoReview.decide(request.operatorAct(), request.body);
      const site = await sites.byId(row.site_id);
      return { photo: reviewPhotoView(row, site?.moderation ?? null) };
    },
  );
}
