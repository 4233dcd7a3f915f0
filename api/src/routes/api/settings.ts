import type { FastifyInstance } from 'fastify';
import { settingsEndpoint } from 'shared-contracts/api';
import { requestLocale } from '../support/requestLocale';
import { route } from '../route';

/** GET /api/settings.php: the site's public settings (docs/product.md §3), region names in the visitor's language. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    settingsEndpoint,
    { tags: ['site'], summary: "The site's public settings and template" },
    async (request) => ({
      settings: await app.ctx.sites.publicSettings(request.site, request.geoipCountry(), requestLocale(request)),
    }),
  );
}
