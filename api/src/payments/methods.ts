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
