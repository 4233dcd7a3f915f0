import type { Config } from '../config';
import type { Database } from '../db/database';
import { MollieProvider } from './mollieProvider';
import type { PaymentProvider } from './provider';
import { SandboxPaymentRepository } from '../repositories/sandboxPayments';
import { SandboxProvider } from './sandboxProvider';
import type { Providers } from './paymentService';

/**
 * Mollie when MOLLIE_API_KEY is set, else the sandbox (outside production, or with PAYMENTS_SANDBOX=1); in
 * production with neither, no payment can start. Reports of either keep being applied to their orders.
 */
export function createProviders(config: Config, db: Database): Providers & { sandbox: SandboxProvider | null } {
  const { mollie: mollieConfig } = config.payments;
  const mollie = mollieConfig
    ? new MollieProvider({ apiKey: mollieConfig.apiKey, apiEndpoint: mollieConfig.apiEndpoint })
    : null;
  const sandbox = config.payments.sandbox ? new SandboxProvider(new SandboxPaymentRepository(db)) : null;
  const all = [mollie, sandbox].filter((provider): provider is MollieProvider | SandboxProvider => provider !== null);
  return {
    active: mollie ?? sandbox,
    byName: new Map<string, PaymentProvider>(all.map((provider) => [provider.name, provider])),
    sandbox,
  };
}
