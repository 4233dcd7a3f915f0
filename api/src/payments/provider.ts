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

export interface NewRefund {
  /** In minor units, at most what is left of the payment. */
  amount: number;
  currency: string;
  description: string;
  /** The same key twice makes one refund (a retried request, a double submit). */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  amount: number;
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
  /**
   * Refunds part or all of a paid payment (an operator's refund, payments/refunds.ts). Throws ProviderRefusedError
   * when the provider will not (nothing left to refund), ProviderUnavailableError when it cannot be asked.
   */
  refund(paymentId: string, refund: NewRefund): Promise<ProviderRefund>;
}

/** The provider answered and said no (a refund of more than is left); asking again will not change that. */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError';
}

/** The provider could not be reached or refused the call; the request may be retried later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
