import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DEFAULT_BRAND_COLOR } from 'shared-contracts/brand';
import { siteBrandColor } from '../../repositories/sites';
import { appIconSvg } from '../support/siteBrand';

const ICON_SIZES = [192, 512] as const;

/**
 * The files that make the site installable and pushable: the service worker at the root scope (from the live
 * shell build, never cached so an update is found), the web app manifest per site, and its icons.
 */
export async function pwaRoutes(app: FastifyInstance): Promise<void> {
  /** Rendered icons by size and colour: a few sites, a few colours each. */
  const icons = new Map<string, Buffer>();

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
    const color = siteBrandColor(request.site);
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
        theme_color: color,
        icons: ICON_SIZES.map((size) => ({
          // Named by the colour, so a new brand colour is a new file rather than a week-old cached one.
          src: `/icons/icon-${size}.png?color=${color.slice(1)}`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any maskable',
        })),
      });
  });

  for (const size of ICON_SIZES) {
    // Icons are static files, served without a site: the query names the colour, and only a site's colour is drawn (the
    // default otherwise), so the renders kept stay a few.
    app.get(
      `/icons/icon-${size}.png`,
      { schema: { hide: true }, config: { staticFile: true } },
      async (request, reply) => {
        const asked = `#${String((request.query as { color?: unknown }).color ?? '')}`;
        const sites = await app.ctx.sites.list();
        const color = sites.some((site) => siteBrandColor(site) === asked) ? asked : DEFAULT_BRAND_COLOR;
        let icon = icons.get(`${size}${color}`);
        if (!icon) {
          icon = await sharp(Buffer.from(appIconSvg(color, size)))
            .png()
            .toBuffer();
          icons.set(`${size}${color}`, icon);
        }
        return reply.header('cache-control', 'public, max-age=604800').type('image/png').send(icon);
      },
    );
  }
}
