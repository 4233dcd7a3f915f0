import type { FastifyInstance } from 'fastify';
import { appealDecideEndpoint, appealEndpoint, NO_APPEAL } from 'shared-contracts/api/admin';
import { HttpError } from '../../lib/httpErrors';
import { adminRoute } from '../route';
import { moderatedMember } from '../support/moderationViews';

const noAppeal = () => new HttpError(404, NO_APPEAL, 'No such appeal');

/**
 * /api/admin/appeal.php: GET an appeal with the decision it is against, the evidence that decision was taken on (the
 * case and its reports, the texts it removed) and the member; POST upholds or reverses it,
 * by another moderator than the one who decided (docs/operators.md "Appeals").
 */
export async function appealRoutes(app: FastifyInstance): Promise<void> {
  const { moderationStatements, decisions, appeals, cases, reports } = app.ctx;
  adminRoute(app, appealEndpoint, { tags: ['moderation'], summary: 'An appeal', errors: [404] }, async (request) => {
    const found = await moderationStatements.appealDetail(request.query.id);
    if (!found) throw noAppeal();
    const [decision, member, removedTexts] = await Promise.all([
      decisions.row(found.decisionId),
      moderatedMember(app, found.profileId),
      decisions.removedTexts(found.decisionId),
    ]);
    if (!decision) throw noAppeal();
    const caseId = decision.case_id;
    const [caseRow, caseReports] =
      caseId === null ? [null, []] : await Promise.all([cases.row(caseId), reports.ofCase(caseId)]);
    const operator = request.signedInOperator();
    return {
      appeal: found.appeal,
      decision,
      statement: found.statement,
      evidence: { case: caseRow, reports: caseReports, removed_texts: removedTexts },
      member,
      may_decide: decision.automated || decision.operator?.id !== operator.id,
    };
  });
  adminRoute(
    app,
    appealDecideEndpoint,
    { tags: ['moderation'], summary: 'Upholds or reverses an appeal', errors: [404, 409] },
    async (request) => {
      const { id, outcome, note } = request.body;
      await appeals.decide(request.operatorAct(), id, outcome, note);
      const found = await moderationStatements.appealDetail(id);
      if (!found) throw noAppeal();
      return { appeal: found.appeal };
    },
  );
}
