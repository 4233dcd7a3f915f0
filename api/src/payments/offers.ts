import type { SiteOffers } from 'shared-contracts/api/admin';

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
