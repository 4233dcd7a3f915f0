import type { PublicSettings } from 'shared-contracts/api';
import { decimalAmount, lowestPricePerMessage } from 'shared-contracts/api/payments';

/**
 * settings.minimum_message_costs as the site publishes it: per payment country (in `countries`' order) the lowest
 * price of a message over its active packages, the /credits cards' best `price_per_message`, so the chat's "from"
 * price and /pricing say what /credits says. `costs` is in the currency's major unit, as the settings have always
 * carried it (exact: converted from the integer minor units as a decimal string). Countries without packages, and every
 * country while messages are free, are left out.
 */
export function publishedMessageCosts(
  packages: readonly { country: string; currency: string; price: number; credits: number; bonus_credits: number }[],
  countries: readonly string[],
  messageCredits: number,
): PublicSettings['minimum_message_costs'] {
  const costs: PublicSettings['minimum_message_costs'] = {};
  for (const country of countries) {
    const sold = packages.filter((pack) => pack.country === country);
    const lowest = lowestPricePerMessage(sold, messageCredits);
    const currency = sold[0]?.currency;
    if (lowest !== null && currency) costs[country] = { costs: Number(decimalAmount(lowest, currency)), currency };
  }
  return costs;
}
