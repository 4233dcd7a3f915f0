import type { FastifyInstance } from 'fastify';
import { devCreditsEndpoint } from 'shared-contracts/api/payments';
import { route } from '../route';
import { requireViewer } from '../support/chatAccess';

/**
 * POST /api/dev/credits.php {credits}: the dev panel's "set credits to 0" (docs/product.md §2 Dev panel). Recorded in
 * the ledger as an adjustment, so the balance still sums up. Exists only with developer tools enabled.
 */
export async function devCreditsRoutes(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.devTools) return;
  route(
    app,
    devCreditsEndpoint,
    { tags: ['dev'], summary: "Set the member's credits (developer tools)", errors: [400, 403] },
    async (request) => {
      const viewer = await requireViewer(request);
      const credits = await app.ctx.db.transaction(async (tx) => {
        const [before] = await tx.query<{ credits: number }>('select credits from members where id = $1 for update', [
          viewer.memberId,
        ]);
        const change = request.body.credits - (before?.credits ?? 0);
        if (change !== 0) {
          await tx.query('update members set credits = $2 where id = $1', [viewer.memberId, request.body.credits]);
          await tx.query(`insert into credit_ledger (member_id, kind, amount) values ($1, 'adjustment', $2)`, [
            viewer.memberId,
            change,
          ]);
        }
        await app.ctx.live.publish(
          { to: [viewer.memberId], event: { type: 'credits', credits: request.body.credits } },
          tx,
        );
        return request.body.credits;
      });
      return { credits };
    },
  );
}
