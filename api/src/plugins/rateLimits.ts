import type { FastifyInstance } from 'fastify';

/**
 * A route's limit per client address (`config` of the route). RATE_LIMIT_FACTOR multiplies every one of them: the
 * end-to-end tests run every browser from 127.0.0.1, and an operator can loosen or tighten them all at once.
 */
export function perAddress(app: FastifyInstance, max: number, timeWindow: string) {
  return { rateLimit: { max: max * app.ctx.config.rateLimitFactor, timeWindow } };
}
