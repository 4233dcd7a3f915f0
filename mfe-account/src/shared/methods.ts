import type { TFunction } from 'i18next';
import type { PaymentMethod } from 'shared-contracts/api/payments';

/** A payment method's readable name ("Credit card", "Bank transfer (SEPA)"). */
export function methodName(t: TFunction<'account'>, method: PaymentMethod): string {
  return t(`shared.method.${method}`);
}
