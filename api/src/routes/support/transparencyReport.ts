import type { FastifyInstance } from 'fastify';
import type { TransparencyQuery, TransparencyReport } from 'shared-contracts/api/admin';
import { transparencyPeriod } from '../../moderation/transparency';

/** The counts of a query's period and site, as both the JSON and the CSV call answer them. */
export async function transparencyReport(app: FastifyInstance, query: TransparencyQuery): Promise<TransparencyReport> {
  const period = transparencyPeriod(query);
  const counts = await app.ctx.transparency.counts({ siteId: query.site ?? null, ...period });
  return { ...counts, from: query.from, to: query.to };
}
