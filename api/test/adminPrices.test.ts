import { settingsResponseSchema } from 'shared-contracts/api';
import { codeUpdateOf, newCodeOf, type AdminCode, type AdminPackage, type AdminPlan } from 'shared-contracts/api/admin';
import {
  creditsResponseSchema,
  discountCodeResponseSchema,
  minorUnits,
  paymentResponseSchema,
  transactionResponseSchema,
} from 'shared-contracts/api/payments';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

// Prices and offers in the console (docs/payments.md "Prices", "Offers and discount codes").

let t: TestApp;
let admin: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 4, environment: { RATE_LIMIT_FACTOR: '20' } });
  ({ client: admin } = await signedInOperator(t, 'admin'));
});
afterAll(async () => t.close());

let members = 0;
const member = () => confirmedMember(t, `Buyer${(members += 1)}`);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, client = admin) =>
  client.request({ method, url, ...(payload === undefined ? {} : { payload }) });
const prices = async () => {
  const response = await call('GET', '/api/admin/prices.php?site=1');
  expect(response.statusCode).toBe(200);
  return response.json() as {
    countries: { country: string; currency: string | null }[];
    packages: AdminPackage[];
    plans: AdminPlan[];
  };
};
const creditsOf = async (client: BrowserClient, country = 'NL') =>
  creditsResponseSchema.parse(
    (await client.request({ method: 'GET', url: `/api/credits.php?country=${country}` })).json(),
  );
const messageCost = async (country: string) => {
  const settings = settingsResponseSchema.parse(
    (await new BrowserClient(t.app).request({ method: 'GET', url: '/api/settings.php' })).json(),
  ).settings;
  const cost = settings.minimum_message_costs[country];
  return cost && minorUnits(String(cost.costs), cost.currency);
};
const packageForm = (pack: AdminPackage) => ({
  id: pack.id,
  credits: pack.credits,
  bonus_credits: pack.bonus_credits,
  price: pack.price,
  best_value: pack.best_value,
  position: pack.position,
  active: pack.active,
});
const auditActions = async (objectType: string, objectId: number) =>
  (
    await t.db.query<{ action: string }>(
      'select action from audit_log where object_type = $1 and object_id = $2 order by id',
      [objectType, String(objectId)],
    )
  ).map((row) => row.action);
const sandboxPay = (checkoutUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    payload: 'outcome=paid',
  });

describe('packages and plans', () => {
  it("lists a site's packages and plans per country with their currency; analysts and moderators may not", async () => {
    const { countries, packages, plans } = await prices();
    expect(countries[0]).toEqual({ country: 'NL', currency: 'EUR' });
    expect(countries).toContainEqual({ country: 'GB', currency: 'GBP' });
    expect(packages.filter((pack) => pack.country === 'NL').map((pack) => pack.credits)).toEqual([10, 25, 50, 100]);
    expect(plans.filter((plan) => plan.country === 'NL').map((plan) => plan.days)).toEqual([30, 90, 180]);
    for (const role of ['analyst', 'moderator'] as const) {
      const { client } = await signedInOperator(t, role);
      expect((await call('GET', '/api/admin/prices.php?site=1', undefined, client)).statusCode).toBe(403);
      const nl = packages.find((pack) => pack.country === 'NL') as AdminPackage;
      const write = await call('PUT', '/api/admin/packages.php', { ...packageForm(nl), price: 1 }, client);
      expect([write.statusCode, write.json().error]).toEqual([403, 'operator_forbidden']);
    }
  });

  it('changes a price: members see it on /credits and in the price of a message at once; an order keeps the price it was started at', async () => {
    const m = await member();
    const best = (await prices()).packages.find(
      (pack) => pack.country === 'NL' && pack.credits === 100,
    ) as AdminPackage;
    // 100 + 10 credits for €198.99: €1.81 a message.
    expect(await messageCost('NL')).toBe(181);
    const started = paymentResponseSchema.parse(
      (await call('POST', '/api/payment.php', { credit_id: best.id, method: 'ideal' }, m.client)).json(),
    );

    const changed = await call('PUT', '/api/admin/packages.php', { ...packageForm(best), price: 14999 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().package).toMatchObject({ id: best.id, price: 14999, in_use: true });
    expect((await creditsOf(m.client)).packages.find((pack) => pack.id === best.id)?.price).toBe(14999);
    // €149.99 for 110 credits: €1.36 a message, published without waiting for the settings' cache.
    expect(await messageCost('NL')).toBe(136);

    const [order] = await t.db.query<{ list_price: number; amount: number; credits: number }>(
      'select list_price, amount, credits from orders where public_id = $1',
      [started.transaction_id],
    );
    expect(order).toMatchObject({ list_price: 19899, amount: 19899 });
    // Paid after the change, it is credited what it was bought for.
    expect((await sandboxPay(started.checkout_url)).statusCode).toBe(303);
    const paid = transactionResponseSchema.parse(
      (await call('GET', `/api/transaction.php?id=${started.transaction_id}`, undefined, m.client)).json(),
    );
    expect(paid).toMatchObject({ status: 'paid', amount: 19899, balance: order?.credits });

    const entries = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `select action, before, after from audit_log where object_type = 'credit_package' and object_id = $1`,
      [String(best.id)],
    );
    expect(entries).toEqual([{ action: 'credit_package.updated', before: { price: 19899 }, after: { price: 14999 } }]);
    expect((await call('PUT', '/api/admin/packages.php', packageForm(best))).statusCode).toBe(200);
    expect(await messageCost('NL')).toBe(181);
  });

  it('answers bad input with 400 and the fields, and changes nothing', async () => {
    const before = await prices();
    const nl = before.packages.find((pack) => pack.country === 'NL') as AdminPackage;
    const wrongs: [string, string, object, Record<string, string>][] = [
      ['PUT', '/api/admin/packages.php', { ...packageForm(nl), price: 0 }, { price: 'invalid_price' }],
      ['PUT', '/api/admin/packages.php', { ...packageForm(nl), price: 12.5 }, { price: 'invalid_price' }],
      ['PUT', '/api/admin/packages.php', { ...packageForm(nl), credits: -5 }, { credits: 'invalid_number' }],
      ['PUT', '/api/admin/packages.php', { ...packageForm(nl), country: 'BE' }, { country: 'unknown_key' }],
      [
        'POST',
        '/api/admin/packages.php',
        {
          site_id: 1,
          country: 'NL',
          currency: 'EURO',
          credits: 5,
          bonus_credits: 0,
          price: 500,
          best_value: false,
          position: 9,
        },
        { currency: 'not_allowed' },
      ],
      [
        'POST',
        '/api/admin/packages.php',
        {
          site_id: 1,
          country: 'nl',
          currency: 'EUR',
          credits: 5,
          bonus_credits: 0,
          price: 500,
          best_value: false,
          position: 9,
        },
        { country: 'not_allowed' },
      ],
      [
        'POST',
        '/api/admin/plans.php',
        { site_id: 1, country: 'NL', currency: 'EUR', days: 0, price: 500, best_value: false, position: 9 },
        { days: 'invalid_number' },
      ],
    ];
    for (const [method, url, payload, fields] of wrongs) {
      const response = await call(method as 'PUT', url, payload);
      expect([url, response.statusCode, response.json().fields]).toEqual([url, 400, fields]);
    }
    // A country's prices are in one currency.
    const mismatch = await call('POST', '/api/admin/packages.php', {
      site_id: 1,
      country: 'NL',
      currency: 'USD',
      credits: 5,
      bonus_credits: 0,
      price: 500,
      best_value: false,
      position: 9,
    });
    expect([mismatch.statusCode, mismatch.json().fields]).toEqual([409, { currency: 'currency_mismatch' }]);
    expect(await prices()).toEqual(before);
  });

  it('adds a package and a plan to a new country; deletes what no order names, retires what one does', async () => {
    const m = await member();
    const add = await call('POST', '/api/admin/packages.php', {
      site_id: 1,
      country: 'CH',
      currency: 'CHF',
      credits: 20,
      bonus_credits: 2,
      price: 3990,
      best_value: true,
      position: 0,
    });
    expect(add.statusCode).toBe(200);
    const pack = add.json().package as AdminPackage;
    const plan = (
      await call('POST', '/api/admin/plans.php', {
        site_id: 1,
        country: 'CH',
        currency: 'CHF',
        days: 30,
        price: 2990,
        best_value: false,
        position: 0,
      })
    ).json().plan as AdminPlan;
    expect((await prices()).countries).toContainEqual({ country: 'CH', currency: 'CHF' });
    const offer = await creditsOf(m.client, 'CH');
    expect([offer.currency, offer.packages.map((one) => one.id), offer.plans.map((one) => one.id)]).toEqual([
      'CHF',
      [pack.id],
      [plan.id],
    ]);
    // 39.90 for 22 credits: 1.81 a message (181.4 cents, rounded).
    expect(await messageCost('CH')).toBe(181);

    await call('POST', '/api/payment.php', { credit_id: pack.id, method: 'creditcard' }, m.client);
    const retired = await call('DELETE', '/api/admin/packages.php', { id: pack.id });
    expect(retired.json()).toEqual({ outcome: 'retired' });
    expect((await prices()).packages.find((one) => one.id === pack.id)).toMatchObject({ active: false, in_use: true });
    expect((await creditsOf(m.client, 'CH')).packages).toEqual([]);
    expect(await messageCost('CH')).toBeUndefined();
    const deleted = await call('DELETE', '/api/admin/plans.php', { id: plan.id });
    expect(deleted.json()).toEqual({ outcome: 'deleted' });
    expect((await prices()).plans.find((one) => one.id === plan.id)).toBeUndefined();
    expect(await auditActions('credit_package', pack.id)).toEqual(['credit_package.created', 'credit_package.retired']);
    expect(await auditActions('premium_plan', plan.id)).toEqual(['premium_plan.created', 'premium_plan.deleted']);
    const gone = await call('DELETE', '/api/admin/plans.php', { id: plan.id });
    expect([gone.statusCode, gone.json().error]).toEqual([404, 'no_plan']);
  });
});

describe('campaign codes', () => {
  const createCode = (changes: Record<string, unknown>) =>
    call('POST', '/api/admin/codes.php', { ...newCodeOf(1), code: `SPRING${Date.now() % 100000}`, ...changes });
  const check = async (client: BrowserClient, code: string) => {
    const response = await client.request({ method: 'GET', url: `/api/discountcode.php?code=${code}` });
    return response.statusCode === 200 ? discountCodeResponseSchema.parse(response.json()) : response.json().error;
  };
  it('makes a code members can use, capped at the members who hold it; lists what it is used for', async () => {
    const response = await createCode({ code: 'once-only', max_redemptions: 1 });
    expect(response.statusCode).toBe(200);
    const code = response.json().code as AdminCode;
    expect(code).toMatchObject({ code: 'ONCE-ONLY', percent_off: 10, holders: 0, redeemed: 0, disabled: false });
    const [first, second] = [await member(), await member()];
    expect(await check(first.client, 'ONCE-ONLY')).toMatchObject({
      discount: { code: 'ONCE-ONLY', kind: 'percent', value: 10 },
    });
    const pack = (await creditsOf(first.client)).packages[0];
    const started = await call(
      'POST',
      '/api/payment.php',
      { credit_id: pack?.id, method: 'ideal', discount_code: 'ONCE-ONLY' },
      first.client,
    );
    expect(started.statusCode).toBe(200);
    // The first member's order holds the one place.
    expect(await check(second.client, 'ONCE-ONLY')).toBe('discount_code_used');
    const listed = (await call('GET', '/api/admin/codes.php?site=1')).json().codes as AdminCode[];
    expect(listed.find((one) => one.id === code.id)).toMatchObject({ holders: 1, redeemed: 0 });
    await sandboxPay(paymentResponseSchema.parse(started.json()).checkout_url);
    expect((await call('GET', '/api/admin/codes.php?site=1')).json().codes[0]).toMatchObject({
      holders: 1,
      redeemed: 1,
    });

    // Raising the cap lets the second member in.
    const raised = await call('PUT', '/api/admin/codes.php', { ...codeUpdateOf(code), max_redemptions: 2 });
    expect(raised.statusCode).toBe(200);
    expect(await check(second.client, 'ONCE-ONLY')).toMatchObject({ discount: { code: 'ONCE-ONLY' } });
    expect(await auditActions('discount_code', code.id)).toEqual(['discount_code.created', 'discount_code.updated']);

    const twice = await createCode({ code: 'ONCE-ONLY' });
    expect([twice.statusCode, twice.json().fields]).toEqual([409, { code: 'code_exists' }]);
  });

  it('keeps to its validity window, and a disabled code has expired for members', async () => {
    const m = await member();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const future = (await createCode({ code: 'LATER-ON', valid_from: later })).json().code as AdminCode;
    expect(await check(m.client, 'LATER-ON')).toBe('discount_code_not_active');
    const now = (
      await createCode({ code: 'NOW-ON', extra_credits: 5, percent_off: null, applies_to: 'credits' })
    ).json().code as AdminCode;
    expect(await check(m.client, 'NOW-ON')).toMatchObject({ discount: { kind: 'credits', value: 5 } });
    const ended = await call('PUT', '/api/admin/codes.php', {
      ...codeUpdateOf(now),
      valid_from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      valid_until: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(ended.statusCode).toBe(200);
    expect(await check(m.client, 'NOW-ON')).toBe('discount_code_expired');
    const disabled = await call('PUT', '/api/admin/codes.php', {
      ...codeUpdateOf(future),
      valid_from: future.valid_from,
      disabled: true,
    });
    expect(disabled.json().code).toMatchObject({ disabled: true });
    expect(await check(m.client, 'LATER-ON')).toBe('discount_code_expired');
    expect(await auditActions('discount_code', future.id)).toEqual(['discount_code.created', 'discount_code.disabled']);
  });

  it('refuses terms that do not hold together, at the field to change', async () => {
    const wrongs: [Record<string, unknown>, Record<string, string>][] = [
      [{ percent_off: 10, extra_credits: 5 }, { percent_off: 'percent_or_credits' }],
      [{ percent_off: null, extra_credits: null }, { percent_off: 'percent_or_credits' }],
      [{ percent_off: 95 }, { percent_off: 'invalid_number' }],
      [{ percent_off: null, extra_credits: 5, applies_to: 'premium' }, { applies_to: 'credits_not_for_premium' }],
      [{ valid_until: new Date(Date.now() - 60_000).toISOString() }, { valid_until: 'ends_before_start' }],
      [{ valid_until: 'tomorrow' }, { valid_until: 'invalid_date' }],
      [{ code: 'no spaces' }, { code: 'invalid_code' }],
      [{ max_redemptions: 0 }, { max_redemptions: 'invalid_number' }],
    ];
    const before = (await call('GET', '/api/admin/codes.php?site=1')).json();
    for (const [changes, fields] of wrongs) {
      const response = await createCode(changes);
      expect([changes, response.statusCode, response.json().fields]).toEqual([changes, 400, fields]);
    }
    expect((await call('GET', '/api/admin/codes.php?site=1')).json()).toEqual(before);
  });
});

describe('offers', () => {
  it('changes the welcome code, time bonus and deletion offer: new members get the new terms at once', async () => {
    const current = (await call('GET', '/api/admin/offers.php?site=1')).json().offers;
    expect(current).toEqual({
      welcome: { percent_off: 25, hours: 72 },
      time_bonus: { percent: 20, hours: 48 },
      delete_code_days: 14,
      delete_discount: 50,
    });
    const changed = await call('PUT', '/api/admin/offers.php', {
      site_id: 1,
      welcome: { percent_off: 30, hours: 24 },
      time_bonus: null,
      delete_code_days: 7,
      delete_discount: 40,
    });
    expect(changed.statusCode).toBe(200);
    const m = await member();
    const welcome = await m.client.request({ method: 'GET', url: '/api/discountcode.php?welcome=true' });
    expect(discountCodeResponseSchema.parse(welcome.json()).discount).toMatchObject({ kind: 'percent', value: 30 });
    expect((await creditsOf(m.client)).time_bonus).toBeNull();
    const settings = settingsResponseSchema.parse(
      (await new BrowserClient(t.app).request({ method: 'GET', url: '/api/settings.php' })).json(),
    ).settings;
    expect(settings.delete_discount).toBe(40);
    const [entry] = await t.db.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where action = 'site.offers_changed'`,
    );
    expect(entry).toEqual({
      before: {
        welcome: { percent_off: 25, hours: 72 },
        time_bonus: { percent: 20, hours: 48 },
        delete_code_days: 14,
        delete_discount: 50,
      },
      after: { welcome: { percent_off: 30, hours: 24 }, time_bonus: null, delete_code_days: 7, delete_discount: 40 },
    });
    const bad = await call('PUT', '/api/admin/offers.php', {
      ...current,
      site_id: 1,
      welcome: { percent_off: 0, hours: 1 },
    });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { 'welcome.percent_off': 'invalid_number' }]);
    expect((await call('PUT', '/api/admin/offers.php', { site_id: 1, ...current })).statusCode).toBe(200);
  });
});
