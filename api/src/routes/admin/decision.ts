import type { FastifyInstance } from 'fastify';
import { decisionEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/**
 * POST /api/admin/decision.php: a moderator's decision on a case or a member (docs/operators.md "Decisions"):
 * dismiss, warn, remove a photo or profile text, suspend, ban, lift. Idempotent by the form's request id.
 */
export async function decisionRoutes(app: FastifyInstance): Promise<void> {
  const { moderation, decisions, cases } = app.ctx;
  adminRoute(
    app,
    decisionEndpoint,
    { tags: ['moderation'], summary: 'Decides on a case or a member', errors: [404, 409] },
    async (request) => {
      const body = request.body;
      const made = await moderation.decide(request.operatorAct(), {
        requestId: body.request_id,
        caseId: body.case,
        profileId: body.profile,
        action: body.action,
        ground: body.ground,
        facts: body.facts,
        days: body.days,
        photoId: body.photo,
        fields: body.fields,
      });
      const [decision, decided] = await Promise.all([
        decisions.row(made.decisionId),
        made.caseId === null ? null : cases.row(made.caseId),
      ]);
      if (!decision) throw new Error(`decision ${made.decisionId} vanished`);
      return { decision, case: decided };
    },
  );
}
