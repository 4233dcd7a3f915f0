import type { FastifyInstance, FastifyRequest } from 'fastify';
import { photoFileOf } from '../../media/profileImages';
import { isStorageKey } from '../../media/storage';
import { SESSION_COOKIE } from '../../plugins/requestContext';
import { isStorageOutage, orStorageOutage, storageUnavailable } from '../support/storageOutage';

/** The demo's generated images never change under their names. */
const UNCHANGING = 'public, max-age=2592000';
/** Public for an hour: a photo removed later leaves shared caches soon after. */
const PUBLIC_PHOTO = 'public, max-age=3600';
const OWNER_ONLY = 'private, no-store';

/** If-None-Match compares weakly (RFC 9110): a cache may hold the file under either form of its tag. */
const weak = (tag: string) => tag.trim().replace(/^W\//, '');
const unchanged = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));

/**
 * Uploaded and generated images under the CDN prefix, from the image storage (DATA_DIR/uploads or the bucket), the
 * same way for both. A member's photo (`photos/…`) is served to everyone only while it is public; pending, rejected
 * and removed ones only to their owner (their own session), never cached by others, and 404 to anyone else — the file
 * names are random, but a removed photo's name was public once. Everything else (the demo's generated images) is
 * public.
 */
export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** The file's cache-control, or null when the viewer may not see it. */
  const cacheControlFor = async (request: FastifyRequest, key: string): Promise<string | null> => {
    const photoFile = photoFileOf(key);
    if (!photoFile) return UNCHANGING;
    const access = await ctx.photos.fileAccess(photoFile);
    if (!access || access.visibility === 'public') return PUBLIC_PHOTO;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await ctx.sessions.find(token) : null;
    return session?.memberId === access.memberId ? OWNER_ONLY : null;
  };

  app.get('/cdn/*', { schema: { hide: true }, config: { staticFile: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key)) return reply.callNotFound();
    const cacheControl = await cacheControlFor(request, key);
    if (!cacheControl)
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', message: 'No such file' });
    let file = await orStorageOutage(ctx.storage.get(key));
    if (file === null) {
      // A demo face is drawn the first time anyone asks for it (media/demoFaceFiles.ts).
      const drawn = await orStorageOutage(ctx.demoFaces.draw(key));
      if (isStorageOutage(drawn)) return storageUnavailable(request, reply, drawn);
      if (drawn) file = await orStorageOutage(ctx.storage.get(key));
    }
    if (isStorageOutage(file)) return storageUnavailable(request, reply, file);
    if (!file) return reply.callNotFound();
    reply.header('cache-control', cacheControl).header('etag', file.etag);
    if (unchanged(request.headers['if-none-match'], file.etag)) {
      file.body.destroy();
      return reply.code(304).send();
    }
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.contentLength)
      .header('last-modified', file.lastModified.toUTCString())
      .send(file.body);
  });
}
