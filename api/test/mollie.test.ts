import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { userResponseSchema } from 'shared-contracts/api';
import { creditsResponseSchema, paymentResponseSchema, transactionResponseSchema } from 'shared-contracts/api/payments';
import { HttpBrowser } from './helpers/httpBrowser';
import { killAllServers, startServer } from './helpers/serverProcess';
import { writeDeployFixture } from './helpers/testApp';

const TLS = path.join(import.meta.dirname, 'fixtures', 'tls');
const API_KEY = `test_${'x'.repeat(30)}`;

interface MolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: string;
  amount: { value: string; currency: string };
  amountRefunded?: { value: string; currency: string };
  amountChargedBack?: { value: string; currency: string };
  description: string;
  method: string;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl?: string;
  locale?: string;
  createdAt: string;
  _links: { self: { href: string; type: string }; checkout?: { href: string; type: string } };
}

/**
 * A local stand-in for Mollie's REST API (v2), over HTTPS as the client requires: create and get payments, with
 * refunds and chargebacks as amounts on the payment. It records what it was sent and honours Idempotency-Key.
 */
class MollieStandIn {
  readonly payments = new Map<string, MolliePayment>();
  readonly requests: { method: string; url: string; headers: Record<string, unknown>; body: unknown }[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  failNext = 0;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer(
      { key: readFileSync(path.join(TLS, 'standin.key')), cert: readFileSync(path.join(TLS, 'standin.crt')) },
      (request, response) => {
        let raw = '';
        request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        request.on('end', () => {
          const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
          this.requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
          const send = (status: number, payload: unknown) => {
            response.writeHead(status, { 'content-type': 'application/hal+json' });
            response.end(JSON.stringify(payload));
          };
          if (request.headers.authorization !== `Bearer ${API_KEY}`)
            return send(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' });
          if (this.failNext > 0) {
            this.failNext -= 1;
            return send(503, { status: 503, title: 'Service Unavailable', detail: 'Try again' });
          }
          if (request.method === 'POST' && request.url === '/v2/payments') {
            const key = request.headers['idempotency-key'] as string | undefined;
            const known = key && this.byIdempotencyKey.get(key);
            if (known) return send(201, this.payments.get(known));
            const id = `tr_${randomBytes(5).toString('hex')}`;
            const payment: MolliePayment = {
              resource: 'payment',
              id,
              mode: 'test',
              status: 'open',
              ...(body as Pick<MolliePayment, 'amount' | 'description' | 'method' | 'metadata' | 'redirectUrl'>),
              createdAt: new Date().toISOString(),
              _links: {
                self: { href: `https://api.mollie.test/v2/payments/${id}`, type: 'application/hal+json' },
                checkout: { href: `https://www.mollie.test/checkout/select-method/${id}`, type: 'text/html' },
              },
            };
            this.payments.set(id, payment);
            if (key) this.byIdempotencyKey.set(key, id);
            return send(201, payment);
          }
          const match = /^\/v2\/payments\/(\w+)/.exec(request.url ?? '');
          if (request.method === 'GET' && match) {
            const payment = this.payments.get(match[1] as string);
            return payment
              ? send(200, payment)
              : send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
          }
          return send(404, { status: 404, title: 'Not Found', detail: 'Unknown call' });
        });
      },
    );
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}/v2/`;
  }

  set(id: string, changes: Partial<MolliePayment>): void {
    Object.assign(this.payments.get(id) as MolliePayment, changes);
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const mollie = new MollieStandIn();
let root: string;
let port: number;
let browser: HttpBrowser;

beforeAll(async () => {
  const endpoint = await mollie.start();
  root = await mkdtemp(path.join(tmpdir(), 'mollie-'));
  await writeDeployFixture(path.join(root, 'deploy'));
  // A real server process: the Mollie client trusts only its own bundle of public CAs, so only this process is told
  // to accept the stand-in's self-signed certificate.
  const server = startServer({
    DATA_DIR: path.join(root, 'data'),
    DEPLOY_DIR: path.join(root, 'deploy'),
    MOLLIE_API_KEY: API_KEY,
    MOLLIE_API_ENDPOINT: endpoint,
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
    // Mail links and Mollie's webhook need an address Mollie can reach.
    PUBLIC_ORIGIN: 'https://dates.example',
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
