import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatMoney, paymentWebhookBodySchema } from 'shared-contracts/api/payments';
import { z } from 'zod/mini';
import { escapeHtml } from '../../mail/mailText';
import { HttpError } from '../../lib/httpErrors';
import { acceptFormBodies } from '../../plugins/formBodies';
import {
  SANDBOX_CHECKOUT_PATH,
  sandboxOutcomes,
  type SandboxOutcome,
  type SandboxPayment,
} from '../../payments/sandboxProvider';

/** "Pending then paid" turns paid after this long, like a bank that confirms a little later. */
export const PENDING_THEN_PAID_MS = 3_000;
const REVERSALS = ['refund', 'chargeback'] as const;
/** The page's id is the payment id the sandbox posts to the webhook: anything else (a NUL byte) names no payment. */
const checkoutParamsSchema = z.strictObject({ id: paymentWebhookBodySchema.shape.id });
/** The buttons' form post; the outcome is checked against the choices the page offered. */
const checkoutBodySchema = z.optional(z.object({ outcome: z.optional(z.string()) }));

const BUTTONS: [SandboxOutcome, string, string][] = [
  ['paid', 'Paid', '#2e7d32'],
  ['failed', 'Failed', '#c62828'],
  ['canceled', 'Canceled', '#616161'],
  ['expired', 'Expired', '#6d4c41'],
  ['pending', 'Pending, then paid', '#1565c0'],
];

function page(payment: SandboxPayment): string {
  const amount = formatMoney(payment.amount, payment.currency, 'en');
  const settled = payment.status !== 'open';
  const action = `${SANDBOX_CHECKOUT_PATH}/${payment.id}`;
  const button = (value: string, label: string, color: string) =>
    `<button name="outcome" value="${value}" style="background:${color}">${escapeHtml(label)}</button>`;
  const choices = settled
    ? `<p>This payment is <strong>${escapeHtml(payment.status)}</strong>.</p>${
        payment.status === 'paid'
          ? `<form method="post" action="${action}">${button('refund', 'Refund in full', '#6a1b9a')}${button('chargeback', 'Chargeback', '#4e342e')}</form>`
          : ''
      }<p><a href="${escapeHtml(payment.redirectUrl)}">Back to the site</a></p>`
    : `<form method="post" action="${action}">${BUTTONS.map(([value, label, color]) => button(value, label, color)).join('')}</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · ${escapeHtml(amount)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#222;background:#f5f5f5}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
.test{background:#ffecb3;color:#5d4037;padding:.75rem 1rem;border-radius:8px;font-weight:600}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
form{display:grid;gap:.5rem;margin-top:1rem}button{border:0;border-radius:8px;color:#fff;font-size:1rem;padding:.8rem;cursor:pointer}a{color:#ad1457}</style>
</head><body><main>
<p class="test" role="note">TEST MODE: sandbox checkout, no money is charged.</p>
<h1 style="font-size:1.25rem">${escapeHtml(payment.description)}</h1>
<p class="amount">${escapeHtml(amount)}</p><p>Method: ${escapeHtml(payment.method)} · ${escapeHtml(payment.id)}</p>
${choices}
</main></body></html>`;
}

/**
 * The sandbox provider's hosted checkout (docs/payments.md "Sandbox"): the payer picks what happens; the sandbox then
 * posts `id=` to the payment's webhook URL as Mollie does (here into this same server) and sends the payer back.
 * A paid payment can be refunded or charged back, as from Mollie's dashboard.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const sandbox = app.ctx.sandbox;
  if (!sandbox) return;

  /** The webhook call, through the whole server as a request from outside would go. */
  const postWebhook = async (payment: SandboxPayment) => {
    if (!payment.webhookUrl) return;
    const url = new URL(payment.webhookUrl);
    const response = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: payment.id }).toString(),
      remoteAddress: '127.0.0.1',
    });
    if (response.statusCode !== 200) app.log.warn({ status: response.statusCode }, 'sandbox webhook was refused');
  };

  acceptFormBodies(app);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    { schema: { hide: true, params: checkoutParamsSchema } },
    async (request, reply) => {
      const payment = await sandbox.details(request.params.id);
      if (!payment) throw new HttpError(404, 'not_found', 'No such sandbox payment');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(payment));
    },
  );

  api.post(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    {
      schema: { hide: true, params: checkoutParamsSchema, body: checkoutBodySchema },
      // The provider's own page posts this form, which cannot carry our token; a cross-site post is still refused.
      config: { csrf: 'noToken' },
    },
    async (request, reply) => {
      const outcome = request.body?.outcome ?? '';
      const id = request.params.id;
      if ((REVERSALS as readonly string[]).includes(outcome)) {
        const reversed = await sandbox.reverse(id, outcome as (typeof REVERSALS)[number]);
        if (!reversed) throw new HttpError(404, 'not_found', 'No such sandbox payment');
        await postWebhook(reversed);
        return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${id}`, 303);
      }
      if (!(sandboxOutcomes as readonly string[]).includes(outcome))
        throw new HttpError(400, 'invalid_request', 'Unknown outcome');
      const payment = await sandbox.settle(id, outcome as SandboxOutcome);
      if (!payment) throw new HttpError(404, 'not_found', 'No such sandbox payment');
      await postWebhook(payment);
      if (outcome === 'pending')
        setTimeout(() => {
          void sandbox
            .settle(id, 'paid')
            .then((paid) => paid && postWebhook(paid))
            .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox could not settle a pending payment'));
        }, PENDING_THEN_PAID_MS).unref();
      return reply.redirect(payment.redirectUrl, 303);
    },
  );
}
