import type { FastifyInstance } from 'fastify';
import { PHOTO_QUEUE_PAGE_SIZE, photoDecisionEndpoint, photoQueueEndpoint } from 'shared-contracts/api/admin';
import { HttpError } from '../../lib/httpErrors';
import { adminRoute } from '../route';
import { reviewPhotoView } from '../support/photoReviewViews';

/** /api/admin/photos.php: the photo review queue of a site and moderators' decisions (docs/operators.md "Photo review"). */
export async function photosRoutes(app: FastifyInstance): Promise<void> {
  const { photoReviews, photoReview, sites } = app.ctx;
  adminRoute(
    app,
    photoQueueEndpoint,
    { tags: ['photos'], summary: "A site's photos waiting for review, oldest first", errors: [404] },
    async (request) => {
      const { site: siteId, state, after } = request.query;
      const site = await sites.byId(siteId);
      if (!site) throw new HttpError(404, 'no_site', 'No such site');
      const rows = await photoReviews.queue(siteId, { state, after, limit: PHOTO_QUEUE_PAGE_SIZE + 1 });
      const page = rows.slice(0, PHOTO_QUEUE_PAGE_SIZE);
      return {
        photos: page.map((row) => reviewPhotoView(row, site.moderation)),
        next: rows.length > PHOTO_QUEUE_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
        counts: await photoReviews.counts(siteId),
        moderation: site.moderation,
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
