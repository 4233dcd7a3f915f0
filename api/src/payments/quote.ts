import type { Product } from '../repositories/catalog';

export interface AppliedDiscount {
  percentOff: number | null;
  extraCredits: number | null;
}

export interface Quote {
  listPrice: number;
  discountAmount: number;
  /** What is charged: list price minus discount, at least one minor unit. */
  amount: number;
  /** Credits a paid order adds: the package's, its bonus, the time bonus and a code's extra credits. */
  credits: number;
  premiumDays: number;
}

/** `percent` % of `value`, rounded half up, in integers only. */
export const percentOf = (value: number, percent: number) => Math.floor((value * percent + 50) / 100);

/**
 * The price and what it buys, computed on the server from the product, a valid discount and the time bonus: the
 * client never sends an amount. Integer minor units throughout.
 */
export function quote(product: Product, discount: AppliedDiscount | null, timeBonusPercent: number | null): Quote {
  const discountAmount = discount?.percentOff ? percentOf(product.price, discount.percentOff) : 0;
  const amount = Math.max(1, product.price - discountAmount);
  if (product.kind === 'premium')
    return {
      listPrice: product.price,
      discountAmount: product.price - amount,
      amount,
      credits: 0,
      premiumDays: product.days,
    };
  const base = product.credits + product.bonusCredits;
  return {
    listPrice: product.price,
    discountAmount: product.price - amount,
    amount,
    credits:
      base + (timeBonusPercent ? percentOf(product.credits, timeBonusPercent) : 0) + (discount?.extraCredits ?? 0),
    premiumDays: 0,
  };
}
