import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../i18n/requestLocale';
import { companyInfoSchema, interestsResponseSchema, profileFieldsResponseSchema, regionsResponseSchema, settingsResponseSchema } from 'shared-contracts/api';

/** The country an edge proxy or CDN geolocated the client in, when it says so. */
export function geoipCountry(request: FastifyRequest): string {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-geoip-country'];
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(value) ? value : '';
}

const CACHE_PUBLIC = 'public, max-age=60';

/** Per-site public data: settings, company info and the lists forms need (docs/product.md §3, §7). */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings.php', {
    schema: { tags: ['site'], summary: "The site's public settings and template", response: { 200: settingsResponseSchema } },
    handler: async (request) => ({ settings: await app.ctx.sites.publicSettings(request.site, geoipCountry(request), requestLocale(request)) }),
  });

  api.get('/api/companyinfo.php', {
    schema: { tags: ['site'], summary: 'The operating company, for legal pages', response: { 200: companyInfoSchema } },
    handler: async (request, reply) => {
      const s = request.site.settings;
      reply.header('cache-control', CACHE_PUBLIC);
      return {
        name: s.company_name,
        address: s.company_address,
        kvk: s.company_kvk,
        city: s.company_city,
        country: s.company_country,
        tradenames: s.company_tradenames,
        vat_numbers: s.company_vat_numbers,
        support_phone: s.support_phone,
        delete_discount: s.delete_discount,
      };
    },
  });

  api.get('/api/regions.php', {
    schema: { tags: ['site'], summary: 'Regions of every country the site offers', response: { 200: regionsResponseSchema } },
    handler: async (request, reply) => {
      const settings = await app.ctx.sites.publicSettings(request.site, '', requestLocale(request));
      // Names are in the visitor's language (cookie or Accept-Language): no shared cache may keep one for everyone.
      reply.header('cache-control', 'private, max-age=60');
      return { regions: settings.region_data };
    },
  });

  api.get('/api/profile_fields.php', {
    schema: { tags: ['site'], summary: 'Profile fields with their allowed values', response: { 200: profileFieldsResponseSchema } },
    handler: async (request, reply) => {
      const fields = await app.ctx.db.query<{ name: string; type: 'select' | 'text'; allowed_values: string[]; visible: boolean; searchable: boolean }>(
        'select name, type, allowed_values, visible, searchable from profile_fields where site_id = $1 order by position, name',
        [request.site.id],
      );
      reply.header('cache-control', CACHE_PUBLIC);
      return { fields };
    },
  });

  api.get('/api/interests.php', {
    schema: { tags: ['site'], summary: 'Interests members can pick', response: { 200: interestsResponseSchema } },
    handler: async (request, reply) => {
      const interests = await app.ctx.db.query<{ id: number; name: string }>(
        'select id, name from interests where site_id = $1 order by name',
        [request.site.id],
      );
      reply.header('cache-control', CACHE_PUBLIC);
      return { interests };
    },
  });
}
