import type { FastifyInstance } from 'fastify';
import { MEMBER_ROWS_PAGE_SIZE, memberLedgerEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { ledgerEntryView } from '../support/memberViews';

/** /api/admin/member_ledger.php: a member's credit ledger, newest first, by keyset. */
export async function memberLedgerRoutes(app: FastifyInstance): Promise<void> {
  const { memberDetails } = app.ctx;
  adminRoute(app, memberLedgerEndpoint, { tags: ['members'], summary: "A member's credit ledger" }, async (request) => {
    const { member, before } = request.query;
    const rows = await memberDetails.ledgerPage(member, before, MEMBER_ROWS_PAGE_SIZE + 1);
    const page = rows.slice(0, MEMBER_ROWS_PAGE_SIZE);
    return {
      entries: page.map(ledgerEntryView),
      next: rows.length > MEMBER_ROWS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    };
  });
}
