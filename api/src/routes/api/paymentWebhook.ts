import type { FastifyInstance } from 'fastify';
import { paymentWebhookEndpoint } from 'shared-contracts/api/payments';
import { HttpError } from '../../lib/httpErrors';
import { acceptFormBodies } from '../../plugins/formBodies';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/**
 * POST /api/payment_webhook.php (form field `id`): the provider says a payment changed. The body is never trusted:
 * the payment is fetched back from the provider and its state applied (PaymentService). Known and unknown ids get
 * the same 200, so the call tells a prober nothing; a provider that cannot be asked now gets 503 and posts again.
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);
  route(
    app,
    paymentWebhookEndpoint,
    {
      tags: ['payments'],
      summary: "The payment provider's notice that a payment changed",
      errors: [400, 429, 503],
      consumes: ['application/x-www-form-urlencoded'],
      config: perAddress(app, 600, '1 minute'),
    },
    async (request) => {
      try {
        await app.ctx.payments.onWebhook(request.body.id);
      } catch (error) {
        request.log.warn({ err: error, payment: request.body.id }, 'payment report could not be applied');
        throw new HttpError(503, 'provider_unavailable', 'Try again later');
      }
      return { received: true as const };
    },
  );
}
