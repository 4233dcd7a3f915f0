import type { PaymentMethod } from 'shared-contracts/api/payments';
import type { ProviderPayment } from '../repositories/orders';

export interface NewPayment {
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  /** Where the payer returns to (our /transactions/{id}). */
  redirectUrl: string;
  /** Where the provider posts `id=` when the payment changes; null where it cannot reach us (localhost). */
  webhookUrl: string | null;
  orderId: string;
  locale: string;
  /** The same key twice creates one payment (a retried request after a timeout). */
  idempotencyKey: string;
}

/**
 * A payment provider (docs/payments.md "Adding a provider"): creates a payment and reports one's state. Its webhook
 * only ever says "payment X changed"; the state is always fetched back with `get`, never read from the webhook.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Payments are not real money (Mollie test keys, the sandbox). */
  readonly testMode: boolean;
  create(payment: NewPayment): Promise<ProviderPayment>;
  /** null when the provider knows no such payment. */
  get(id: string): Promise<ProviderPayment | null>;
}

/** The provider could not be reached or refused the call; the request may be retried later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
