// What one message costs in money (docs/payments.md "What a message costs"): one rule for the /credits cards, the
// "from" price the settings publish (the chat's price line, /pricing) and the server that computes both.

/** Credits one message costs: settings.message_credits as a whole number, 0 (messages are free) at the least. */
export function messageCreditsOf(settings: { message_credits: number }): number {
  return Math.max(0, Math.trunc(settings.message_credits));
}

/**
 * What one message costs when bought with a package, in minor units: `price` × `messageCredits` ÷ `credits` (all the
 * credits the purchase adds), rounded half up, in integers only. 0 when messages cost no credits.
 */
export function pricePerMessage(purchase: { price: number; credits: number }, messageCredits: number): number {
  if (messageCredits <= 0 || purchase.credits <= 0) return 0;
  const paid = purchase.price * messageCredits;
  return Math.floor((2 * paid + purchase.credits) / (2 * purchase.credits));
}

type ListedPackage = { price: number; credits: number; bonus_credits: number };

/** pricePerMessage of a package at its list price, with its own and its bonus credits. */
export function listPricePerMessage(pack: ListedPackage, messageCredits: number): number {
  return pricePerMessage({ price: pack.price, credits: pack.credits + pack.bonus_credits }, messageCredits);
}

/**
 * The "from" price of a message in a payment country: the lowest listPricePerMessage over its active packages; null
 * when it sells none or messages are free.
 */
export function lowestPricePerMessage(packages: readonly ListedPackage[], messageCredits: number): number | null {
  if (messageCredits <= 0 || packages.length === 0) return null;
  return Math.min(...packages.map((pack) => listPricePerMessage(pack, messageCredits)));
}

/**
 * A member's payment country: the first of `preferred` (a chosen country, the member's own, the geo-IP one) that the
 * site sells in, else the first it sells in.
 */
export function paymentCountry(
  preferred: readonly (string | null | undefined)[],
  selling: readonly string[],
): string | undefined {
  return preferred.find((country) => country && selling.includes(country)) ?? selling[0];
}
