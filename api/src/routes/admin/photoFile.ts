import type { FastifyInstance } from 'fastify';
import { photoFileEndpoint } from 'shared-contracts/api/admin';
import { HttpError } from '../../lib/httpErrors';
import { adminRoute } from '../route';

const noPhoto = () => new HttpError(404, 'no_photo', 'No such photo');

/**
 * /api/admin/photofile.php: a photo's file for the console, whatever its state. The console session's cookie is
 * scoped to /api/admin, so the CDN, which gives others only public photos, never sees it.
 */
export async function photoFileRoutes(app: FastifyInstance): Promise<void> {
  const { photoReviews, storage } = app.ctx;
  adminRoute(
    app,
    photoFileEndpoint,
    { tags: ['photos'], summary: "A photo's file (JPEG), for review", errors: [404] },
    async (request, reply) => {
      const files = await photoReviews.files(request.query.id);
      if (!files) throw noPhoto();
      const key = request.query.size === 'thumb' ? files.thumb_filename : files.filename;
      const content = await storage.read(key).catch(() => {
        throw noPhoto();
      });
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').send(content);
    },
  );
}
