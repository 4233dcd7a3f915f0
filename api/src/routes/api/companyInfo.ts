import type { FastifyInstance } from 'fastify';
import { companyInfoEndpoint } from 'shared-contracts/api';
import { CACHE_PUBLIC } from '../support/cache';
import { route } from '../route';

/** GET /api/companyinfo.php: the operating company, for legal pages (docs/product.md §3 Company info response). */
export async function companyInfoRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    companyInfoEndpoint,
    { tags: ['site'], summary: 'The operating company, for legal pages' },
    async (request, reply) => {
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
  );
}
