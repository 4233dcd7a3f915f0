import type { FastifyInstance } from 'fastify';
import { photoFileEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { isStorageOutage, orStorageOutage, storageUnavailable } from '../support/storageOutage';

/**
 * /api/admin/photofile.php: a photo's file for the console, whatever its state; a look at one not public is on the
 * audit log (operators/privateReads.ts). The console session's cookie is scoped to /api/admin, so the CDN, which
 * gives others only public photos, never sees it.
 */
export async function photoFileRoutes(app: FastifyInstance): Promise<void> {
  const { privateReads } = app.ctx;
  adminRoute(
    app,
    photoFileEndpoint,
    { tags: ['photos'], summary: "A photo's file (JPEG), for review", errors: [404, 503] },
    async (request, reply) => {
      const content = await orStorageOutage(
        privateReads.photoFile(request.operatorAct(), {
          photoId: request.query.id,
          size: request.query.size ?? 'full',
        }),
      );
      if (isStorageOutage(content)) return storageUnavailable(request, reply, content);
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').send(content);
    },
  );
}
