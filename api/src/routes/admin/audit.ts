import type { FastifyInstance } from 'fastify';
import { AUDIT_PAGE_SIZE, auditListEndpoint, PRIVATE_READ_ACTIONS } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
const kindActions = {
  private_reads: { among: PRIVATE_READ_ACTIONS },
  other: { notAmong: PRIVATE_READ_ACTIONS },
} as const;

/** /api/admin/audit.php: the audit log, newest first, filtered (docs/operators.md "Audit log"). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { audit } = app.ctx;
  adminRoute(app, auditListEndpoint, { tags: ['audit'], summary: 'The audit log' }, async (request) => {
    const query = request.query;
    const rows = await audit.list({
      operatorId: query.operator,
      action: query.action,
      actions: query.kind ? kindActions[query.kind] : undefined,
      objectType: query.object_type,
      objectId: query.object_id,
      siteId: query.site,
      from: query.from ? dayStart(query.from) : undefined,
      to: query.to ? nextDay(query.to) : undefined,
      before: query.before,
      limit: AUDIT_PAGE_SIZE + 1,
    });
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    return {
      entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
      next: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      actions: await audit.actions(),
    };
  });
}
