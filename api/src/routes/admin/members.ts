import type { FastifyInstance } from 'fastify';
import { memberSearchEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { memberRowView } from '../support/memberViews';

/** /api/admin/members.php: finding members by e-mail, name or id, a keyset page at a time (docs/operators.md). */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  const { memberSearch } = app.ctx;
  adminRoute(app, memberSearchEndpoint, { tags: ['members'], summary: 'Finds members' }, async (request) => {
    const page = await memberSearch.search(request.query);
    return {
      members: page.rows.map(memberRowView),
      next: page.next,
      sort: page.sort,
      dir: page.dir,
      total: page.total,
    };
  });
}
