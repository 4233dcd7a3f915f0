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
      const { credits } = request.body;
      // The balance and the live event that shows it in the member's open pages commit together.
      await app.ctx.inTransaction(async (tx) => {
        await app.ctx.members.setCredits(tx, viewer.memberId, credits);
        await app.ctx.live.publish({ to: [viewer.memberId], event: { type: 'credits', credits } }, tx);
      });
      return { credits };
    },
  );
}
