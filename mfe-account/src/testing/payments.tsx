// Test helpers for the payment pages: the account catalogs, answers built through the contract's schemas, a fetch
// stand-in that answers by path, and a router that hands the page its route parameters.
import type { ReactElement } from 'react';
import { useRoutes } from 'react-router';
import {
  creditsResponseSchema,
  discountCodeResponseSchema,
  ordersResponseSchema,
  paymentResponseSchema,
  transactionResponseSchema,
  type CreditPackage,
  type CreditsResponse,
  type Discount,
  type DiscountError,
  type TransactionResponse,
} from 'shared-contracts/api/payments';
import { initCatalogI18n } from 'shared-contracts/testing';
import { renderWithSite, type RenderWithSiteOptions } from 'shared-contracts/testing/render';

/** The order inside a transaction answer, with the package or plan ids newer contracts carry. */
type OrderDetails = NonNullable<TransactionResponse['order']> & { credit_id: number | null; plan_id: number | null };

export async function initAccountI18n(lng = 'en', locales: readonly string[] = [lng]): Promise<void> {
  await initCatalogI18n({ namespace: 'account', catalogs: new URL('../locales/', import.meta.url), lng, locales });
}

export function creditsAnswer(changes: Partial<CreditsResponse> = {}): CreditsResponse {
  return creditsResponseSchema.parse({
    country: 'NL',
    currency: 'EUR',
    countries: ['NL', 'BE'],
    packages: [
      {
        id: 1,
        credits: 10,
        bonus_credits: 0,
        price: 1999,
        currency: 'EUR',
        price_per_message: 200,
        best_value: false,
        quote: { price: 1999, credits: 10, time_bonus_credits: 0, price_per_message: 200 },
      },
      {
        id: 2,
        credits: 50,
        bonus_credits: 5,
        price: 7999,
        currency: 'EUR',
        price_per_message: 145,
        best_value: true,
        quote: { price: 7999, credits: 55, time_bonus_credits: 0, price_per_message: 145 },
      },
    ],
    plans: [{ id: 3, days: 30, price: 4999, currency: 'EUR', best_value: false, quote: { price: 4999 } }],
    methods: ['ideal', 'creditcard', 'banktransfer'],
    message_credits: 1,
    vat_included: true,
    test_mode: false,
    balance: 7,
    premium_until: null,
    time_bonus: null,
    last_order: null,
    discount: null,
    ...changes,
  });
}

/**
 * creditsAnswer as the server prices it for the member's code `code`: `check` says per kind of product why it does not
 * apply (null: it does), `quotes` are the quotes that change (by package or plan id).
 */
export function quotedAnswer(
  code: string,
  check: { credits: DiscountError | null; premium: DiscountError | null },
  quotes: Record<number, Partial<CreditPackage['quote']>> = {},
  changes: Partial<CreditsResponse> = {},
): CreditsResponse {
  const answer = creditsAnswer(changes);
  return {
    ...answer,
    packages: answer.packages.map((pack) => ({ ...pack, quote: { ...pack.quote, ...quotes[pack.id] } })),
    plans: answer.plans.map((plan) => ({ ...plan, quote: { ...plan.quote, ...quotes[plan.id] } })),
    discount: { code, ...check },
  };
}

export function discountAnswer(changes: Partial<Discount> = {}) {
  return discountCodeResponseSchema.parse({
    discount: { code: 'SPRING', kind: 'percent', value: 10, applies_to: 'all', valid_until: null, ...changes },
  });
}

export function ordersAnswer(orders: unknown[] = []) {
  return ordersResponseSchema.parse({ orders });
}

export function paymentAnswer() {
  return paymentResponseSchema.parse({
    transaction_id: 'abcdefghijklmnopqrstuvwx',
    checkout_url: 'https://pay.example/checkout/1',
  });
}

/** What a transaction's owner sees of the order: 10 credits by iDEAL in NL, package 1. */
export function orderDetails(changes: Partial<OrderDetails> = {}): OrderDetails {
  return {
    // Newer contracts name the package or plan; older ones strip these keys.
    credit_id: 1,
    plan_id: null,
    product: 'credits',
    credits: 10,
    premium_days: 0,
    method: 'ideal',
    country: 'NL',
    discount_code: null,
    list_price: 1999,
    refunded: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    paid_at: null,
    ...changes,
  };
}

export function transactionAnswer(changes: Partial<TransactionResponse> = {}): TransactionResponse {
  return transactionResponseSchema.parse({
    id: 'abcdefghijklmnopqrstuvwx',
    status: 'open',
    amount: 1999,
    currency: 'EUR',
    test_mode: false,
    order: orderDetails(),
    balance: 7,
    premium_until: null,
    ...changes,
  });
}

function Routed({ pattern, page }: { pattern: string; page: ReactElement }) {
  return useRoutes([{ path: pattern, element: page }]);
}

/** Renders `page` at `path` under the route `pattern`, so it reads its parameters as in the shell. */
export function renderPage(page: ReactElement, pattern: string, path: string, options: RenderWithSiteOptions = {}) {
  return renderWithSite(<Routed pattern={pattern} page={page} />, { ...options, path });
}

/** Forgets what earlier tests persisted (payment country, discount code). */
export function clearPersisted(): void {
  localStorage.clear();
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
