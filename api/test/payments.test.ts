import { randomUUID } from 'node:crypto';
import {
  creditsResponseSchema,
  discountCodeResponseSchema,
  ordersResponseSchema,
  paymentResponseSchema,
  transactionResponseSchema,
} from 'shared-contracts/api/payments';
import { apiErrorSchema } from 'shared-contracts/api';
import { chatStartResponseSchema, sendMessageResponseSchema } from 'shared-contracts/api/chat';
import type { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 10, environment: { RATE_LIMIT_FACTOR: '20' } });
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof confirmedMember>>;
let members = 0;
const member = () => confirmedMember(t, `Payer${(members += 1)}`);

const credits = async (client: BrowserClient, query = '') =>
  creditsResponseSchema.parse((await client.request({ method: 'GET', url: `/api/credits.php${query}` })).json());
const pay = (client: BrowserClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/payment.php', payload });
const startPayment = async (client: BrowserClient, payload: Record<string, unknown>) => {
  const response = await pay(client, payload);
  expect(response.statusCode).toBe(200);
  return paymentResponseSchema.parse(response.json());
};
const transaction = async (client: BrowserClient, id: string) =>
  transactionResponseSchema.parse(
    (await client.request({ method: 'GET', url: `/api/transaction.php?id=${id}` })).json(),
  );
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json()).error;

/** The payer's choice on the sandbox checkout page, as the browser posts it. */
const checkout = (checkoutUrl: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    payload: `outcome=${outcome}`,
  });
const webhook = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment_webhook.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    payload: `id=${id}`,
  });
const sandboxId = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop() as string;
const balance = async (m: Member) =>
  (await t.db.query<{ credits: number }>('select credits from members where id = $1', [m.memberId]))[0]?.credits;
const ledger = (m: Member) =>
  t.db.query<{ kind: string; amount: number }>(
    'select kind, amount from credit_ledger where member_id = $1 order by id',
    [m.memberId],
  );

/** The first package of the member's payment country, and what a paid order of it adds. */
async function firstPackage(m: Member) {
  const offer = await credits(m.client);
  const pack = offer.packages[0];
  if (!pack) throw new Error('no packages');
  const bonus = offer.time_bonus ? Math.floor((pack.credits * offer.time_bonus.percent + 50) / 100) : 0;
  return { offer, pack, gives: pack.credits + pack.bonus_credits + bonus };
}

describe('GET /api/credits.php', () => {
  it("answers the member's country's packages, plans and methods, with balance, time bonus and no last order", async () => {
    const m = await member();
    const offer = await credits(m.client);
    expect(offer.country).toBe('NL');
    expect(offer.currency).toBe('EUR');
    expect(offer.methods[0]).toBe('ideal');
    expect(offer.packages.length).toBeGreaterThan(1);
    expect(offer.packages.filter((pack) => pack.best_value)).toHaveLength(1);
    expect(offer.plans.map((plan) => plan.days)).toEqual([30, 90, 180]);
    for (const pack of [...offer.packages, ...offer.plans]) expect(Number.isInteger(pack.price)).toBe(true);
    expect(offer.balance).toBe(0);
    expect(offer.test_mode).toBe(true);
    // A new member is within the demo site's 48-hour time bonus.
    expect(offer.time_bonus?.percent).toBe(20);
    expect(new Date(offer.time_bonus?.ends_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(offer.last_order).toBeNull();
  });

  it('answers another payment country in its currency with the methods offered there', async () => {
    const m = await member();
    const gb = await credits(m.client, '?country=GB');
    expect(gb.currency).toBe('GBP');
    expect(gb.packages.every((pack) => pack.currency === 'GBP')).toBe(true);
    expect(gb.methods).toEqual(['creditcard', 'paypal']);
    const be = await credits(m.client, '?country=BE');
    expect(be.methods[0]).toBe('bancontact');
    const refused = await m.client.request({ method: 'GET', url: '/api/credits.php?country=XX' });
    expect(refused.statusCode).toBe(400);
    const lower = await m.client.request({ method: 'GET', url: '/api/credits.php?country=nl' });
    expect(lower.statusCode).toBe(400);
  });

  it('answers a visitor the prices without any member state', async () => {
    const { BrowserClient } = await import('./helpers/browserClient');
    const visitor = new BrowserClient(t.app);
    const offer = await credits(visitor);
    expect(offer.packages.length).toBeGreaterThan(0);
    expect(offer.balance).toBeNull();
    expect(offer.time_bonus).toBeNull();
  });
});

describe('POST /api/payment.php and the sandbox checkout', () => {
  it('a paid payment adds the credits once, with a ledger row, a receipt mail and the state on the transaction page', async () => {
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'ideal' });
    expect(started.transaction_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new URL(started.checkout_url).pathname).toMatch(/^\/_sandbox\/checkout\/sbx_/);
    expect((await transaction(m.client, started.transaction_id)).status).toBe('open');
    const page = await t.app.inject({ method: 'GET', url: new URL(started.checkout_url).pathname });
    expect(page.body).toContain('TEST MODE');

    const back = await checkout(started.checkout_url, 'paid');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:8080/transactions/${started.transaction_id}`);
    const state = await transaction(m.client, started.transaction_id);
    expect(state).toMatchObject({ status: 'paid', amount: pack.price, currency: 'EUR', balance: gives });
    expect(state.order).toMatchObject({ product: 'credits', credits: gives, method: 'ideal', credit_id: pack.id });
    expect(await ledger(m)).toEqual([{ kind: 'purchase', amount: gives }]);

    // The same report ten more times changes nothing.
    for (let i = 0; i < 10; i += 1) expect((await webhook(sandboxId(started.checkout_url))).statusCode).toBe(200);
    expect(await balance(m)).toBe(gives);

    const mail = await t.db.query<{ to_address: string; subject: string; text_body: string }>(
      `select to_address, subject, text_body from mail_messages where member_id = $1 and kind = 'receipt'`,
      [m.memberId],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to_address).toBe(m.email);
    expect(mail[0]?.text_body).toContain(started.transaction_id);
    expect(mail[0]?.text_body).toContain(`http://localhost:8080/transactions/${started.transaction_id}`);
    expect(mail[0]?.text_body).toContain('NL001234567B01');

    const user = (await m.client.request({ method: 'GET', url: '/api/user.php' })).json() as {
      user: { paid_user: boolean };
    };
    expect(user.user.paid_user).toBe(true);
    const orders = ordersResponseSchema.parse(
      (await m.client.request({ method: 'GET', url: '/api/orders.php' })).json(),
    );
    expect(orders.orders.map((order) => [order.id, order.status])).toEqual([[started.transaction_id, 'paid']]);
    expect((await credits(m.client)).last_order).toMatchObject({ credit_id: pack.id, method: 'ideal', country: 'NL' });
  });

  it('a failed payment adds nothing, and trying again starts a new payment', async () => {
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const first = await startPayment(m.client, { credit_id: pack.id, method: 'creditcard' });
    await checkout(first.checkout_url, 'failed');
    expect((await transaction(m.client, first.transaction_id)).status).toBe('failed');
    expect(await balance(m)).toBe(0);
    const second = await startPayment(m.client, { credit_id: pack.id, method: 'creditcard' });
    expect(second.transaction_id).not.toBe(first.transaction_id);
    await checkout(second.checkout_url, 'paid');
    expect(await balance(m)).toBe(gives);
  });

  it.each(['canceled', 'expired'])('a %s payment adds nothing', async (outcome) => {
    const m = await member();
    const { pack } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'paypal' });
    await checkout(started.checkout_url, outcome);
    expect((await transaction(m.client, started.transaction_id)).status).toBe(outcome);
    expect(await balance(m)).toBe(0);
    expect(await ledger(m)).toEqual([]);
  });

  it('"pending then paid" is pending first and paid a moment later', async () => {
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'banktransfer' });
    await checkout(started.checkout_url, 'pending');
    expect((await transaction(m.client, started.transaction_id)).status).toBe('pending');
    const until = Date.now() + 10_000;
    while ((await transaction(m.client, started.transaction_id)).status !== 'paid' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await balance(m)).toBe(gives);
  });

  it('a double click, or a second tab, gets the same payment', async () => {
    const m = await member();
    const { pack } = await firstPackage(m);
    const [a, b] = await Promise.all([
      startPayment(m.client, { credit_id: pack.id, method: 'ideal' }),
      startPayment(m.client, { credit_id: pack.id, method: 'ideal' }),
    ]);
    expect(a.transaction_id).toBe(b.transaction_id);
    expect(a.checkout_url).toBe(b.checkout_url);
    const other = await startPayment(m.client, { credit_id: pack.id, method: 'creditcard' });
    expect(other.transaction_id).not.toBe(a.transaction_id);
  });

  it('refuses bad input: unknown package, method not offered, tampered amounts, two products, visitors', async () => {
    const m = await member();
    const { pack } = await firstPackage(m);
    const gb = (await credits(m.client, '?country=GB')).packages[0];
    expect(errorOf(await pay(m.client, { credit_id: 999999, method: 'ideal' }))).toBe('unknown_package');
    expect(errorOf(await pay(m.client, { plan_id: 999999, method: 'ideal' }))).toBe('unknown_package');
    const notOffered = await pay(m.client, { credit_id: gb?.id, method: 'ideal' });
    expect([notOffered.statusCode, errorOf(notOffered)]).toEqual([400, 'method_not_offered']);
    expect((await pay(m.client, { credit_id: pack.id, method: 'bitcoin' })).statusCode).toBe(400);
    expect((await pay(m.client, { credit_id: pack.id, method: 'ideal', amount: 1 })).statusCode).toBe(400);
    expect((await pay(m.client, { credit_id: pack.id, method: 'ideal', price: 1 })).statusCode).toBe(400);
    expect((await pay(m.client, { credit_id: pack.id, plan_id: 1, method: 'ideal' })).statusCode).toBe(400);
    expect((await pay(m.client, { method: 'ideal' })).statusCode).toBe(400);
    expect((await pay(m.client, { credit_id: '1; drop table orders', method: 'ideal' })).statusCode).toBe(400);
    const { BrowserClient } = await import('./helpers/browserClient');
    expect((await pay(new BrowserClient(t.app), { credit_id: pack.id, method: 'ideal' })).statusCode).toBe(403);
    const other = await t.db.query<{ id: number }>(
      `insert into sites (key, hosts, settings, template) select 'other', array['other.example'], settings, template from sites where is_default returning id`,
    );
    const [foreign] = await t.db.query<{ id: number }>(
      `insert into credit_packages (site_id, country, currency, credits, price) values ($1, 'NL', 'EUR', 1000, 100) returning id`,
      [other[0]?.id ?? null],
    );
    expect(errorOf(await pay(m.client, { credit_id: foreign?.id, method: 'ideal' }))).toBe('unknown_package');
    expect(await t.db.query(`select 1 from orders where member_id = $1`, [m.memberId])).toEqual([]);
  });
});

describe('GET /api/transaction.php', () => {
  it('shows only state and amount to anyone else, and nothing for a guessed or malformed id', async () => {
    const owner = await member();
    const stranger = await member();
    const { pack } = await firstPackage(owner);
    const started = await startPayment(owner.client, { credit_id: pack.id, method: 'ideal' });
    const seen = await transaction(stranger.client, started.transaction_id);
    expect(seen).toMatchObject({ status: 'open', amount: pack.price, order: null, balance: null, premium_until: null });
    const guessed = await stranger.client.request({ method: 'GET', url: `/api/transaction.php?id=${'A'.repeat(24)}` });
    expect([guessed.statusCode, errorOf(guessed)]).toEqual([404, 'unknown_transaction']);
    const malformed = await stranger.client.request({ method: 'GET', url: '/api/transaction.php?id=1' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('webhooks', () => {
  it('a webhook for an unknown payment is answered and changes nothing', async () => {
    const response = await webhook('tr_unknown12345');
    expect(response.statusCode).toBe(200);
    expect((await webhook('not an id')).statusCode).toBe(400);
  });

  it('a paid order stays paid when a later report says expired or failed', async () => {
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'ideal' });
    await checkout(started.checkout_url, 'paid');
    for (const status of ['expired', 'failed', 'canceled']) {
      await t.db.query('update sandbox_payments set status = $2 where id = $1', [
        sandboxId(started.checkout_url),
        status,
      ]);
      await webhook(sandboxId(started.checkout_url));
    }
    expect((await transaction(m.client, started.transaction_id)).status).toBe('paid');
    expect(await balance(m)).toBe(gives);
  });

  it('a payment reported paid after it had expired still adds its credits, once', async () => {
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'ideal' });
    await checkout(started.checkout_url, 'expired');
    await t.db.query(`update sandbox_payments set status = 'paid' where id = $1`, [sandboxId(started.checkout_url)]);
    await Promise.all([webhook(sandboxId(started.checkout_url)), webhook(sandboxId(started.checkout_url))]);
    expect(await balance(m)).toBe(gives);
  });

  it('a refund takes the credits back, down to zero, once; a chargeback too', async () => {
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const refunded = await startPayment(m.client, { credit_id: pack.id, method: 'ideal' });
    await checkout(refunded.checkout_url, 'paid');
    const charged = await startPayment(m.client, { credit_id: pack.id, method: 'creditcard' });
    await checkout(charged.checkout_url, 'paid');
    expect(await balance(m)).toBe(2 * gives);
    // Three credits spent: the refund takes back what is left of its share.
    await t.db.query('update members set credits = credits - 3 where id = $1', [m.memberId]);
    await checkout(refunded.checkout_url, 'refund');
    await webhook(sandboxId(refunded.checkout_url));
    expect(await balance(m)).toBe(gives - 3);
    await checkout(charged.checkout_url, 'chargeback');
    expect(await balance(m)).toBe(0);
    const rows = await ledger(m);
    expect(rows.map((row) => row.kind)).toEqual(['purchase', 'purchase', 'refund', 'chargeback']);
    expect(rows.slice(2).map((row) => row.amount)).toEqual([-gives, -(gives - 3)]);
    expect((await transaction(m.client, refunded.transaction_id)).order?.refunded).toBe(pack.price);
  });

  it('a partial refund takes back its share of the credits, rounded down', async () => {
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'ideal' });
    await checkout(started.checkout_url, 'paid');
    const half = Math.floor(pack.price / 2);
    await t.db.query('update sandbox_payments set amount_refunded = $2 where id = $1', [
      sandboxId(started.checkout_url),
      half,
    ]);
    await webhook(sandboxId(started.checkout_url));
    await webhook(sandboxId(started.checkout_url));
    expect(await balance(m)).toBe(gives - Math.floor((gives * half) / pack.price));
  });
});

describe('discount codes', () => {
  const discount = (client: BrowserClient, query: string) =>
    client.request({ method: 'GET', url: `/api/discountcode.php?${query}` });
  const createCode = (code: string, changes: Record<string, unknown> = {}) =>
    t.ctx.discountCodes.createCampaign(1, {
      code,
      percent_off: 20,
      extra_credits: null,
      applies_to: 'all',
      ...changes,
    });

  it('a percentage code lowers the amount the server charges, and is used up once paid', async () => {
    await createCode('SPRING20');
    const m = await member();
    const { pack } = await firstPackage(m);
    const checked = discountCodeResponseSchema.parse((await discount(m.client, 'code=spring20')).json());
    expect(checked.discount).toMatchObject({ code: 'SPRING20', kind: 'percent', value: 20 });
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'ideal', discount_code: 'spring20' });
    const expected = pack.price - Math.floor((pack.price * 20 + 50) / 100);
    expect((await transaction(m.client, started.transaction_id)).amount).toBe(expected);
    const [sandbox] = await t.db.query<{ amount: number }>('select amount from sandbox_payments where id = $1', [
      sandboxId(started.checkout_url),
    ]);
    expect(sandbox?.amount).toBe(expected);
    // Not used until paid: checking it again still works.
    expect((await discount(m.client, 'code=SPRING20')).statusCode).toBe(200);
    await checkout(started.checkout_url, 'paid');
    const reused = await discount(m.client, 'code=SPRING20');
    expect([reused.statusCode, errorOf(reused)]).toEqual([409, 'discount_code_used']);
    expect(errorOf(await pay(m.client, { credit_id: pack.id, method: 'ideal', discount_code: 'SPRING20' }))).toBe(
      'discount_code_used',
    );
    // Another member may still use it.
    expect((await discount((await member()).client, 'code=SPRING20')).statusCode).toBe(200);
  });

  it("offers to repeat the last paid order at today's price without its spent code, and not once it is withdrawn", async () => {
    await createCode('REPEAT50');
    const m = await member();
    const { pack, gives } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'paypal', discount_code: 'REPEAT50' });
    await checkout(started.checkout_url, 'paid');
    expect((await transaction(m.client, started.transaction_id)).amount).toBeLessThan(pack.price);

    await t.db.query('update credit_packages set price = price + 100 where id = $1', [pack.id]);
    try {
      const repeat = (await credits(m.client)).last_order;
      expect(repeat).toEqual({
        credit_id: pack.id,
        plan_id: null,
        method: 'paypal',
        country: 'NL',
        credits: gives,
        premium_days: 0,
        price: pack.price + 100,
        currency: 'EUR',
      });
      // What the page offers is what the server then charges.
      const again = await startPayment(m.client, { credit_id: pack.id, method: 'paypal' });
      expect((await transaction(m.client, again.transaction_id)).amount).toBe(repeat?.price);

      await t.db.query('update credit_packages set active = false where id = $1', [pack.id]);
      expect((await credits(m.client)).last_order).toBeNull();
    } finally {
      await t.db.query('update credit_packages set active = true, price = $2 where id = $1', [pack.id, pack.price]);
    }
  });

  it('an extra-credits code adds credits to a package and does not apply to premium', async () => {
    await createCode('MORE5', { percent_off: null, extra_credits: 5, applies_to: 'credits' });
    const m = await member();
    const { offer, pack, gives } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'ideal', discount_code: 'MORE5' });
    expect((await transaction(m.client, started.transaction_id)).amount).toBe(pack.price);
    await checkout(started.checkout_url, 'paid');
    expect(await balance(m)).toBe(gives + 5);
    const plan = offer.plans[0];
    const m2 = await member();
    const refused = await pay(m2.client, { plan_id: plan?.id, method: 'ideal', discount_code: 'MORE5' });
    expect([refused.statusCode, errorOf(refused)]).toEqual([422, 'discount_code_not_applicable']);
  });

  it('says why a code does not work: unknown, expired, not yet valid, exhausted', async () => {
    await createCode('OLD10', { valid_until: new Date(Date.now() - 1000) });
    await createCode('SOON10', { valid_from: new Date(Date.now() + 86_400_000) });
    await createCode('ONE10', { max_redemptions: 1 });
    const m = await member();
    const cases: [string, number, string][] = [
      ['NOPE1', 404, 'discount_code_unknown'],
      ['OLD10', 410, 'discount_code_expired'],
      ['SOON10', 409, 'discount_code_not_active'],
    ];
    for (const [code, status, error] of cases) {
      const response = await discount(m.client, `code=${code}`);
      expect([code, response.statusCode, errorOf(response)]).toEqual([code, status, error]);
    }
    const { pack } = await firstPackage(m);
    const used = await startPayment(m.client, { credit_id: pack.id, method: 'ideal', discount_code: 'ONE10' });
    await checkout(used.checkout_url, 'paid');
    expect(errorOf(await discount((await member()).client, 'code=ONE10'))).toBe('discount_code_used');
    expect((await discount(m.client, 'code=<script>')).statusCode).toBe(400);
    expect((await discount(m.client, 'code=A&welcome=true')).statusCode).toBe(400);
  });

  it.each([1, 2])(
    'with max_redemptions %i, of five members paying at once exactly that many get a checkout, the rest discount_code_used',
    async (cap) => {
      const code = `CAP${cap}X90`;
      await createCode(code, { percent_off: 90, max_redemptions: cap });
      const payers = await Promise.all(Array.from({ length: 5 }, () => member()));
      const { pack } = await firstPackage(payers[0] as Member);
      const order = { credit_id: pack.id, method: 'ideal', discount_code: code };
      const answers = await Promise.all(payers.map((payer) => pay(payer.client, order)));
      const started = answers.filter((answer) => answer.statusCode === 200);
      expect(started).toHaveLength(cap);
      expect(
        answers.filter((answer) => answer.statusCode !== 200).map((answer) => [answer.statusCode, errorOf(answer)]),
      ).toEqual(Array.from({ length: 5 - cap }, () => [409, 'discount_code_used']));
      // A holder's second click gets their payment back; a refused member's check says the code is used.
      const holder = payers[answers.indexOf(started[0] as (typeof answers)[number])] as Member;
      const again = await startPayment(holder.client, order);
      expect(again.transaction_id).toBe(paymentResponseSchema.parse(started[0]?.json()).transaction_id);
      const refused = payers[answers.findIndex((answer) => answer.statusCode !== 200)] as Member;
      expect(errorOf(await discount(refused.client, `code=${code}`))).toBe('discount_code_used');
      expect((await discount(holder.client, `code=${code}`)).statusCode).toBe(200);
    },
  );

  it('a canceled or expired reservation frees its place; a payment confirmed after its place was taken is still credited', async () => {
    await createCode('LATE90', { percent_off: 90, max_redemptions: 1 });
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => member()));
    const { pack, gives } = await firstPackage(a as Member);
    const order = { credit_id: pack.id, method: 'ideal', discount_code: 'LATE90' };
    const first = await startPayment((a as Member).client, order);
    expect(errorOf(await pay((b as Member).client, order))).toBe('discount_code_used');
    await checkout(first.checkout_url, 'canceled');
    const second = await startPayment((b as Member).client, order);
    expect(errorOf(await pay((c as Member).client, order))).toBe('discount_code_used');
    // B's payment outlives its window (30 minutes for iDEAL) without being paid: its place goes to C, who pays.
    await t.db.query(`update orders set payable_until = now() - interval '1 second' where public_id = $1`, [
      second.transaction_id,
    ]);
    const third = await startPayment((c as Member).client, order);
    await checkout(third.checkout_url, 'paid');
    // Then B pays after all: B paid, so B gets the credits, once, and the code is used by two members.
    await checkout(second.checkout_url, 'paid');
    await webhook(sandboxId(second.checkout_url));
    expect((await transaction((b as Member).client, second.transaction_id)).status).toBe('paid');
    for (const payer of [b, c] as Member[]) {
      expect(await balance(payer)).toBe(gives);
      expect(await ledger(payer)).toEqual([{ kind: 'purchase', amount: gives }]);
    }
    expect(errorOf(await pay((d as Member).client, order))).toBe('discount_code_used');
    expect(await balance(a as Member)).toBe(0);
  });

  it.each(['welcome=true', 'delete=true'])(
    'answers %s only to our own pages: a request from another site makes no code',
    async (query) => {
      const m = await member();
      for (const site of ['cross-site', 'same-site']) {
        const response = await m.client.request({
          method: 'GET',
          url: `/api/discountcode.php?${query}`,
          headers: { 'sec-fetch-site': site },
        });
        expect([site, response.statusCode, errorOf(response)]).toEqual([site, 403, 'csrf']);
      }
      const made = () => t.db.query('select 1 from discount_codes where member_id = $1', [m.memberId]);
      expect(await made()).toEqual([]);
      const own = await m.client.request({
        method: 'GET',
        url: `/api/discountcode.php?${query}`,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(own.statusCode).toBe(200);
      expect(await made()).toHaveLength(1);
      // Checking a code the member typed only reads: it works from anywhere.
      const typed = await m.client.request({
        method: 'GET',
        url: `/api/discountcode.php?code=${discountCodeResponseSchema.parse(own.json()).discount.code}`,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(typed.statusCode).toBe(200);
    },
  );

  it('offers a new member a personal welcome code until the first purchase; nobody else can use it', async () => {
    const m = await member();
    const first = discountCodeResponseSchema.parse((await discount(m.client, 'welcome=true')).json()).discount;
    expect(first).toMatchObject({ kind: 'percent', value: 25 });
    expect(first.code).toMatch(/^WELCOME-/);
    expect(discountCodeResponseSchema.parse((await discount(m.client, 'welcome=true')).json()).discount.code).toBe(
      first.code,
    );
    expect(errorOf(await discount((await member()).client, `code=${first.code}`))).toBe('discount_code_unknown');
    const { pack } = await firstPackage(m);
    const started = await startPayment(m.client, { credit_id: pack.id, method: 'ideal', discount_code: first.code });
    await checkout(started.checkout_url, 'paid');
    // No code is offered any more: an answer like any other (the member pages ask on every visit), not an error.
    const none = await discount(m.client, 'welcome=true');
    expect([none.statusCode, none.json()]).toEqual([200, { discount: null }]);
  });

  it("offers a member who starts deleting the account the site's delete_discount", async () => {
    const m = await member();
    const offered = discountCodeResponseSchema.parse((await discount(m.client, 'delete=true')).json()).discount;
    expect(offered).toMatchObject({ kind: 'percent', value: 50, applies_to: 'all' });
    expect(offered.code).toMatch(/^STAY-/);
  });
});

describe('premium', () => {
  it('buying a plan makes messages free until it ends; buying again extends it', async () => {
    const m = await member();
    const other = await member();
    const plan = (await credits(m.client)).plans.find((candidate) => candidate.days === 30);
    const first = await startPayment(m.client, { plan_id: plan?.id, method: 'ideal' });
    await checkout(first.checkout_url, 'paid');
    const state = await transaction(m.client, first.transaction_id);
    const until = new Date(state.premium_until ?? 0).getTime();
    expect(until).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);
    expect(state.order?.product).toBe('premium');
    const second = await startPayment(m.client, { plan_id: plan?.id, method: 'ideal' });
    await checkout(second.checkout_url, 'paid');
    const extended = new Date((await credits(m.client)).premium_until ?? 0).getTime();
    expect(extended - until).toBeGreaterThan(29.9 * 86_400_000);

    await t.db.query(
      `update sites set settings = jsonb_set(settings, '{message_credits}', '1'::jsonb) where is_default`,
    );
    t.ctx.sites.invalidate();
    const conversation = chatStartResponseSchema.parse(
      (await m.client.request({ method: 'GET', url: `/api/chat.php?profile=${other.profileId}` })).json(),
    ).id;
    const sent = await m.client.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { conversation, client_id: randomUUID(), text: 'Free for premium members' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sendMessageResponseSchema.parse(sent.json()).credits).toBeNull();
    expect(await balance(m)).toBe(0);
  });

  it('a full refund of a plan takes its days back', async () => {
    const m = await member();
    const plan = (await credits(m.client)).plans.find((candidate) => candidate.days === 90);
    const started = await startPayment(m.client, { plan_id: plan?.id, method: 'ideal' });
    await checkout(started.checkout_url, 'paid');
    await checkout(started.checkout_url, 'refund');
    expect((await credits(m.client)).premium_until).toBeNull();
  });
});

describe('dev tools', () => {
  it('"set credits to 0" exists only with developer tools enabled', async () => {
    const m = await member();
    const response = await m.client.request({ method: 'POST', url: '/api/dev/credits.php', payload: { credits: 0 } });
    expect(response.statusCode).toBe(404);
  });
});
