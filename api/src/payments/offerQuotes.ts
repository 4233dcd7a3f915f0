import type { CreditPackage, PremiumPlan } from 'shared-contracts/api/payments';
import { listPricePerMessage, pricePerMessage } from 'shared-contracts/api/payments';
import { packageProduct, planProduct, type PackageRow, type PlanRow } from '../repositories/catalog';
import { quote, type AppliedDiscount } from './quote';

/** A member's discount code per kind of product, where it applies; a time bonus that runs, in percent. */
export interface Offers {
  discounts: { credits: AppliedDiscount | null; premium: AppliedDiscount | null };
  timeBonusPercent: number | null;
}

/**
 * A payment country's packages and plans as /credits shows them, each with its quote: what payment.php would charge
 * and add now, from the same quote rules (payments/quote.ts), so a card states exactly what the checkout charges.
 */
export function quotedCatalog(
  country: string,
  packages: readonly PackageRow[],
  plans: readonly PlanRow[],
  { discounts, timeBonusPercent }: Offers,
  messageCredits: number,
): { packages: CreditPackage[]; plans: PremiumPlan[] } {
  return {
    packages: packages.map((pack) => {
      const product = packageProduct(pack, country);
      const priced = quote(product, discounts.credits, timeBonusPercent);
      return {
        ...pack,
        price_per_message: listPricePerMessage(pack, messageCredits),
        quote: {
          price: priced.amount,
          credits: priced.credits,
          time_bonus_credits: priced.credits - quote(product, discounts.credits, null).credits,
          price_per_message: pricePerMessage({ price: priced.amount, credits: priced.credits }, messageCredits),
        },
      };
    }),
    plans: plans.map((plan) => ({
      ...plan,
      quote: { price: quote(planProduct(plan, country), discounts.premium, null).amount },
    })),
  };
}
