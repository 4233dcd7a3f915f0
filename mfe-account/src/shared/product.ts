import type { TFunction } from 'i18next';

export interface ProductInfo {
  product: 'credits' | 'premium';
  credits: number;
  premiumDays: number;
}

/** What an order or offer buys, in words: "100 credits" or "Premium for 30 days". */
export function productText(t: TFunction<'account'>, { product, credits, premiumDays }: ProductInfo): string {
  return product === 'premium'
    ? t('shared.product.premium', { count: premiumDays })
    : t('shared.product.credits', { count: credits });
}

/**
 * The route parameter of a checkout: a package's id ("12") or a plan's ("premium-3"), as /credits/:creditId takes it.
 */
export function checkoutParam(product: { credit_id?: number | null; plan_id?: number | null }): string | null {
  if (product.plan_id != null) return `premium-${product.plan_id}`;
  if (product.credit_id != null) return String(product.credit_id);
  return null;
}
