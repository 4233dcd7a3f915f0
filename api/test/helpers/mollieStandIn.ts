import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TLS = path.join(import.meta.dirname, '..', 'fixtures', 'tls');
export const MOLLIE_TEST_KEY = `test_${'x'.repeat(30)}`;

export interface MolliePayment {
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
 * A local stand-in for Mollie's REST API (v2), over HTTPS as the client requires: create and get payments, create
 * refunds, with refunds and chargebacks as amounts on the payment. It records what it was sent and honours Idempotency-Key.
 */
export class MollieStandIn {
  readonly payments = new Map<string, MolliePayment>();
  readonly requests: { method: string; url: string; headers: Record<string, unknown>; body: unknown }[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  readonly refunds: { id: string; paymentId: string; amount: { value: string; currency: string } }[] = [];
  private readonly refundsByIdempotencyKey = new Map<string, unknown>();
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
          if (request.headers.authorization !== `Bearer ${MOLLIE_TEST_KEY}`)
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
          const refundOf = /^\/v2\/payments\/(\w+)\/refunds$/.exec(request.url ?? '');
          if (request.method === 'POST' && refundOf) return send(...this.refund(refundOf[1] as string, request, body));
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

  /** Mollie's refunds: of a paid payment, at most what is left, once per Idempotency-Key; counted in amountRefunded. */
  private refund(
    paymentId: string,
    request: { headers: Record<string, unknown> },
    body: Record<string, unknown> | null,
  ): [number, unknown] {
    const key = request.headers['idempotency-key'] as string | undefined;
    const known = key && this.refundsByIdempotencyKey.get(key);
    if (known) return [201, known];
    const payment = this.payments.get(paymentId);
    if (!payment) return [404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' }];
    const amount = body?.amount as { value: string; currency: string };
    const cents = (value: { value: string } | undefined) => Math.round(Number(value?.value ?? '0') * 100);
    const left = cents(payment.amount) - cents(payment.amountRefunded) - cents(payment.amountChargedBack);
    if (payment.status !== 'paid' || cents(amount) > left)
      return [
        422,
        {
          status: 422,
          title: 'Unprocessable Entity',
          detail: 'The amount is higher than the amount remaining',
          field: 'amount',
        },
      ];
    payment.amountRefunded = {
      value: ((cents(payment.amountRefunded) + cents(amount)) / 100).toFixed(2),
      currency: amount.currency,
    };
    const id = `re_${randomBytes(5).toString('hex')}`;
    const refund = {
      resource: 'refund',
      id,
      mode: 'test',
      amount,
      status: 'pending',
      description: body?.description,
      paymentId,
      createdAt: new Date().toISOString(),
      _links: {
        self: { href: `https://api.mollie.test/v2/payments/${paymentId}/refunds/${id}`, type: 'application/hal+json' },
      },
    };
    this.refunds.push(refund);
    if (key) this.refundsByIdempotencyKey.set(key, refund);
    return [201, refund];
  }

  set(id: string, changes: Partial<MolliePayment>): void {
    Object.assign(this.payments.get(id) as MolliePayment, changes);
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

/**
 * What a server process needs to take its payments to the stand-in at `endpoint`. The Mollie client trusts only its
 * own bundle of public CAs, so only that process is told to accept the stand-in's self-signed certificate. Mail links
 * and Mollie's webhook need an address Mollie could reach (the stand-in never posts webhooks).
 */
export const mollieEnvironment = (endpoint: string) => ({
  MOLLIE_API_KEY: MOLLIE_TEST_KEY,
  MOLLIE_API_ENDPOINT: endpoint,
  NODE_TLS_REJECT_UNAUTHORIZED: '0',
  PUBLIC_ORIGIN: 'https://dates.example',
});
