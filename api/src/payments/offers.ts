import { z } from 'zod';

/**
 * What a site offers its members beyond its prices (sites.offers, set by the operator; docs/payments.md):
 * - `welcome`: a personal code, `percent_off` off the first purchase, valid `hours` after signup, for members who
 *   have not paid before;
 * - `time_bonus`: `percent` extra credits on a credit package bought within `hours` after signup (with a countdown);
 * - `delete_code_days`: how long the code offered to a member who starts deleting the account stays valid (its
 *   percentage is settings.delete_discount).
 */
export const siteOffersSchema = z.object({
  welcome: z
    .object({ percent_off: z.number().int().min(1).max(90), hours: z.number().int().positive() })
    .nullable()
    .default(null),
  time_bonus: z
    .object({ percent: z.number().int().min(1).max(500), hours: z.number().int().positive() })
    .nullable()
    .default(null),
  delete_code_days: z.number().int().positive().default(14),
});
export type SiteOffers = z.infer<typeof siteOffersSchema>;

/** The demo site's offers. */
export const demoOffers: SiteOffers = {
  welcome: { percent_off: 25, hours: 72 },
  time_bonus: { percent: 20, hours: 48 },
  delete_code_days: 14,
};

const HOUR_MS = 3_600_000;

/** When the member's time bonus ends; null when the site has none or it has ended. */
export function timeBonusOf(offers: SiteOffers, signupDate: Date, now = new Date()) {
  if (!offers.time_bonus) return null;
  const endsAt = new Date(signupDate.getTime() + offers.time_bonus.hours * HOUR_MS);
  return endsAt > now ? { percent: offers.time_bonus.percent, endsAt } : null;
}
