// Credits, premium and payments (shared module shared-contracts/api/payments): docs/product.md §2 /credits, /premium,
// /pricing, /transactions, §3 the money settings, §7 credits.php, payment.php, transaction.php, discountcode.php and
// the provider's payment_webhook.php. Every amount is an integer in the currency's minor unit (cents): never a float.
import { z } from 'zod/mini';
import { numberFormat } from '../../intl';
import { endpoint } from '../endpoint';
import { countryCodeSchema, idField, validationMessages } from '../input';

export * from './messagePrice';

/** Methods a payment country may offer; the ids are Mollie's method ids. */
export const paymentMethods = ['ideal', 'bancontact', 'eps', 'creditcard', 'paypal', 'banktransfer'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, { error: 'method_not_offered' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * A payment's states, Mollie's words: `open` until the payer acts, `pending` or `authorized` while the bank decides,
 * then one of `paid`, `failed`, `canceled`, `expired`. Only `paid` adds credits; a paid order stays paid.
 */
export const transactionStates = ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'] as const;
export const transactionStateSchema = z.enum(transactionStates);
export type TransactionState = z.infer<typeof transactionStateSchema>;

/** The payment page's transaction id: 24 random URL-safe characters, so nobody finds another's by guessing. */
export const transactionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{24}$/, { error: 'unknown_transaction' }));
/** What a member types as a discount code: letters, digits and dashes, case does not matter. */
export const discountCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{3,32}$/, { error: 'discount_code_unknown' }));
/** The discount code form of /credits: a field left empty asks nothing. */
export const discountCodeFormSchema = z.strictObject({ code: z.optional(discountCodeSchema) });
export type DiscountCodeForm = z.infer<typeof discountCodeFormSchema>;

/** Error codes of the discount checks (payment.php and discountcode.php answer them the same way). */
export const discountErrors = [
  'discount_code_unknown',
  'discount_code_not_active',
  'discount_code_expired',
  'discount_code_used',
  'discount_code_not_applicable',
] as const;
export type DiscountError = (typeof discountErrors)[number];

/**
 * What the member pays for a package and what it adds, as payment.php would charge it now (api/src/payments/quote.ts):
 * the list price less the discount code asked for, if it applies, and the credits with the running time bonus and the
 * code's extra credits. A visitor's is the list price.
 */
export const packageQuoteSchema = z.object({
  price: z.int(),
  /** Every credit a paid order adds: the package's own and bonus credits, the time bonus and the code's. */
  credits: z.int(),
  /** Of those, the time bonus's. */
  time_bonus_credits: z.int(),
  /** pricePerMessage of `price` and `credits`. */
  price_per_message: z.int(),
});
export type PackageQuote = z.infer<typeof packageQuoteSchema>;

/**
 * A credit package in one payment country. `price_per_message` is its list price's (pricePerMessage); the lowest of
 * them is the country's "from" price in settings.minimum_message_costs.
 */
export const creditPackageSchema = z.object({
  id: z.int(),
  credits: z.int(),
  /** Extra credits the package itself includes. */
  bonus_credits: z.int(),
  price: z.int(),
  currency: z.string(),
  price_per_message: z.int(),
  best_value: z.boolean(),
  quote: packageQuoteSchema,
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** A premium plan: free messages for `days` days, added to any premium time left. */
export const premiumPlanSchema = z.object({
  id: z.int(),
  days: z.int(),
  price: z.int(),
  currency: z.string(),
  best_value: z.boolean(),
  /** What the member pays for it now: the list price less the discount code asked for, if it applies. */
  quote: z.object({ price: z.int() }),
});
export type PremiumPlan = z.infer<typeof premiumPlanSchema>;

/** Extra credits, in percent of a package's credits, for a purchase before `ends_at`. */
export const timeBonusSchema = z.object({ percent: z.int(), ends_at: z.string() });
export type TimeBonus = z.infer<typeof timeBonusSchema>;

/**
 * The member's last paid order as /credits/repeat-order buys it again: its package or plan and method, with what that
 * costs and adds today (today's price and time bonus, no discount code); null once it is no longer offered.
 */
export const lastOrderSchema = z.object({
  credit_id: z.nullable(z.int()),
  plan_id: z.nullable(z.int()),
  method: paymentMethodSchema,
  country: z.string(),
  credits: z.int(),
  premium_days: z.int(),
  price: z.int(),
  currency: z.string(),
});
export type LastOrder = z.infer<typeof lastOrderSchema>;

/**
 * GET /api/credits.php?country=&discount_code=: the payment country defaults to the member's own (a visitor's: the
 * site's first); a member's discount code is priced into the quotes where it applies.
 */
export const creditsQuerySchema = z.strictObject({
  country: z.optional(countryCodeSchema),
  discount_code: z.optional(discountCodeSchema),
});
const discountProblemSchema = z.nullable(z.enum(discountErrors));
/** The code asked for, and per kind of product why it is not priced in (null: it is). */
export const codeCheckSchema = z.object({
  code: z.string(),
  credits: discountProblemSchema,
  premium: discountProblemSchema,
});
export type CodeCheck = z.infer<typeof codeCheckSchema>;
export const creditsResponseSchema = z.object({
  country: z.string(),
  currency: z.string(),
  /** The site's payment countries, for the country picker. */
  countries: z.array(z.string()),
  packages: z.array(creditPackageSchema),
  plans: z.array(premiumPlanSchema),
  methods: z.array(paymentMethodSchema),
  /** Credits a message costs (settings.message_credits). */
  message_credits: z.int(),
  /** Prices include VAT (the company's VAT numbers are in the company info). */
  vat_included: z.boolean(),
  /** The payments go to a test provider: nothing is charged. */
  test_mode: z.boolean(),
  /** The member's own state; null for a visitor. */
  balance: z.nullable(z.int()),
  premium_until: z.nullable(z.string()),
  time_bonus: z.nullable(timeBonusSchema),
  last_order: z.nullable(lastOrderSchema),
  /** The member's `discount_code` as checked; null without one (or for a visitor). */
  discount: z.nullable(codeCheckSchema),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/** POST /api/payment.php: a package (`credit_id`) or a plan (`plan_id`), a method, and maybe a discount code. */
export const paymentRequestSchema = z
  .strictObject({
    credit_id: z.optional(idField),
    plan_id: z.optional(idField),
    method: paymentMethodSchema,
    discount_code: z.optional(discountCodeSchema),
  })
  .check(
    z.refine((body) => (body.credit_id === undefined) !== (body.plan_id === undefined), {
      error: 'one_product',
      path: ['credit_id'],
    }),
  );
export type PaymentRequest = z.input<typeof paymentRequestSchema>;
/** Where to send the payer: the provider's checkout, which returns them to /transactions/{transaction_id}. */
export const paymentResponseSchema = z.object({ transaction_id: z.string(), checkout_url: z.string() });

/** What the order bought and how, for its owner only. */
export const orderDetailsSchema = z.object({
  product: z.enum(['credits', 'premium']),
  /** The package or plan bought, to try again or buy it again. */
  credit_id: z.nullable(z.int()),
  plan_id: z.nullable(z.int()),
  credits: z.int(),
  premium_days: z.int(),
  method: paymentMethodSchema,
  country: z.string(),
  discount_code: z.nullable(z.string()),
  /** Before the discount. */
  list_price: z.int(),
  refunded: z.int(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
});

/** GET /api/transaction.php?id=: anyone with the id sees the state and amount; the owner sees the order too. */
export const transactionQuerySchema = z.strictObject({ id: transactionIdSchema });
export const transactionResponseSchema = z.object({
  id: z.string(),
  status: transactionStateSchema,
  amount: z.int(),
  currency: z.string(),
  test_mode: z.boolean(),
  order: z.nullable(orderDetailsSchema),
  /** The owner's balance and premium end now; null for anyone else. */
  balance: z.nullable(z.int()),
  premium_until: z.nullable(z.string()),
});
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;

/** GET /api/orders.php: the member's orders, newest first. */
export const orderSummarySchema = z.object({
  id: z.string(),
  status: transactionStateSchema,
  amount: z.int(),
  currency: z.string(),
  ...orderDetailsSchema.shape,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const ordersResponseSchema = z.object({ orders: z.array(orderSummarySchema) });

/**
 * GET /api/discountcode.php: `code=` checks a code the member typed; `welcome=true` answers the welcome code a new
 * member is offered (`discount: null` when none is: the member pages ask on every visit, and having no code is no
 * error); `delete=true` the code offered to a member who starts deleting the account (settings.delete_discount percent).
 */
export const discountCodeQuerySchema = z
  .strictObject({
    code: z.optional(discountCodeSchema),
    welcome: z.optional(z.literal('true')),
    delete: z.optional(z.literal('true')),
  })
  .check(
    z.refine((query) => [query.code, query.welcome, query.delete].filter(Boolean).length === 1, {
      error: 'one_of_code_welcome_delete',
      path: ['code'],
    }),
  );
export const discountSchema = z.object({
  code: z.string(),
  /** `percent`: that much off the price; `credits`: that many extra credits with a credit package. */
  kind: z.enum(['percent', 'credits']),
  value: z.int(),
  applies_to: z.enum(['credits', 'premium', 'all']),
  valid_until: z.nullable(z.string()),
});
export type Discount = z.infer<typeof discountSchema>;
/** The answer to `code=` and `delete=`: always a discount (a refusal is an error). */
export const discountCodeResponseSchema = z.object({ discount: discountSchema });
/** The answer to `welcome=true`: the member's welcome code, or null when none is offered (any more). */
export const welcomeCodeResponseSchema = z.object({ discount: z.nullable(discountSchema) });

/** POST /api/payment_webhook.php: the provider's form post, carrying only the payment id (state is fetched back). */
export const paymentWebhookBodySchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z]{2,4}_[A-Za-z0-9]{4,64}$/, { error: validationMessages.invalidId })),
});

export const creditsEndpoint = endpoint({
  method: 'GET',
  path: '/api/credits.php',
  query: creditsQuerySchema,
  response: creditsResponseSchema,
});
export const paymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/payment.php',
  body: paymentRequestSchema,
  response: paymentResponseSchema,
});
export const transactionEndpoint = endpoint({
  method: 'GET',
  path: '/api/transaction.php',
  query: transactionQuerySchema,
  response: transactionResponseSchema,
});
export const ordersEndpoint = endpoint({ method: 'GET', path: '/api/orders.php', response: ordersResponseSchema });
export const discountCodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/discountcode.php',
  query: discountCodeQuerySchema,
  // Every shape's answer: the welcome shape's, whose discount may be null (read the others with discountCodeResponseSchema).
  response: welcomeCodeResponseSchema,
});
export const paymentWebhookEndpoint = endpoint({
  method: 'POST',
  path: '/api/payment_webhook.php',
  body: paymentWebhookBodySchema,
  response: z.object({ received: z.literal(true) }),
  // The provider's servers call it, not a browser: no session, and it changes nothing it names (state is fetched back).
  csrf: 'noToken',
});

/** Test credits a developer sets (docs/product.md §2 Dev panel "set credits to 0"): POST /api/dev/credits.php. */
export const devCreditsRequestSchema = z.strictObject({ credits: z.int().check(z.minimum(0), z.maximum(1_000_000)) });
export const devCreditsEndpoint = endpoint({
  method: 'POST',
  path: '/api/dev/credits.php',
  body: devCreditsRequestSchema,
  response: z.object({ credits: z.int() }),
});

const currencyFormat = (locale: string, currency: string) => numberFormat(locale, { style: 'currency', currency });

/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY), as Intl knows them. */
export function minorUnitDigits(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units as a decimal string ("1999" EUR → "19.99"), exact: no float arithmetic on money. */
export function decimalAmount(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`;
}

/** An amount in minor units, formatted for `locale` ("€ 19,99" in nl). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  // Intl formats a decimal string exactly (no float in between).
  return currencyFormat(locale, currency).format(decimalAmount(minor, currency) as unknown as number);
}

/** A decimal amount string in minor units ("19.99" EUR → 1999), exact; null when it is not one. */
export function minorUnits(value: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return sign ? -minor : minor;
}
