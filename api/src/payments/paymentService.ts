import { siteOffersSchema, type SiteOffers } from 'shared-contracts/api/admin';
import { isLocaleCode } from 'shared-contracts';
import type { EndpointParsedBody } from 'shared-contracts/api';
import { paymentCountry, type LastOrder, type paymentEndpoint } from 'shared-contracts/api/payments';
import type { Database } from '../db/database';
import { mailOrigin } from '../mail/links';
import type { MailService } from '../mail/mailer';
import { mailText } from '../mail/mailText';
import { HttpError } from '../lib/httpErrors';
import type { CatalogRepository, Product } from '../repositories/catalog';
import type { DiscountCodeRepository } from '../repositories/discountCodes';
import type { Applied, Buyer, Order, OrderRepository } from '../repositories/orders';
import type { Site, SiteRepository } from '../repositories/sites';
import { methodsFor, payableForMs } from './methods';
import { timeBonusOf } from './offers';
import { ProviderUnavailableError, type PaymentProvider } from './provider';
import { quote, type AppliedDiscount, type Quote } from './quote';
import { receiptMail } from './receiptMail';

/** Open payments are asked about at most this often when their page polls (webhooks normally come first). */
const REFRESH_MS = 5_000;
const PENDING_STATES = new Set<Order['status']>(['new', 'open', 'pending', 'authorized']);

export interface Providers {
  /** Where new payments go; null when none may be used (production without Mollie or an enabled sandbox). */
  active: PaymentProvider | null;
  /** Every provider orders may have been paid with, by name: their reports are still applied. */
  byName: Map<string, PaymentProvider>;
}

const isLocalHost = (origin: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);

/**
 * Buying credits and premium (docs/payments.md): starts a payment at the provider for a price computed here, and
 * applies what the provider reports (webhook, or the transaction page asking) to the order.
 */
export class PaymentService {
  constructor(
    private readonly deps: {
      db: Database;
      catalog: CatalogRepository;
      codes: DiscountCodeRepository;
      orders: OrderRepository;
      sites: SiteRepository;
      mail: MailService;
      providers: Providers;
      publicOrigin: string | undefined;
    },
  ) {}

  /** Whether new payments can start at all. */
  get available(): boolean {
    return this.deps.providers.active !== null;
  }

  get testMode(): boolean {
    return this.deps.providers.active?.testMode ?? true;
  }

  /** Whether orders paid through this provider were test payments. */
  isTestProvider(name: string): boolean {
    return this.deps.providers.byName.get(name)?.testMode ?? name === 'sandbox';
  }

  /**
   * The payment country whose prices a buyer sees (docs/payments.md "Prices"), among those the site has prices for:
   * the one asked for, else the member's, else the visitor's by address, else the site's first. A country asked for
   * without prices is a 400, not silently another country's prices.
   */
  async paymentCountry(
    site: Site,
    choice: { asked: string | undefined; memberCountry: string | null | undefined; addressCountry: string },
  ): Promise<{ country: string; countries: string[] }> {
    const countries = await this.deps.catalog.countries(site.id, site.settings.countries);
    if (choice.asked && !countries.includes(choice.asked))
      throw new HttpError(400, 'invalid_request', 'No prices for this country', { country: 'not_allowed' });
    const country =
      paymentCountry([choice.asked, choice.memberCountry, choice.addressCountry], countries) ??
      site.settings.countries[0] ??
      '';
    return { country, countries };
  }

  offersOf(site: Site): SiteOffers {
    return siteOffersSchema.parse(site.offers);
  }

  /** The product's price for this buyer now: the code if any, and the time bonus while it runs (credits only). */
  private priceFor(site: Site, buyer: Buyer, product: Product, discount: AppliedDiscount | null): Quote {
    const bonus = product.kind === 'credits' ? timeBonusOf(this.offersOf(site), buyer.signup_date) : null;
    return quote(product, discount, bonus?.percent ?? null);
  }

  /**
   * What /credits/repeat-order offers: the last paid order's package or plan and method, at today's price and with
   * today's time bonus, never the code the order may have used (it is spent); null once it is no longer offered.
   */
  async repeatOffer(site: Site, buyer: Buyer, order: Order): Promise<LastOrder | null> {
    const product = await this.deps.catalog.product(site.id, {
      creditId: order.package_id ?? undefined,
      planId: order.plan_id ?? undefined,
    });
    if (!product) return null;
    const priced = this.priceFor(site, buyer, product, null);
    return {
      credit_id: product.kind === 'credits' ? product.id : null,
      plan_id: product.kind === 'premium' ? product.id : null,
      method: order.method,
      country: product.country,
      credits: priced.credits,
      premium_days: priced.premiumDays,
      price: priced.amount,
      currency: product.currency,
    };
  }

  /** Starts (or, for a repeated click, finds) the member's payment; answers the order and where to pay. */
  async start(site: Site, buyer: Buyer, request: EndpointParsedBody<typeof paymentEndpoint>, locale: string) {
    const provider = this.deps.providers.active;
    if (!provider) throw new HttpError(503, 'payments_unavailable', 'No payment provider is configured');
    const product = await this.deps.catalog.product(site.id, { creditId: request.credit_id, planId: request.plan_id });
    if (!product) throw new HttpError(404, 'unknown_package', 'This package or plan is not offered');
    if (!methodsFor(product.country, product.currency).includes(request.method))
      throw new HttpError(400, 'method_not_offered', `${request.method} is not offered in ${product.country}`, {
        method: 'method_not_offered',
      });
    let discount = null;
    if (request.discount_code) {
      const checked = await this.deps.codes.check(site.id, buyer.id, request.discount_code, product.kind);
      if ('error' in checked) throw discountError(checked.error);
      discount = checked.code;
    }
    const priced = this.priceFor(
      site,
      buyer,
      product,
      discount && { percentOff: discount.percent_off, extraCredits: discount.extra_credits },
    );
    const { order, reused } = await this.deps.orders.createOrReuse(
      {
        site_id: site.id,
        member_id: buyer.id,
        package_id: product.kind === 'credits' ? product.id : null,
        plan_id: product.kind === 'premium' ? product.id : null,
        country: product.country,
        currency: product.currency,
        list_price: priced.listPrice,
        discount_amount: priced.discountAmount,
        amount: priced.amount,
        credits: priced.credits,
        premium_days: priced.premiumDays,
        discount_code_id: discount?.id ?? null,
        method: request.method,
        locale,
        provider: provider.name,
        payable_for_ms: payableForMs(request.method),
      },
      // A new order needs a place under the code's cap; the member's repeat of an open one gets that one back instead.
      async (tx) => {
        if (discount && !(await this.deps.codes.lockForOrder(tx, discount.id, buyer.id)))
          throw discountError('discount_code_used');
      },
    );
    if (reused) {
      const settled = order.status === 'new' ? await this.deps.orders.waitForCheckout(order.id) : order;
      if (settled?.checkout_url) return { order: settled, checkoutUrl: settled.checkout_url };
      throw new HttpError(503, 'payment_provider_error', 'The payment could not be started; try again');
    }
    const origin = mailOrigin(site, this.deps.publicOrigin);
    const t = mailText(isLocaleCode(locale) ? locale : 'en');
    try {
      const payment = await provider.create({
        amount: order.amount,
        currency: order.currency,
        description: t(order.premium_days ? 'receipt.itemPremium' : 'receipt.itemCredits', {
          count: order.premium_days || order.credits,
          site: site.settings.name,
        }),
        method: order.method,
        redirectUrl: `${origin}/transactions/${order.public_id}`,
        // Mollie cannot post to an address on the developer's own machine; the transaction page asks instead.
        webhookUrl: provider.name === 'mollie' && isLocalHost(origin) ? null : `${origin}/api/payment_webhook.php`,
        orderId: order.public_id,
        locale,
        idempotencyKey: order.public_id,
      });
      await this.deps.orders.attachPayment(order.id, payment);
      if (!payment.checkoutUrl) throw new ProviderUnavailableError('The payment has no checkout page');
      return { order, checkoutUrl: payment.checkoutUrl };
    } catch (error) {
      await this.deps.orders.creationFailed(order.id);
      throw Object.assign(
        new HttpError(502, 'payment_provider_error', 'The payment provider could not start the payment'),
        { cause: error },
      );
    }
  }

  /** The provider says payment `paymentId` changed: fetch its state from the provider and apply it. */
  async onWebhook(paymentId: string): Promise<'applied' | 'unknown'> {
    const order = await this.deps.orders.byProviderPayment(paymentId);
    return order ? this.reconcile(order) : 'unknown';
  }

  /**
   * Asks the provider about the order's payment and applies what it says, as a webhook does (the reconciliation
   * sweep's check); throws when the provider cannot be asked now.
   */
  async reconcile(order: Order): Promise<'applied' | 'unknown'> {
    const provider = this.deps.providers.byName.get(order.provider);
    if (!provider || !order.provider_payment_id) return 'unknown';
    await this.refresh(order, provider);
    return 'applied';
  }

  /** Asks the provider about an unsettled order (at most every 5 s), for a page that polls it. */
  async refreshIfDue(order: Order): Promise<Order> {
    const provider = this.deps.providers.byName.get(order.provider);
    if (!provider || !order.provider_payment_id || !PENDING_STATES.has(order.status)) return order;
    if (!(await this.deps.orders.claimCheck(order.id, REFRESH_MS))) return order;
    try {
      return (await this.refresh(order, provider)).order;
    } catch {
      // The provider is unreachable now; the page shows the last known state and asks again.
      return order;
    }
  }

  private async refresh(order: Order, provider: PaymentProvider): Promise<Applied> {
    const payment = await provider.get(order.provider_payment_id as string);
    if (!payment)
      throw new ProviderUnavailableError(`${provider.name} does not know payment ${order.provider_payment_id}`);
    if (payment.orderId !== null && payment.orderId !== order.public_id)
      throw new ProviderUnavailableError(`Payment ${payment.id} belongs to another order`);
    // Read before the transaction: on PGlite, a query outside it would wait for it to end.
    const turnsPaid = payment.status === 'paid' && order.status !== 'paid';
    const buyer = turnsPaid && order.member_id !== null ? await this.deps.orders.buyer(order.member_id) : null;
    const site = turnsPaid ? await this.deps.sites.byId(order.site_id) : null;
    const applied = await this.deps.orders.apply(order, payment, async (tx, paid) => {
      if (buyer && site)
        await this.deps.mail.send(receiptMail(site, buyer, paid, mailOrigin(site, this.deps.publicOrigin)), tx);
    });
    if (applied.newlyPaid) this.deps.mail.wake();
    return applied;
  }
}

export function discountError(code: string): HttpError {
  const statuses: Record<string, number> = {
    discount_code_unknown: 404,
    discount_code_not_active: 409,
    discount_code_expired: 410,
    discount_code_used: 409,
    discount_code_not_applicable: 422,
  };
  return new HttpError(statuses[code] ?? 400, code, code.replaceAll('_', ' '), { discount_code: code });
}
