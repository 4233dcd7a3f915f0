import type { FastifyInstance } from 'fastify';
import { creditsEndpoint } from 'shared-contracts/api/payments';
import { methodsFor } from '../../payments/methods';
import { timeBonusOf } from '../../payments/offers';
import { HttpError } from '../../plugins/errors';
import type { Buyer } from '../../repositories/orders';
import { route } from '../route';

/**
 * GET /api/credits.php?country= (docs/product.md §7): the packages, plans and methods of a payment country, for
 * /credits, /premium and the public /pricing; a member also gets the balance, premium end, time bonus and last order.
 */
export async function creditsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    creditsEndpoint,
    { tags: ['payments'], summary: 'Packages, plans and payment methods of a payment country', errors: [400] },
    async (request) => {
      const { site } = request;
      const viewer = await request.viewer();
      const buyer = viewer ? await ctx.orders.buyer(viewer.memberId) : null;
      const lastOrderOf = async (member: Buyer) => {
        const lastPaid = await ctx.orders.lastPaid(member.id);
        return lastPaid && ctx.payments.repeatOffer(site, member, lastPaid);
      };
      const countries = await ctx.catalog.countries(site.id, site.settings.countries);
      const asked = request.query.country;
      if (asked && !countries.includes(asked))
        throw new HttpError(400, 'invalid_request', 'No prices for this country', { country: 'not_allowed' });
      const country =
        [asked, buyer?.country, request.geoipCountry()].find(
          (candidate) => candidate && countries.includes(candidate),
        ) ??
        countries[0] ??
        site.settings.countries[0] ??
        '';
      const [packages, plans, lastOrder] = await Promise.all([
        ctx.catalog.packages(site.id, country),
        ctx.catalog.plans(site.id, country),
        buyer ? lastOrderOf(buyer) : null,
      ]);
      const currency =
        packages[0]?.currency ?? plans[0]?.currency ?? site.settings.minimum_message_costs[country]?.currency ?? 'EUR';
      const messageCredits = Math.max(0, Math.trunc(site.settings.message_credits));
      const bonus = buyer ? timeBonusOf(ctx.payments.offersOf(site), buyer.signup_date) : null;
      return {
        country,
        currency,
        countries,
        packages: packages.map((pack) => ({
          ...pack,
          price_per_message: messageCredits
            ? Math.round((pack.price * messageCredits) / (pack.credits + pack.bonus_credits))
            : 0,
        })),
        plans,
        methods: ctx.payments.available ? methodsFor(country, currency) : [],
        message_credits: messageCredits,
        vat_included: true,
        test_mode: ctx.payments.testMode,
        balance: buyer?.credits ?? null,
        premium_until:
          buyer?.premium_until && buyer.premium_until > new Date() ? buyer.premium_until.toISOString() : null,
        time_bonus: bonus && { percent: bonus.percent, ends_at: bonus.endsAt.toISOString() },
        last_order: lastOrder,
      };
    },
  );
}
