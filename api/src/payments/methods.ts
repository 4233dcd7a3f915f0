import type { PaymentMethod } from 'shared-contracts/api/payments';

/**
 * The methods offered per payment country, most used there first: iDEAL in the Netherlands, Bancontact in Belgium,
 * EPS in Austria; SEPA bank transfer only where the currency is the euro. Countries not listed get cards and PayPal.
 */
const METHODS_BY_COUNTRY: Record<string, PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'paypal', 'banktransfer'],
  BE: ['bancontact', 'creditcard', 'paypal', 'banktransfer'],
  AT: ['eps', 'creditcard', 'paypal', 'banktransfer'],
  DE: ['creditcard', 'paypal', 'banktransfer'],
  IE: ['creditcard', 'paypal', 'banktransfer'],
  FR: ['creditcard', 'paypal', 'banktransfer'],
  ES: ['creditcard', 'paypal', 'banktransfer'],
  IT: ['creditcard', 'paypal', 'banktransfer'],
  PL: ['creditcard', 'paypal', 'banktransfer'],
};
const DEFAULT_METHODS: PaymentMethod[] = ['creditcard', 'paypal'];
/** These methods take euros only. */
const EURO_ONLY = new Set<PaymentMethod>(['ideal', 'bancontact', 'eps', 'banktransfer']);

export function methodsFor(country: string, currency: string): PaymentMethod[] {
  const methods = METHODS_BY_COUNTRY[country] ?? DEFAULT_METHODS;
  return currency === 'EUR' ? methods : methods.filter((method) => !EURO_ONLY.has(method));
}

const MINUTE_MS = 60_000;

/**
 * How long after it was started a payment can still be paid, as far as a discount code's cap is concerned
 * (docs/payments.md "Caps and reservations"). Mollie expires an unpaid checkout after about 15 minutes for most methods;
 * the margin covers a payer still on the bank's page. A bank transfer stays payable until Mollie's due date, about
 * two weeks. (Migration 017 gave older orders the same windows.)
 */
export function payableForMs(method: PaymentMethod): number {
  return method === 'banktransfer' ? 14 * 24 * 60 * MINUTE_MS : 30 * MINUTE_MS;
}
