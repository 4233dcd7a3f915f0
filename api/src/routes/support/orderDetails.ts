import type { Order } from '../../repositories/orders';

/** What an order bought and how: its owner's view (docs/product.md §2 /transactions). */
export const orderDetails = (order: Order) => ({
  product: order.premium_days > 0 ? ('premium' as const) : ('credits' as const),
  credits: order.credits,
  premium_days: order.premium_days,
  method: order.method,
  country: order.country,
  discount_code: order.discount_code,
  list_price: order.list_price,
  refunded: order.refunded_amount + order.charged_back_amount,
  created_at: order.created_at.toISOString(),
  paid_at: order.paid_at?.toISOString() ?? null,
  credit_id: order.package_id,
  plan_id: order.plan_id,
});
