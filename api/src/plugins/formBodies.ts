import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin (and only them) take HTML form posts (application/x-www-form-urlencoded): a payment
 * provider's webhook, the sandbox checkout's buttons. Every other call takes JSON.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
