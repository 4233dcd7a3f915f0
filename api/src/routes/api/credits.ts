import type { FastifyInstance } from 'fastify';
import { creditsEndpoint, messageCreditsOf, type CodeCheck } from 'shared-contracts/api/payments';
import { methodsFor } from '../../payments/methods';
import { timeBonusOf } from '../../payments/offers';
import { quotedCatalog, type Offers } from '../../payments/offerQuotes';
import type { DiscountCode } from '../../repositories/discountCodes';
import type { Buyer } from '../../repositories/orders';
import { route } from '../route';
import { codeChecks } from '../support/codeChecks';

const applied = (code: DiscountCode) => ({ percentOff: code.percent_off, extraCredits: code.extra_credits });

/**
 * GET /api/credits.php?country=&discount_code= (docs/product.md §7): the packages, plans and methods of a payment
 * country, for /credits, /premium and the public /pricing; a member also gets the balance, premium end, time bonus and
 * last order, and every package and plan carries its quote (payments/offerQuotes.ts). With `discount_code` the
 * answer also says whether the code works, so it is limited like discountcode.php: no way round that limit to try
 * codes.
 */
export async function creditsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const codeLimit = codeChecks(app).rateLimit;
  route(
    app,
    creditsEndpoint,
    {
      tags: ['payments'],
      summary: 'Packages, plans and payment methods of a payment country, quoted for the member',
      errors: [400, 429],
      config: {
        rateLimit: {
          ...codeLimit,
          allowList: (request) => !(request.query as { discount_code?: unknown }).discount_code,
        },
      },
    },
    async (request) => {
      const { site } = request;
      const viewer = await request.viewer();
      const buyer = viewer ? await ctx.orders.buyer(viewer.memberId) : null;
      const lastOrderOf = async (member: Buyer) => {
        const lastPaid = await ctx.orders.lastPaid(member.id);
        return lastPaid && ctx.payments.repeatOffer(site, member, lastPaid);
      };
      /** The member's code, checked as payment.php checks it for a package and for a plan. */
      const checkCode = async (member: Buyer, code: string) => {
        const [credits, premium] = await Promise.all([
          ctx.discountCodes.check(site.id, member.id, code, 'credits'),
          ctx.discountCodes.check(site.id, member.id, code, 'premium'),
        ]);
        return { credits, premium };
      };
      const { country, countries } = await ctx.payments.paymentCountry(site, {
        asked: request.query.country,
        memberCountry: buyer?.country,
        addressCountry: request.geoipCountry(),
      });
      const code = request.query.discount_code;
      const [packages, plans, lastOrder, checked] = await Promise.all([
        ctx.catalog.packages(site.id, country),
        ctx.catalog.plans(site.id, country),
        buyer ? lastOrderOf(buyer) : null,
        buyer && code ? checkCode(buyer, code) : null,
      ]);
      const currency =
        packages[0]?.currency ?? plans[0]?.currency ?? site.settings.minimum_message_costs[country]?.currency ?? 'EUR';
      const messageCredits = messageCreditsOf(site.settings);
      const bonus = buyer ? timeBonusOf(ctx.payments.offersOf(site), buyer.signup_date) : null;
      const offers: Offers = {
        discounts: {
          credits: checked && 'code' in checked.credits ? applied(checked.credits.code) : null,
          premium: checked && 'code' in checked.premium ? applied(checked.premium.code) : null,
        },
        timeBonusPercent: bonus?.percent ?? null,
      };
      const discount: CodeCheck | null =
        checked && code
          ? {
              code,
              credits: 'error' in checked.credits ? checked.credits.error : null,
              premium: 'error' in checked.premium ? checked.premium.error : null,
            }
          : null;
      return {
        country,
        currency,
        countries,
        ...quotedCatalog(country, packages, plans, offers, messageCredits),
        methods: ctx.payments.available ? methodsFor(country, currency) : [],
        message_credits: messageCredits,
        vat_included: true,
        test_mode: ctx.payments.testMode,
        balance: buyer?.credits ?? null,
        premium_until:
          buyer?.premium_until && buyer.premium_until > new Date() ? buyer.premium_until.toISOString() : null,
        time_bonus: bonus && { percent: bonus.percent, ends_at: bonus.endsAt.toISOString() },
        last_order: lastOrder,
        discount,
      };
    },
  );
}
