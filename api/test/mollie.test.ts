import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { userResponseSchema } from 'shared-contracts/api';
import { creditsResponseSchema, paymentResponseSchema, transactionResponseSchema } from 'shared-contracts/api/payments';
import { totpCode } from '../src/auth/totp';
import { HttpBrowser } from './helpers/httpBrowser';
import { mollieEnvironment, MollieStandIn, type MolliePayment } from './helpers/mollieStandIn';
import { killAllServers, startServer } from './helpers/serverProcess';
import { writeDeployFixture } from './helpers/testApp';

const mollie = new MollieStandIn();
let root: string;
let port: number;
let browser: HttpBrowser;

beforeAll(async () => {
  const endpoint = await mollie.start();
  root = await mkdtemp(path.join(tmpdir(), 'mollie-'));
  await writeDeployFixture(path.join(root, 'deploy'));
  // A real server process, the only one told to accept the stand-in's certificate.
  const server = startServer({
    DATA_DIR: path.join(root, 'data'),
    DEPLOY_DIR: path.join(root, 'deploy'),
    ...mollieEnvironment(endpoint),
    RATE_LIMIT_FACTOR: '50',
  });
  port = await server.ready();
  browser = new HttpBrowser(port);
  await browser.call('GET', '/api/settings.php');
  expect(
    (await browser.call('POST', '/api/login.php', { email: 'demo@example.com', password: 'demo-password' })).status,
  ).toBe(200);
}, 90_000);
afterAll(async () => {
  await killAllServers();
  await mollie.stop();
  await rm(root, { recursive: true, force: true });
});

const webhook = (id: string) =>
  fetch(`http://127.0.0.1:${port}/api/payment_webhook.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${id}`,
  });
const balance = async () =>
  userResponseSchema.parse(await (await browser.call('GET', '/api/user.php')).json()).user.credits;
const transaction = async (id: string) =>
  transactionResponseSchema.parse(await (await browser.call('GET', `/api/transaction.php?id=${id}`)).json());

/** Starts a payment for the first package with a method of its own (each test's payment is new, not reused). */
let methods = 0;
async function buy() {
  const offer = creditsResponseSchema.parse(await (await browser.call('GET', '/api/credits.php')).json());
  const pack = offer.packages[methods % offer.packages.length];
  const method = offer.methods[Math.floor(methods / offer.packages.length) % offer.methods.length];
  methods += 1;
  if (!pack || !method) throw new Error('no package');
  const response = await browser.call('POST', '/api/payment.php', { credit_id: pack.id, method });
  const started = paymentResponseSchema.parse(await response.json());
  const payment = [...mollie.payments.values()].find(
    (candidate) => (candidate.metadata as { order_id: string }).order_id === started.transaction_id,
  ) as MolliePayment;
  return { pack, method, started, payment, gives: pack.credits + pack.bonus_credits, offer, before: await balance() };
}

describe('the Mollie provider, against a stand-in of its API', () => {
  it('creates the payment with the amount as a decimal string, the method, our URLs, metadata and an idempotency key', async () => {
    const { started, payment, pack, offer, method } = await buy();
    expect(offer.test_mode).toBe(true);
    expect(started.checkout_url).toBe(payment._links.checkout?.href);
    expect(payment.amount).toEqual({ currency: 'EUR', value: (pack.price / 100).toFixed(2) });
    expect(payment).toMatchObject({
      method,
      metadata: { order_id: started.transaction_id },
      redirectUrl: `https://dates.example/transactions/${started.transaction_id}`,
    });
    const create = mollie.requests.find((request) => request.method === 'POST');
    expect(create?.body).toMatchObject({ webhookUrl: 'https://dates.example/api/payment_webhook.php' });
    expect(create?.headers['idempotency-key']).toBe(started.transaction_id);
  });

  it('applies the state fetched from Mollie, never the webhook body, exactly once', async () => {
    const { started, payment, gives, before } = await buy();
    await webhook(payment.id);
    expect(await balance()).toBe(before);
    mollie.set(payment.id, { status: 'paid' });
    for (let i = 0; i < 5; i += 1) expect((await webhook(payment.id)).status).toBe(200);
    expect(await balance()).toBe(before + gives);
    expect((await transaction(started.transaction_id)).status).toBe('paid');
  });

  it('the transaction page asks Mollie itself when no webhook came', async () => {
    const { started, payment, gives, before } = await buy();
    mollie.set(payment.id, { status: 'paid' });
    expect((await transaction(started.transaction_id)).status).toBe('paid');
    expect(await balance()).toBe(before + gives);
  });

  it('takes the credits back on a refund and a chargeback Mollie reports on the payment', async () => {
    const { payment, gives, pack, before } = await buy();
    mollie.set(payment.id, { status: 'paid' });
    await webhook(payment.id);
    const half = Math.floor(pack.price / 2);
    mollie.set(payment.id, { amountRefunded: { value: (half / 100).toFixed(2), currency: 'EUR' } });
    await webhook(payment.id);
    expect(await balance()).toBe(before + gives - Math.floor((gives * half) / pack.price));
    mollie.set(payment.id, { amountChargedBack: { value: ((pack.price - half) / 100).toFixed(2), currency: 'EUR' } });
    await webhook(payment.id);
    await webhook(payment.id);
    expect(await balance()).toBe(before);
  });

  it('answers 503 while Mollie cannot be asked, so Mollie posts again; an unknown id gets 200', async () => {
    const { payment, gives, before } = await buy();
    mollie.set(payment.id, { status: 'paid' });
    // The client retries a failed call itself; fail more often than it tries.
    mollie.failNext = 10;
    expect((await webhook(payment.id)).status).toBe(503);
    mollie.failNext = 0;
    expect((await webhook(payment.id)).status).toBe(200);
    expect(await balance()).toBe(before + gives);
    expect((await webhook('tr_doesnotexist')).status).toBe(200);
  });

  it('a payment Mollie refuses to create answers 502 and charges nothing', async () => {
    const offer = creditsResponseSchema.parse(await (await browser.call('GET', '/api/credits.php')).json());
    mollie.failNext = 10;
    const response = await browser.call('POST', '/api/payment.php', {
      credit_id: offer.packages[0]?.id,
      method: 'paypal',
    });
    mollie.failNext = 0;
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([
      502,
      'payment_provider_error',
    ]);
  });
});

describe("an operator's refund through Mollie", () => {
  /** An admin of the console, made as `npm run operator -- create` makes one, signed in with a code. */
  async function adminBrowser(): Promise<HttpBrowser> {
    const token = (await readFile(path.join(root, 'data', 'operator-token'), 'utf8')).trim();
    const email = `refunds.${Date.now()}@operators.example`;
    const password = 'operator pass phrase';
    const created = await fetch(`http://127.0.0.1:${port}/api/admin/cli_operator.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'admin', password }),
    });
    const { totp_secret: secret } = (await created.json()) as { totp_secret: string };
    const operator = new HttpBrowser(port);
    await operator.call('GET', '/api/settings.php');
    const signedIn = await operator.call('POST', '/api/admin/session.php', { email, password, code: totpCode(secret) });
    expect(signedIn.status).toBe(200);
    return operator;
  }

  it('asks Mollie for the refund once, with an idempotency key, and takes the credits share back', async () => {
    const operator = await adminBrowser();
    const { payment, started, gives, pack, before } = await buy();
    mollie.set(payment.id, { status: 'paid' });
    await webhook(payment.id);
    const memberId = userResponseSchema.parse(await (await browser.call('GET', '/api/user.php')).json()).user.id;
    const form = {
      member: memberId,
      order: started.transaction_id,
      amount: pack.price,
      reason: 'Refund on request',
      request_id: randomUUID(),
    };
    // Mollie unreachable: nothing changes, and the same form works once Mollie answers again.
    mollie.failNext = 10;
    const failed = await operator.call('POST', '/api/admin/member_refund.php', form);
    mollie.failNext = 0;
    expect([failed.status, ((await failed.json()) as { error: string }).error]).toEqual([502, 'refund_provider_error']);
    expect(await balance()).toBe(before + gives);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await operator.call('POST', '/api/admin/member_refund.php', form)).status).toBe(200);
    const made = mollie.refunds.filter((refund) => refund.paymentId === payment.id);
    expect(made.map((refund) => refund.amount)).toEqual([{ currency: 'EUR', value: (pack.price / 100).toFixed(2) }]);
    const asked = mollie.requests.filter((request) => request.url === `/v2/payments/${payment.id}/refunds`);
    expect(new Set(asked.map((request) => request.headers['idempotency-key'])).size).toBe(1);
    expect(await balance()).toBe(before);
    // More than is left: Mollie is never asked.
    const tooMuch = await operator.call('POST', '/api/admin/member_refund.php', { ...form, request_id: randomUUID() });
    expect(tooMuch.status).toBe(409);
  });
});
