import type { FastifyInstance } from 'fastify';
import { myDataEndpoint } from 'shared-contracts/api/account';
import { exportMemberData } from '../../account/myData';
import { myDataDisposition } from '../../account/myDataFileName';
import { notLoggedIn } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/**
 * GET /api/my_data.php (docs/product.md "Privacy rights"): everything stored about the member as a JSON file the
 * browser saves (GDPR access and portability).
 */
export async function myDataRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    myDataEndpoint,
    {
      tags: ['profile'],
      summary: 'Download everything stored about the member (JSON attachment)',
      errors: [403, 429],
      // A large read: a few downloads a minute are plenty for a person.
      config: perAddress(app, 10, '1 minute'),
    },
    async (request, reply) => {
      const data = await exportMemberData(ctx.memberData, request.site, request.memberId(), ctx.config.publicOrigin);
      if (!data) throw notLoggedIn();
      void reply
        .header('content-disposition', myDataDisposition(request.site.settings.name, data.exported_at.slice(0, 10)))
        .header('cache-control', 'no-store');
      return data;
    },
  );
}
