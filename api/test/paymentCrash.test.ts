// A server killed with SIGKILL in the middle of a burst of payments whose webhooks never come, restarted on the same
// data: the reconciliation sweep asks Mollie (a local stand-in of its API) about every unsettled order, so each payment
// Mollie reports paid is credited exactly once (balance and credit_ledger), the expired ones end expired and the open
// ones stay open, without a single webhook. On the embedded PGlite of a DATA_DIR; with DATABASE_URL set, on a new
// database of that PostgreSQL server.
import { userResponseSchema } from 'shared-contracts/api';
import {
  creditsResponseSchema,
  ordersResponseSchema,
  paymentResponseSchema,
  type OrderSummary,
} from 'shared-contracts/api/payments';
import { openDatabase } from '../src/db/database';
import { DEMO2_EMAIL, DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo';
import { HttpBrowser } from './helpers/httpBrowser';
import { mollieEnvironment, MollieStandIn } from './helpers/mollieStandIn';
import { killAllServers, serverData, startServer } from './helpers/serverProcess';

const IN_FLIGHT = 6;
/** The kill comes once this many payments were answered, with others on their way. */
const KILL_AFTER = 18;
/** What the payer does at Mollie with the n-th answered payment (n modulo 3); Mollie's webhooks never arrive. */
const OUTCOMES = ['paid', 'open', 'expired'] as const;

const mollie = new MollieStandIn();
let environment: Record<string, string>;
let removeData: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const data = await serverData('payment-crash-');
  environment = { ...data.environment, ...mollieEnvironment(await mollie.start()), RATE_LIMIT_FACTOR: '50' };
  removeData = data.remove;
});
afterAll(async () => {
  await killAllServers();
  await mollie.stop();
  await removeData();
});

async function login(port: number, email: string): Promise<HttpBrowser> {
  const browser = new HttpBrowser(port);
  await browser.call('GET', '/api/settings.php');
  expect((await browser.call('POST', '/api/login.php', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return browser;
}

const credits = async (browser: HttpBrowser) =>
  userResponseSchema.parse(await (await browser.call('GET', '/api/user.php')).json()).user.credits;
const orders = async (browser: HttpBrowser) =>
  ordersResponseSchema.parse(await (await browser.call('GET', '/api/orders.php')).json()).orders;

interface Answered {
  browser: HttpBrowser;
  transactionId: string;
  paymentId: string;
  outcome: (typeof OUTCOMES)[number];
}

it('credits every payment Mollie reports paid exactly once after a kill, with no webhook', async () => {
  const first = startServer(environment);
  const firstPort = await first.ready();
  const payers = [await login(firstPort, DEMO_EMAIL), await login(firstPort, DEMO2_EMAIL)];
  const before = await Promise.all(payers.map(credits));
  // Every package with every method, for both members: each a payment of its own (none reuses another).
  const wanted = (
    await Promise.all(
      payers.map(async (browser) => {
        const offer = creditsResponseSchema.parse(await (await browser.call('GET', '/api/credits.php')).json());
        return offer.packages.flatMap((pack) => offer.methods.map((method) => ({ browser, pack, method })));
      }),
    )
  ).flat();

  const answered: Answered[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < wanted.length && !killed) {
      const { browser, pack, method } = wanted[next++] as (typeof wanted)[number];
      let transactionId: string | null = null;
      try {
        const response = await browser.call('POST', '/api/payment.php', { credit_id: pack.id, method });
        if (response.ok) transactionId = paymentResponseSchema.parse(await response.json()).transaction_id;
      } catch {
        // The connection died with the server: the payer never saw a checkout, so cannot have paid.
      }
      if (transactionId) {
        const payment = [...mollie.payments.values()].find(
          (candidate) => (candidate.metadata as { order_id: string }).order_id === transactionId,
        );
        const outcome = OUTCOMES[answered.length % OUTCOMES.length] as Answered['outcome'];
        // The payer goes to Mollie's checkout at once; Mollie's webhook is lost.
        if (payment) mollie.set(payment.id, { status: outcome });
        answered.push({ browser, transactionId, paymentId: payment?.id ?? '', outcome });
      }
      if (answered.length >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  expect(await first.exited()).toBe('SIGKILL');
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(answered.length).toBeLessThan(wanted.length);
  expect(answered.every((payment) => payment.paymentId)).toBe(true);
  // Nothing was credited before the kill: no webhook came, and the first process's sweep waits 5 minutes.
  const gets = () => mollie.requests.filter((request) => request.method === 'GET');
  expect(gets()).toEqual([]);

  // Restarted on the same data, with a sweep that asks about orders older than a second, every second.
  const second = startServer({
    ...environment,
    PAYMENT_SWEEP_MIN_AGE_SECONDS: '1',
    PAYMENT_SWEEP_INTERVAL_SECONDS: '1',
  });
  const secondPort = await second.ready();
  for (const browser of payers) browser.port = secondPort;
  const statusOf = async () => {
    const listed = new Map<string, OrderSummary>();
    for (const browser of payers) for (const order of await orders(browser)) listed.set(order.id, order);
    return listed;
  };
  const asked = (paymentId: string) => gets().some((request) => request.url.endsWith(`/payments/${paymentId}`));
  const settled = (listed: Map<string, OrderSummary>) =>
    answered.every(
      (payment) => listed.get(payment.transactionId)?.status === payment.outcome && asked(payment.paymentId),
    );
  const deadline = Date.now() + 60_000;
  let listed = await statusOf();
  while (!settled(listed) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    listed = await statusOf();
  }
  expect(answered.map((payment) => [payment.transactionId, listed.get(payment.transactionId)?.status])).toEqual(
    answered.map((payment) => [payment.transactionId, payment.outcome]),
  );
  expect(answered.filter((payment) => !asked(payment.paymentId))).toEqual([]);

  // Mollie's late webhooks, and the payers' transaction pages, change nothing more.
  for (const payment of answered) {
    const late = await fetch(`http://127.0.0.1:${secondPort}/api/payment_webhook.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${payment.paymentId}`,
    });
    expect(late.status).toBe(200);
    expect((await payment.browser.call('GET', `/api/transaction.php?id=${payment.transactionId}`)).status).toBe(200);
  }
  const paidCredits = (browser: HttpBrowser) =>
    answered
      .filter((payment) => payment.browser === browser && payment.outcome === 'paid')
      .reduce((sum, payment) => sum + (listed.get(payment.transactionId)?.credits ?? Number.NaN), 0);
  const expected = payers.map((browser, index) => (before[index] as number) + paidCredits(browser));
  expect(await Promise.all(payers.map(credits))).toEqual(expected);

  // Stopping ends the sweep cleanly; then the database itself: one purchase row per paid order, none for the others.
  second.child.kill('SIGTERM');
  expect(await second.exited()).toBe(0);
  const db = await openDatabase({ databaseUrl: environment.DATABASE_URL, dataDir: environment.DATA_DIR as string });
  try {
    const rows = await db.query<{ public_id: string; status: string; credits: number; purchases: number[] }>(
      `select o.public_id, o.status, o.credits,
              coalesce(array_agg(l.amount) filter (where l.id is not null), '{}') as purchases
         from orders o left join credit_ledger l on l.order_id = o.id and l.kind = 'purchase'
        where o.public_id = any($1::text[])
        group by o.id`,
      [answered.map((payment) => payment.transactionId)],
    );
    expect(rows).toHaveLength(answered.length);
    for (const row of rows)
      expect([row.public_id, row.status, row.purchases]).toEqual([
        row.public_id,
        answered.find((payment) => payment.transactionId === row.public_id)?.outcome,
        row.status === 'paid' ? [row.credits] : [],
      ]);
    const balances = await db.query<{ email: string; credits: number; ledger: number }>(
      `select m.email, m.credits, (select coalesce(sum(amount), 0)::int from credit_ledger l where l.member_id = m.id) as ledger
         from members m where m.email = any($1::text[])`,
      [[DEMO_EMAIL, DEMO2_EMAIL]],
    );
    expect(Object.fromEntries(balances.map((row) => [row.email, [row.credits, row.ledger]]))).toEqual({
      [DEMO_EMAIL]: [expected[0], expected[0]],
      [DEMO2_EMAIL]: [expected[1], expected[1]],
    });
  } finally {
    await db.close();
  }
}, 150_000);
