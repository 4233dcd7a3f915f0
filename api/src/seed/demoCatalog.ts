import type { Queryable } from '../db/database';
import { demoOffers } from '../payments/offers';
import type { StoredSettings } from '../repositories/sites';

/** Package sizes: credits, extra credits, price per message as a multiple of the country's message price. */
const PACKAGES = [
  { credits: 10, bonus: 0, factor: 1.5, best: false },
  { credits: 25, bonus: 0, factor: 1.3, best: false },
  { credits: 50, bonus: 5, factor: 1.15, best: false },
  { credits: 100, bonus: 10, factor: 1, best: true },
];
/** Premium plans: days, price as a multiple of the country's message price. */
const PLANS = [
  { days: 30, factor: 15, best: false },
  { days: 90, factor: 35, best: true },
  { days: 180, factor: 60, best: false },
];

/** A shop price just under a round amount (2985 → 2999), in minor units. */
const shopPrice = (minor: number) => Math.max(99, Math.round(minor / 100) * 100 - 1);

/**
 * The demo site's prices per payment country, derived from its minimum_message_costs (the price of one message),
 * and its offers (welcome code, time bonus). Real sites get theirs from the operator (docs/payments.md).
 */
export async function seedDemoCatalog(tx: Queryable, siteId: number, settings: StoredSettings): Promise<void> {
  for (const [country, { costs, currency }] of Object.entries(settings.minimum_message_costs)) {
    const messagePrice = Math.round(costs * 100);
    for (const [position, pack] of PACKAGES.entries())
      await tx.query(
        `insert into credit_packages (site_id, country, currency, credits, bonus_credits, price, best_value, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          siteId,
          country,
          currency,
          pack.credits,
          pack.bonus,
          shopPrice(pack.credits * messagePrice * pack.factor),
          pack.best,
          position,
        ],
      );
    for (const [position, plan] of PLANS.entries())
      await tx.query(
        `insert into premium_plans (site_id, country, currency, days, price, best_value, position)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [siteId, country, currency, plan.days, shopPrice(messagePrice * plan.factor), plan.best, position],
      );
  }
  await tx.query('update sites set offers = $2 where id = $1', [siteId, JSON.stringify(demoOffers)]);
}
