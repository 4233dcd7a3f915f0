import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isFirstParty } from '../../plugins/csrf';
import { perAddress } from '../../plugins/rateLimits';

/**
 * Partners pay per click, so a click counts once per clicker (member, else address), target and half hour, and only
 * when it comes from our own pages: reloads, scripts and links from elsewhere add nothing.
 */
export async function recordClick(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: 'cam' | 'advert',
  target: string,
): Promise<void> {
  if (!isFirstParty(request)) return;
  const memberId = request.session?.memberId ?? null;
  await app.ctx.resellClicks.record({
    siteId: request.site.id,
    memberId,
    kind,
    target,
    clicker: memberId === null ? `ip:${request.ip}` : `m:${memberId}`,
  });
}

/** Each redirect is a database write: one client gets a human pace of them. */
export const clickLimit = (app: FastifyInstance) => perAddress(app, 30, '1 minute');
