import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { photoFileOf } from '../../media/profileImages';
import { SESSION_COOKIE } from '../../plugins/requestContext';

/**
 * Uploaded and generated images under the CDN prefix. A member's photo (`photos/…`) is served to everyone only
 * while it is public; pending, rejected and removed ones only to their owner (their own session), never cached by
 * others, and 404 to anyone else — the file names are random, but a removed photo's name was public once.
 * Everything else (the demo's generated images) is public.
 */
export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const root = path.join(ctx.config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  app.addHook('onRequest', async (request, reply) => {
    const key = decodeURIComponent(request.url.split('?')[0] ?? '').replace(/^\/cdn\//, '');
    const photoFile = photoFileOf(key);
    if (!photoFile) return;
    const access = await ctx.photos.fileAccess(photoFile);
    if (!access || access.visibility === 'public') {
      // Public for an hour: a photo removed later leaves shared caches soon after.
      reply.raw.setHeader('cache-control', 'public, max-age=3600');
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await ctx.sessions.find(token) : null;
    if (!session || session.memberId !== access.memberId) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', message: 'No such file' });
    }
    reply.raw.setHeader('cache-control', 'private, no-store');
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/cdn/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (response) => {
      if (!response.getHeader('cache-control')) response.setHeader('cache-control', 'public, max-age=2592000');
    },
  });
}
