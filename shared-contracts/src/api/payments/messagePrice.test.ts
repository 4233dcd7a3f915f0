import { describe, expect, test } from '@jest/globals';
import {
  listPricePerMessage,
  lowestPricePerMessage,
  messageCreditsOf,
  paymentCountry,
  pricePerMessage,
} from './messagePrice';

describe('the price of one message (docs/payments.md "What a message costs")', () => {
  test("is the price of a message's credits, in whole minor units, rounded half up", () => {
    // The demo's 100 + 10 credits for €198.99: 180.9 cents a credit.
    expect(pricePerMessage({ price: 19899, credits: 110 }, 1)).toBe(181);
    expect(pricePerMessage({ price: 5, credits: 2 }, 1)).toBe(3);
    expect(pricePerMessage({ price: 7, credits: 2 }, 1)).toBe(4);
    expect(pricePerMessage({ price: 1001, credits: 1000 }, 1)).toBe(1);
    expect(pricePerMessage({ price: 2999, credits: 10 }, 3)).toBe(900);
    // Integers throughout: a price at the database's limit loses nothing.
    expect(pricePerMessage({ price: 2_147_483_647, credits: 2 }, 1)).toBe(1_073_741_824);
  });

  test('is 0 when messages cost no credits, or nothing is bought', () => {
    expect(pricePerMessage({ price: 2999, credits: 10 }, 0)).toBe(0);
    expect(pricePerMessage({ price: 2999, credits: 0 }, 1)).toBe(0);
  });

  test("counts a package's bonus credits at its list price", () => {
    expect(listPricePerMessage({ price: 9999, credits: 50, bonus_credits: 5 }, 1)).toBe(182);
  });

  test('the "from" price is the lowest over the packages; none without packages or while messages are free', () => {
    const packages = [
      { price: 2999, credits: 10, bonus_credits: 0 },
      { price: 19899, credits: 100, bonus_credits: 10 },
      { price: 6499, credits: 25, bonus_credits: 0 },
    ];
    expect(lowestPricePerMessage(packages, 1)).toBe(181);
    expect(lowestPricePerMessage([], 1)).toBeNull();
    expect(lowestPricePerMessage(packages, 0)).toBeNull();
  });

  test('credits per message are a whole number, never below 0', () => {
    expect(messageCreditsOf({ message_credits: 2.7 })).toBe(2);
    expect(messageCreditsOf({ message_credits: -1 })).toBe(0);
  });
});

describe('the payment country', () => {
  test('is the first preferred country the site sells in, else the first it sells in', () => {
    expect(paymentCountry(['XX', 'BE', 'NL'], ['NL', 'BE'])).toBe('BE');
    expect(paymentCountry([undefined, '', null, 'DE'], ['NL', 'BE'])).toBe('NL');
    expect(paymentCountry(['NL'], [])).toBeUndefined();
  });
});
