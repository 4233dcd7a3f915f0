import type { FastifyInstance } from 'fastify';
import { discountCodeEndpoint, type Discount } from 'shared-contracts/api/payments';
import { discountError } from '../../payments/paymentService';
import { requireFirstParty } from '../../plugins/csrf';
import { HttpError } from '../../lib/httpErrors';
import type { DiscountCode } from '../../repositories/discountCodes';
import { route } from '../route';
import { codeChecks } from '../support/codeChecks';
import { requireBuyer } from '../support/paymentAccess';

const HOUR_MS = 3_600_000;

const toDiscount = (code: DiscountCode): Discount => ({
  code: code.code,
  kind: code.percent_off !== null ? 'percent' : 'credits',
  value: code.percent_off ?? code.extra_credits ?? 0,
  applies_to: code.applies_to,
  valid_until: code.valid_until?.toISOString() ?? null,
});

/**
 * GET /api/discountcode.php (docs/product.md §7): `code=` checks a code the member typed, `welcome=true` answers the
 * member's welcome code (`discount: null` when none is offered: the member pages ask on every visit, and a member
 * without one is no error in the browser's console), `delete=true` the code
 * offered to a member who starts deleting the account (settings.delete_discount percent off). The last two make the
 * code on first asking, so they answer only our own pages: a link on another site must not start a code's clock.
 */
export async function discountCodeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    discountCodeEndpoint,
    {
      tags: ['payments'],
      summary: 'Check a discount code, or get the welcome or account-deletion code',
      errors: [400, 403, 404, 409, 410, 422, 429],
      config: codeChecks(app),
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      const { site } = request;
      const { code, welcome } = request.query;
      if (code) {
        const checked = await ctx.discountCodes.check(site.id, buyer.id, code, null);
        if ('error' in checked) throw discountError(checked.error);
        return { discount: toDiscount(checked.code) };
      }
      requireFirstParty(request);
      if (welcome) {
        const offer = ctx.payments.offersOf(site).welcome;
        const validUntil = offer && new Date(buyer.signup_date.getTime() + offer.hours * HOUR_MS);
        if (!offer || !validUntil || validUntil <= new Date() || (await ctx.orders.hasPaid(buyer.id)))
          return { discount: null };
        const personal = await ctx.discountCodes.personal(site.id, buyer.id, 'welcome', {
          percentOff: offer.percent_off,
          validUntil,
        });
        return { discount: toDiscount(personal) };
      }
      const percentOff = Math.trunc(site.settings.delete_discount);
      if (percentOff < 1 || percentOff > 90) throw new HttpError(404, 'no_delete_code', 'No discount is offered');
      const personal = await ctx.discountCodes.personal(site.id, buyer.id, 'delete', {
        percentOff,
        validUntil: new Date(Date.now() + ctx.payments.offersOf(site).delete_code_days * 24 * HOUR_MS),
      });
      const checked = await ctx.discountCodes.check(site.id, buyer.id, personal.code, null);
      if ('error' in checked) throw discountError(checked.error);
      return { discount: toDiscount(checked.code) };
    },
  );
}
