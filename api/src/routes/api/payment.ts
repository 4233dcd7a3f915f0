import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentEndpoint } from 'shared-contracts/api/payments';
import { requestLocale } from '../support/requestLocale';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';
import { requireBuyer } from '../support/paymentAccess';

/** A member starts a few payments a minute at most; more is a script or a stuck button. */
const PAYMENTS_PER_MINUTE = 10;

/**
 * POST /api/payment.php {credit_id | plan_id, method, discount_code?} → {transaction_id, checkout_url}: the price is
 * computed on the server; a repeated request for the same thing within 15 minutes answers the same payment.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    paymentEndpoint,
    {
      tags: ['payments'],
      summary: 'Start a payment for a credit package or a premium plan',
      errors: [400, 403, 404, 409, 410, 422, 429, 502, 503],
      config: {
        rateLimit: {
          ...perAddress(app, PAYMENTS_PER_MINUTE, '1 minute').rateLimit,
          keyGenerator: (request: FastifyRequest) => `payer:${request.session?.memberId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      const { order, checkoutUrl } = await app.ctx.payments.start(
        request.site,
        buyer,
        request.body,
        requestLocale(request),
      );
      return { transaction_id: order.public_id, checkout_url: checkoutUrl };
    },
  );
}
