import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Uploaded and generated images under the CDN prefix; their names are unique, so they are cached for long. */
export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  const root = path.join(app.ctx.config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/cdn/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (response) => response.setHeader('cache-control', 'public, max-age=2592000'),
  });
}
