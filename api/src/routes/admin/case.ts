import type { FastifyInstance } from 'fastify';
import { caseClaimEndpoint, caseEndpoint, NO_CASE } from 'shared-contracts/api/admin';
import { HttpError } from '../../lib/httpErrors';
import { adminRoute } from '../route';
import { moderatedMember } from '../support/moderationViews';

const noCase = () => new HttpError(404, NO_CASE, 'No such case');

/**
 * /api/admin/case.php: GET a case with its reports, the reported member (every photo, also those not public) and
 * the earlier decisions on them; PUT claims it or gives it back (docs/operators.md "Reports").
 */
export async function caseRoutes(app: FastifyInstance): Promise<void> {
  const { cases, reports, decisions, moderation } = app.ctx;
  adminRoute(
    app,
    caseEndpoint,
    { tags: ['moderation'], summary: 'A case of the reports queue', errors: [404] },
    async (request) => {
      const found = await cases.row(request.query.id);
      if (!found) throw noCase();
      const [member, caseReports, history] = await Promise.all([
        moderatedMember(app, found.profile.id),
        reports.ofCase(found.id),
        decisions.history(found.profile.id, found.member_id),
      ]);
      return { case: found, member, reports: caseReports, decisions: history };
    },
  );
  adminRoute(
    app,
    caseClaimEndpoint,
    { tags: ['moderation'], summary: 'Claims a case, or gives it back', errors: [404, 409] },
    async (request) => {
      await moderation.claim(request.operatorAct(), request.body.id, request.body.claim);
      const found = await cases.row(request.body.id);
      if (!found) throw noCase();
      return { case: found };
    },
  );
}
