import { createMollieClient, MollieApiError, type Locale, type Payment, type PaymentMethod } from '@mollie/api-client';
import { decimalAmount, minorUnits, transactionStates, type TransactionState } from 'shared-contracts/api/payments';
import type { ProviderPayment } from '../repositories/orders';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type NewPayment,
  type NewRefund,
  type PaymentProvider,
  type ProviderRefund,
} from './provider';

const MOLLIE_LOCALES: Record<string, `${string}_${string}`> = {
  en: 'en_US',
  nl: 'nl_NL',
  de: 'de_DE',
  it: 'it_IT',
  fr: 'fr_FR',
  es: 'es_ES',
  pl: 'pl_PL',
};

export interface MollieOptions {
  apiKey: string;
  /** Mollie's API by default; tests point it at a local stand-in. */
  apiEndpoint?: string;
}

function amountOf(value: { value: string; currency: string } | undefined, currency: string): number {
  if (!value) return 0;
  const minor = minorUnits(value.value, value.currency);
  if (minor === null || value.currency !== currency)
    throw new ProviderUnavailableError(`Unexpected amount ${value.value}`);
  return minor;
}

function stateOf(status: string): TransactionState {
  if ((transactionStates as readonly string[]).includes(status)) return status as TransactionState;
  throw new ProviderUnavailableError(`Unknown Mollie payment status ${status}`);
}

function toProviderPayment(payment: Payment): ProviderPayment {
  const currency = payment.amount.currency;
  const metadata = payment.metadata as { order_id?: unknown } | null;
  return {
    id: payment.id,
    status: stateOf(payment.status),
    amount: amountOf(payment.amount, currency),
    currency,
    refunded: amountOf(payment.amountRefunded, currency),
    chargedBack: amountOf(payment.amountChargedBack, currency),
    orderId: typeof metadata?.order_id === 'string' ? metadata.order_id : null,
    checkoutUrl: payment.getCheckoutUrl(),
  };
}

/**
 * Mollie (docs/payments.md): payments through @mollie/api-client. Amounts go out as decimal strings made from our
 * integer minor units and come back the same way, never through a float.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie';
  readonly testMode: boolean;
  private readonly client: ReturnType<typeof createMollieClient>;

  constructor(options: MollieOptions) {
    this.testMode = options.apiKey.startsWith('test_');
    this.client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
    });
  }

  async create(payment: NewPayment): Promise<ProviderPayment> {
    try {
      const created = await this.client.payments.create({
        amount: { currency: payment.currency, value: decimalAmount(payment.amount, payment.currency) },
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
        method: payment.method as PaymentMethod,
        metadata: { order_id: payment.orderId },
        locale: (MOLLIE_LOCALES[payment.locale] ?? 'en_US') as Locale,
        idempotencyKey: payment.idempotencyKey,
      });
      return toProviderPayment(created);
    } catch (error) {
      throw new ProviderUnavailableError(`Mollie refused the payment: ${(error as Error).message}`, { cause: error });
    }
  }

  async get(id: string): Promise<ProviderPayment | null> {
    try {
      return toProviderPayment(await this.client.payments.get(id));
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw new ProviderUnavailableError(`Mollie did not answer for ${id}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  async refund(paymentId: string, refund: NewRefund): Promise<ProviderRefund> {
    try {
      const made = await this.client.paymentRefunds.create({
        paymentId,
        amount: { currency: refund.currency, value: decimalAmount(refund.amount, refund.currency) },
        description: refund.description,
        idempotencyKey: refund.idempotencyKey,
      });
      return { id: made.id, amount: amountOf(made.amount, refund.currency) };
    } catch (error) {
      // 4xx: Mollie looked at the refund and said no (more than is left, a payment that cannot be refunded).
      if (error instanceof MollieApiError && error.statusCode !== undefined && error.statusCode < 500)
        throw new ProviderRefusedError(`Mollie refused the refund: ${error.message}`, { cause: error });
      throw new ProviderUnavailableError(`Mollie did not take the refund: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}
