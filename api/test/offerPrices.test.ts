import { settingsResponseSchema } from 'shared-contracts/api';
import {
  creditsResponseSchema,
  minorUnits,
  paymentResponseSchema,
  transactionResponseSchema,
} from 'shared-contracts/api/payments';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

// The prices a member is shown (docs/payments.md "What a message costs", "Offers and discount codes"): the "from"
// price of a message in the settings is the best one on /credits, and each offer's quote is what payment.php charges.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 10, environment: { RATE_LIMIT_FACTOR: '20' } });
});
afterAll(async () => {
  await t.close();
});

let members = 0;
const member = () => confirmedMember(t, `Shopper${(members += 1)}`);

const credits = async (client: BrowserClient, query = '') => {
  const response = await client.request({ method: 'GET', url: `/api/credits.php${query}` });
  expect(response.statusCode).toBe(200);
  return creditsResponseSchema.parse(response.json());
};
const messageCosts = async (client: BrowserClient) =>
  settingsResponseSchema.parse((await client.request({ method: 'GET', url: '/api/settings.php' })).json()).settings
    .minimum_message_costs;
/** The settings' price of a message in `country`, in minor units, as the chat reads it. */
const fromPrice = async (client: BrowserClient, country: string) => {
  const cost = (await messageCosts(client))[country];
  return cost && { minor: minorUnits(String(cost.costs), cost.currency), currency: cost.currency };
};
const lowestOnCredits = async (client: BrowserClient, country: string) => {
  const offer = await credits(client, `?country=${country}`);
  return { minor: Math.min(...offer.packages.map((pack) => pack.price_per_message)), currency: offer.currency };
};

describe('the price of one message', () => {
  it("is, for every payment country, the lowest price per message of that country's packages on /credits", async () => {
    const visitor = new BrowserClient(t.app);
    const { countries } = await credits(visitor);
    expect(Object.keys(await messageCosts(visitor))).toEqual(countries);
    for (const country of countries)
      expect([country, await fromPrice(visitor, country)]).toEqual([country, await lowestOnCredits(visitor, country)]);
    // The demo's 100 + 10 credits for €198.99 in the Netherlands: €1.81 a message, not the €1.99 the seed started from.
    expect(await fromPrice(visitor, 'NL')).toEqual({ minor: 181, currency: 'EUR' });
  });

  it('follows the catalog an operator changes: a cheaper package, a country that no longer sells packages', async () => {
    const visitor = new BrowserClient(t.app);
    await t.db.query(
      `insert into credit_packages (site_id, country, currency, credits, bonus_credits, price, best_value, position)
       values (1, 'BE', 'EUR', 200, 50, 29900, false, 9)`,
    );
    await t.db.query(`update credit_packages set active = false where site_id = 1 and country = 'GB'`);
    t.ctx.sites.invalidate();
    try {
      // 299.00 € for 250 credits: €1.20 a message (119.6 cents, rounded half up).
      expect(await fromPrice(visitor, 'BE')).toEqual({ minor: 120, currency: 'EUR' });
      expect(await fromPrice(visitor, 'BE')).toEqual(await lowestOnCredits(visitor, 'BE'));
      expect(await fromPrice(visitor, 'GB')).toBeUndefined();
    } finally {
      await t.db.query(`delete from credit_packages where site_id = 1 and country = 'BE' and credits = 200`);
      await t.db.query(`update credit_packages set active = true where site_id = 1 and country = 'GB'`);
      t.ctx.sites.invalidate();
    }
  });
});

describe('the quotes on the offers', () => {
  const createCode = (code: string, changes: Record<string, unknown>) =>
    t.ctx.discountCodes.createCampaign(1, {
      code,
      percent_off: null,
      extra_credits: null,
      applies_to: 'all',
      ...changes,
    });
  /** Starts paying for `product` with `code` and answers what the order charges and adds. */
  const charged = async (client: BrowserClient, product: Record<string, number>, code: string | null) => {
    const response = await client.request({
      method: 'POST',
      url: '/api/payment.php',
      payload: { ...product, method: 'ideal', ...(code ? { discount_code: code } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const { transaction_id } = paymentResponseSchema.parse(response.json());
    const state = transactionResponseSchema.parse(
      (await client.request({ method: 'GET', url: `/api/transaction.php?id=${transaction_id}` })).json(),
    );
    return { price: state.amount, credits: state.order?.credits };
  };

  it('are what payment.php charges and adds, with a percentage code and the time bonus priced in', async () => {
    await createCode('QUOTE15', { percent_off: 15 });
    const m = await member();
    const offer = await credits(m.client, '?discount_code=quote15');
    expect(offer.discount).toEqual({ code: 'QUOTE15', credits: null, premium: null });
    // A new member is within the demo's 20 % time bonus.
    expect(offer.time_bonus?.percent).toBe(20);
    for (const pack of offer.packages) {
      expect(pack.quote.price).toBeLessThan(pack.price);
      expect(pack.quote.time_bonus_credits).toBeGreaterThan(0);
      expect(pack.quote.credits).toBe(pack.credits + pack.bonus_credits + pack.quote.time_bonus_credits);
      expect(await charged(m.client, { credit_id: pack.id }, 'QUOTE15')).toEqual({
        price: pack.quote.price,
        credits: pack.quote.credits,
      });
    }
    for (const plan of offer.plans) {
      expect(plan.quote.price).toBeLessThan(plan.price);
      expect((await charged(m.client, { plan_id: plan.id }, 'QUOTE15')).price).toBe(plan.quote.price);
    }
  });

  it('add the extra credits of a code for packages only, and say it does not apply to premium', async () => {
    await createCode('QUOTE-MORE', { extra_credits: 7, applies_to: 'credits' });
    const m = await member();
    const offer = await credits(m.client, '?discount_code=QUOTE-MORE');
    expect(offer.discount).toEqual({ code: 'QUOTE-MORE', credits: null, premium: 'discount_code_not_applicable' });
    const [pack] = offer.packages;
    if (!pack) throw new Error('no packages');
    expect(pack.quote.price).toBe(pack.price);
    expect(pack.quote.credits).toBe(pack.credits + pack.bonus_credits + pack.quote.time_bonus_credits + 7);
    expect(await charged(m.client, { credit_id: pack.id }, 'QUOTE-MORE')).toEqual({
      price: pack.quote.price,
      credits: pack.quote.credits,
    });
    const [plan] = offer.plans;
    expect(plan?.quote.price).toBe(plan?.price);
  });

  it('without a code, or with one that does not work, are the list price and the time bonus', async () => {
    await createCode('QUOTE-OLD', { percent_off: 30, valid_until: new Date(Date.now() - 1000) });
    const m = await member();
    const plain = await credits(m.client);
    expect(plain.discount).toBeNull();
    const expired = await credits(m.client, '?discount_code=QUOTE-OLD');
    expect(expired.discount).toEqual({
      code: 'QUOTE-OLD',
      credits: 'discount_code_expired',
      premium: 'discount_code_expired',
    });
    expect(expired.packages.map((pack) => pack.quote)).toEqual(plain.packages.map((pack) => pack.quote));
    const [pack] = plain.packages;
    if (!pack) throw new Error('no packages');
    expect(pack.quote.price).toBe(pack.price);
    expect(await charged(m.client, { credit_id: pack.id }, null)).toEqual({
      price: pack.quote.price,
      credits: pack.quote.credits,
    });
    expect((await credits(m.client, '?discount_code=NO-SUCH-CODE')).discount?.credits).toBe('discount_code_unknown');
  });

  it('are the list prices for a visitor, who learns nothing about a code', async () => {
    const visitor = new BrowserClient(t.app);
    const offer = await credits(visitor, '?discount_code=QUOTE15');
    expect(offer.discount).toBeNull();
    for (const pack of offer.packages)
      expect(pack.quote).toEqual({
        price: pack.price,
        credits: pack.credits + pack.bonus_credits,
        time_bonus_credits: 0,
        price_per_message: pack.price_per_message,
      });
    for (const plan of offer.plans) expect(plan.quote.price).toBe(plan.price);
  });

  it('checks codes no faster than discountcode.php does: trying codes through /credits is limited too', async () => {
    const limited = await createTestApp({ profiles: 0 });
    try {
      const m = await confirmedMember(limited, 'Guesser');
      const tries = await Promise.all(
        Array.from({ length: 21 }, (_, index) =>
          m.client.request({ method: 'GET', url: `/api/credits.php?discount_code=GUESS-${index}` }),
        ),
      );
      expect(tries.map((answer) => answer.statusCode).filter((status) => status === 429)).toHaveLength(1);
      // Loading the page without a code is never limited by it.
      expect((await m.client.request({ method: 'GET', url: '/api/credits.php' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
