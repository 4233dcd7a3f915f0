import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const ICON_SIZES = [192, 512] as const;
const iconSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#c2185b"/><path fill="#fff" d="M16 26S6 19.8 6 12.6A5 5 0 0 1 16 9.9a5 5 0 0 1 10 2.7C26 19.8 16 26 16 26z"/></svg>`;

/**
 * The files that make the site installable and pushable: the service worker at the root scope (from the live
 * shell build, never cached so an update is found), the web app manifest per site, and its icons.
 */
export async function pwaRoutes(app: FastifyInstance): Promise<void> {
  const icons = new Map<number, Buffer>();

  app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) => {
    const { shellVersion } = await app.ctx.deploy.live();
    if (!shellVersion) return reply.code(503).send({ error: 'not_deployed', message: 'No shell is live' });
    const script = await readFile(path.join(app.ctx.deploy.deployDir, 'shell', shellVersion, 'sw.js'));
    return reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.site.settings;
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/manifest+json')
      .send({
        name,
        short_name: name.slice(0, 12),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#c2185b',
        icons: ICON_SIZES.map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any maskable',
        })),
      });
  });

  for (const size of ICON_SIZES) {
    app.get(`/icons/icon-${size}.png`, { schema: { hide: true } }, async (_request, reply) => {
      let icon = icons.get(size);
      if (!icon) {
        icon = await sharp(Buffer.from(iconSvg(size)))
          .png()
          .toBuffer();
        icons.set(size, icon);
      }
      return reply.header('cache-control', 'public, max-age=604800').type('image/png').send(icon);
    });
  }
}
