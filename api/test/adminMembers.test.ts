import { randomUUID } from 'node:crypto';
import { myDataSchema } from 'shared-contracts/api/account';
import { apiErrorSchema } from 'shared-contracts/api';
import {
  memberDetailsEndpoint,
  memberLedgerEndpoint,
  memberOrdersEndpoint,
  memberSearchEndpoint,
  MEMBERS_COUNT_CAP,
  MEMBERS_PAGE_SIZE,
  memberRefundEndpoint,
} from 'shared-contracts/api/admin';
import { creditsResponseSchema, paymentResponseSchema } from 'shared-contracts/api/payments';
import type { z } from 'zod/mini';
import type { BrowserClient } from './helpers/browserClient';
import { confirmedMember, signUpMember } from './helpers/members';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: BrowserClient;
let moderator: BrowserClient;
let analyst: BrowserClient;
beforeAll(async () => {
  // More members than a page, on two sites.
  t = await createTestApp({ profiles: 160, secondSite: true, environment: { RATE_LIMIT_FACTOR: '20' } });
  admin = (await signedInOperator(t, 'admin')).client;
  moderator = (await signedInOperator(t, 'moderator')).client;
  analyst = (await signedInOperator(t, 'analyst')).client;
}, 60_000);
afterAll(async () => t.close());

type SearchAnswer = z.output<typeof memberSearchEndpoint.response>;
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

async function search(query: Record<string, string>, client = moderator): Promise<SearchAnswer> {
  const response = await client.request({ method: 'GET', url: `/api/admin/members.php?${new URLSearchParams(query)}` });
  expect([response.statusCode, response.body]).toEqual([200, response.body]);
  return memberSearchEndpoint.response.parse(response.json());
}

/** Every page of a search, following the cursors. */
async function allPages(query: Record<string, string>) {
  const rows: SearchAnswer['members'] = [];
  let after: string | null = null;
  do {
    const page: SearchAnswer = await search({ ...query, ...(after ? { after } : {}) });
    rows.push(...page.members);
    after = page.next;
  } while (after);
  return rows;
}

const details = async (id: number, client = moderator) => {
  const response = await client.request({ method: 'GET', url: `/api/admin/member.php?id=${id}` });
  expect(response.statusCode).toBe(200);
  return memberDetailsEndpoint.response.parse(response.json());
};
const post = (client: BrowserClient, url: string, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url, payload });
const balance = async (memberId: number) =>
  (await t.db.query<{ credits: number }>('select credits from members where id = $1', [memberId]))[0]?.credits;
const auditOf = (action: string, objectId: string | number) =>
  t.db.query<{ operator_id: number; before: unknown; after: unknown; reason: string; site_id: number }>(
    'select operator_id, before, after, reason, site_id from audit_log where action = $1 and object_id = $2 order by id',
    [action, String(objectId)],
  );

describe('finding members', () => {
  it('lists the newest signups first, a page at a time, with a count that never reads the whole table', async () => {
    const first = await search({});
    expect(first).toMatchObject({ sort: 'signup', dir: 'desc' });
    expect(first.members).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(first.total?.kind).toBe('exact');
    const signups = first.members.map((member) => member.signup_date);
    expect(signups).toEqual([...signups].sort().reverse());
    const everyone = await allPages({});
    expect(everyone).toHaveLength(first.total?.count ?? 0);
    expect(new Set(everyone.map((member) => member.id)).size).toBe(everyone.length);
    // Both sites' members, with their site's name.
    expect(new Set(everyone.map((member) => member.site_name)).size).toBe(2);
    // A later page carries no count: the first one's stands.
    expect((await search({ after: first.next as string })).total).toBeNull();
  });

  it('finds by e-mail prefix or exact address, by name prefix in any case, and by id', async () => {
    const lukasz = await confirmedMember(t, 'Łukasz');
    const lukasz2 = await confirmedMember(t, 'łucja');
    const byPrefix = await search({ q: lukasz.email.slice(0, 8).toUpperCase(), by: 'email' });
    expect(byPrefix.members.map((member) => member.id)).toContain(lukasz.memberId);
    expect(byPrefix).toMatchObject({ sort: 'email', dir: 'asc' });
    for (const member of byPrefix.members) expect(member.email.startsWith(lukasz.email.slice(0, 8))).toBe(true);

    const exact = await search({ q: lukasz.email, by: 'email', exact: '1' });
    expect(exact.members.map((member) => member.id)).toEqual([lukasz.memberId]);
    expect(exact.total).toEqual({ count: 1, kind: 'exact' });
    const notExact = await search({ q: lukasz.email.slice(0, -1), by: 'email', exact: '1' });
    expect(notExact.members).toEqual([]);

    // Case-insensitively, beyond ASCII: "ŁU" finds Łukasz and łucja.
    const byName = await search({ q: 'ŁU', by: 'name' });
    expect(byName.members.map((member) => member.id).sort()).toEqual([lukasz.memberId, lukasz2.memberId].sort());
    expect(byName.members.map((member) => member.name)).toEqual(['łucja', 'Łukasz']);

    const byId = await search({ q: String(lukasz2.memberId), by: 'id' });
    expect(byId.members).toMatchObject([{ id: lukasz2.memberId, name: 'łucja', status: 'active' }]);
  });

  it('keeps to one site when asked', async () => {
    const [second] = await t.db.query<{ id: number }>(`select id from sites where key = 'nightlane'`);
    const siteId = second?.id ?? 0;
    const rows = await allPages({ site: String(siteId) });
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => row.site_id === siteId)).toBe(true);
    const [count] = await t.db.query<{ n: number }>('select count(*)::int as n from members where site_id = $1', [
      siteId,
    ]);
    expect(rows).toHaveLength(count?.n ?? -1);
  });

  it('sorts by name or e-mail both ways, each a keyset over its own order', async () => {
    for (const [sort, key] of [
      ['name', (row: SearchAnswer['members'][number]) => row.name.toLowerCase()],
      ['email', (row: SearchAnswer['members'][number]) => row.email.toLowerCase()],
    ] as const) {
      const ascending = await allPages({ sort });
      const descending = await allPages({ sort, dir: 'desc' });
      expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
      const keys = ascending.map(key);
      // Byte order, as the index keeps it.
      expect(keys).toEqual([...keys].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : a === b ? 0 : 1)));
    }
  });

  it('pages stay stable while members sign up: no row twice, none skipped', async () => {
    for (const sort of ['signup', 'name'] as const) {
      const before = await allPages({ sort });
      const first = await search({ sort });
      // New members: one sorting before the cursor, one after it (by name); all newer than everyone (by signup).
      await confirmedMember(t, 'Aaaron');
      await confirmedMember(t, 'Zzyzx');
      let after = first.next;
      const rest: SearchAnswer['members'] = [];
      while (after) {
        const page = await search({ sort, after });
        rest.push(...page.members);
        after = page.next;
      }
      const seen = [...first.members, ...rest].map((row) => row.id);
      expect(new Set(seen).size).toBe(seen.length);
      for (const row of before) expect(seen).toContain(row.id);
    }
  });

  it('filters by account state, restrictions included', async () => {
    const pending = await signUpMember(t, 'Pending');
    const banned = await confirmedMember(t, 'Banned');
    await t.db.query(`update members set restriction = 'banned' where id = $1`, [banned.memberId]);
    const notConfirmed = await allPages({ state: 'not_confirmed' });
    expect(notConfirmed.map((row) => row.id)).toContain(pending.memberId);
    expect(notConfirmed.every((row) => row.status === 'not_confirmed')).toBe(true);
    const restricted = await allPages({ state: 'banned' });
    expect(restricted.map((row) => row.id)).toEqual([banned.memberId]);
    expect(restricted[0]?.restriction).toBe('banned');
  });

  it('counts a broad filter only up to the cap', async () => {
    // A thousand and more members whose address starts alike.
    await t.db.query(
      `insert into members (site_id, email, email_normalized, status)
       select 1, 'bulk' || g || '@count.example', 'bulk' || g || '@count.example', 'active' from generate_series(1, $1::int) g`,
      [MEMBERS_COUNT_CAP + 5],
    );
    await t.db.query(
      `insert into profiles (site_id, member_id, name, country)
       select 1, m.id, 'Bulk', 'NL' from members m where m.email_normalized like 'bulk%@count.example'`,
    );
    const answer = await search({ q: 'bulk', by: 'email' });
    expect(answer.total).toEqual({ count: MEMBERS_COUNT_CAP, kind: 'at_least' });
    // Unfiltered, the table's statistics give the number (autovacuum keeps them; here they are made at once).
    await t.db.query('analyze members');
    const [actual] = await t.db.query<{ n: number }>('select count(*)::int as n from members');
    const unfiltered = await search({});
    expect(unfiltered.total).toEqual({ count: actual?.n, kind: 'estimate' });
  });

  it('refuses what it cannot answer from an index: a sort a prefix does not offer, a made-up cursor', async () => {
    const refused: Record<string, string>[] = [
      { q: 'an', by: 'name', sort: 'signup' },
      { q: 'an', by: 'email', sort: 'name' },
      { q: 'abc', by: 'id' },
      { q: 'an' },
      { by: 'name' },
      { sort: 'credits' },
      { after: Buffer.from(JSON.stringify(['signup', 'desc', 'not a time', 3])).toString('base64url') },
      { after: Buffer.from(JSON.stringify(['name', 'asc', 'x', 3])).toString('base64url') },
      { after: 'bm90IGpzb24' },
    ];
    for (const query of refused) {
      const response = await moderator.request({
        method: 'GET',
        url: `/api/admin/members.php?${new URLSearchParams(query)}`,
      });
      expect([JSON.stringify(query), response.statusCode]).toEqual([JSON.stringify(query), 400]);
    }
  });

  it('is for the safety roles: an analyst gets 403', async () => {
    const response = await analyst.request({ method: 'GET', url: '/api/admin/members.php' });
    expect([response.statusCode, errorOf(response).error]).toEqual([403, 'operator_forbidden']);
  });
});

/** Buys the member's first package through the sandbox checkout; answers the order's id and what it added. */
async function buyCredits(client: BrowserClient) {
  const offer = creditsResponseSchema.parse((await client.request({ method: 'GET', url: '/api/credits.php' })).json());
  const pack = offer.packages[0];
  if (!pack) throw new Error('no package');
  const started = paymentResponseSchema.parse(
    (
      await client.request({
        method: 'POST',
        url: '/api/payment.php',
        payload: { credit_id: pack.id, method: 'ideal' },
      })
    ).json(),
  );
  const checkout = await t.app.inject({
    method: 'POST',
    url: new URL(started.checkout_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    payload: 'outcome=paid',
  });
  expect(checkout.statusCode).toBeLessThan(400);
  const [order] = await t.db.query<{ credits: number; amount: number; provider_payment_id: string }>(
    'select credits, amount, provider_payment_id from orders where public_id = $1',
    [started.transaction_id],
  );
  if (!order) throw new Error('no order');
  return { orderId: started.transaction_id, ...order };
}

const refund = (client: BrowserClient, payload: Record<string, unknown>) =>
  post(client, '/api/admin/member_refund.php', payload);

describe('the member page', () => {
  it('shows the account, profile, photos, reports both ways, decisions, ledger and orders', async () => {
    const member = await confirmedMember(t, 'Pagey');
    const reporter = await confirmedMember(t, 'Reporter');
    const bought = await buyCredits(member.client);
    // A report each way, gathered in a case, and a decision with its statement (the moderation part files these).
    const [caseRow] = await t.db.query<{ id: number }>(
      `insert into moderation_cases (site_id, profile_id) values (1, $1) returning id`,
      [member.profileId],
    );
    const caseId = caseRow?.id ?? 0;
    await t.db.query(
      `insert into reports (member_id, profile_id, reason, message, site_id, case_id) values ($1, $2, 'spam', 'sells things', 1, $3)`,
      [reporter.memberId, member.profileId, caseId],
    );
    await t.db.query(
      `insert into reports (member_id, profile_id, reason, message, site_id) values ($1, $2, 'fake', '', 1)`,
      [member.memberId, reporter.profileId],
    );
    const [decision] = await t.db.query<{ id: number }>(
      `insert into moderation_decisions (site_id, case_id, member_id, profile_id, action, ground, facts, automated)
       values (1, $1, $2, $3, 'warn', 'spam', 'Adverts in the profile text', true) returning id`,
      [caseId, member.memberId, member.profileId],
    );
    const decisionId = decision?.id ?? 0;
    await t.db.query(
      `insert into moderation_statements (decision_id, site_id, member_id, token_hash, locale, appeal_until)
       values ($1, 1, $2, $3, 'en', now() + interval '183 days')`,
      [decisionId, member.memberId, `hash-${decisionId}`],
    );

    const page = await details(member.memberId);
    expect(page.account).toMatchObject({
      id: member.memberId,
      email: member.email,
      status: 'active',
      confirmed: true,
      credits: bought.credits,
      paid_user: true,
      site: { id: 1 },
    });
    expect(page.account.open_sessions).toBeGreaterThan(0);
    expect(page.profile).toMatchObject({ id: member.profileId, name: 'Pagey' });
    expect(page.reports_received).toMatchObject({
      total: 1,
      items: [{ case_id: caseRow?.id, case_status: 'open', reason: 'spam', other: { member_id: reporter.memberId } }],
    });
    expect(page.reports_filed).toMatchObject({ total: 1, items: [{ other: { profile_id: reporter.profileId } }] });
    expect(page.moderation).toMatchObject([
      { id: decision?.id, action: 'warn', automated: true, operator: null, statement: { locale: 'en' }, appeal: null },
    ]);
    expect(page.totals).toEqual({ ledger: 1, orders: 1 });

    const ledger = memberLedgerEndpoint.response.parse(
      (
        await moderator.request({ method: 'GET', url: `/api/admin/member_ledger.php?member=${member.memberId}` })
      ).json(),
    );
    expect(ledger.entries).toMatchObject([{ kind: 'purchase', amount: bought.credits, order_id: bought.orderId }]);
    expect(ledger.entries[0]?.balance_after).toBe(bought.credits);
    const orders = memberOrdersEndpoint.response.parse(
      (
        await moderator.request({ method: 'GET', url: `/api/admin/member_orders.php?member=${member.memberId}` })
      ).json(),
    );
    expect(orders.orders).toMatchObject([
      { id: bought.orderId, status: 'paid', refundable: bought.amount, test: true, refunds: [] },
    ]);

    const missing = await moderator.request({ method: 'GET', url: '/api/admin/member.php?id=99999999' });
    expect([missing.statusCode, errorOf(missing).error]).toEqual([404, 'no_member']);
  });

  it('pages the ledger newest first, each entry with the balance after it', async () => {
    const member = await confirmedMember(t, 'Ledger');
    for (let entry = 1; entry <= 30; entry += 1)
      expect(
        (
          await post(admin, '/api/admin/member_credits.php', {
            member: member.memberId,
            kind: 'add',
            amount: entry,
            reason: `goodwill ${entry}`,
            request_id: randomUUID(),
          })
        ).statusCode,
      ).toBe(200);
    const first = memberLedgerEndpoint.response.parse(
      (
        await moderator.request({ method: 'GET', url: `/api/admin/member_ledger.php?member=${member.memberId}` })
      ).json(),
    );
    const second = memberLedgerEndpoint.response.parse(
      (
        await moderator.request({
          method: 'GET',
          url: `/api/admin/member_ledger.php?member=${member.memberId}&before=${first.next}`,
        })
      ).json(),
    );
    const entries = [...first.entries, ...second.entries];
    expect(second.next).toBeNull();
    expect(entries.map((entry) => entry.amount)).toEqual(Array.from({ length: 30 }, (_, index) => 30 - index));
    // 1 + 2 + … + n after the nth.
    expect(entries.map((entry) => entry.balance_after)).toEqual(
      entries.map((entry) => (entry.amount * (entry.amount + 1)) / 2),
    );
    expect(entries.every((entry) => entry.kind === 'operator_adjustment')).toBe(true);
  });
});

describe('refunds', () => {
  it('refunds part of an order through the provider: the credits share goes, once however often the form is sent', async () => {
    const member = await confirmedMember(t, 'Refundee');
    const bought = await buyCredits(member.client);
    const half = Math.floor(bought.amount / 2);
    const form = {
      member: member.memberId,
      order: bought.orderId,
      amount: half,
      reason: 'Charged twice',
      request_id: randomUUID(),
    };
    // A double click: both requests at once, then the same form once more.
    const answers = await Promise.all([refund(admin, form), refund(admin, form)]);
    answers.push(await refund(admin, form));
    for (const answer of answers) expect([answer.statusCode, answer.body]).toEqual([200, answer.body]);
    const body = memberRefundEndpoint.response.parse(answers[0]?.json());
    const taken = Math.floor((bought.credits * half) / bought.amount);
    expect(body.balance).toBe(bought.credits - taken);
    expect(body.order).toMatchObject({ refunded_amount: half, refundable: bought.amount - half });
    expect(body.order.refunds).toMatchObject([{ amount: half, status: 'done', reason: 'Charged twice' }]);

    const atProvider = await t.db.query<{ amount: number }>(
      'select amount from sandbox_refunds where payment_id = $1',
      [bought.provider_payment_id],
    );
    expect(atProvider).toEqual([{ amount: half }]);
    const ledger = await t.db.query<{ kind: string; amount: number }>(
      'select kind, amount from credit_ledger where member_id = $1 order by id',
      [member.memberId],
    );
    expect(ledger).toEqual([
      { kind: 'purchase', amount: bought.credits },
      { kind: 'refund', amount: -taken },
    ]);
    expect(await balance(member.memberId)).toBe(bought.credits - taken);
    const [entry, ...more] = await auditOf('order.refunded', bought.orderId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      reason: 'Charged twice',
      before: { refunded_amount: 0, credits_reversed: 0 },
      after: { refunded_amount: half, credits_reversed: taken, member_id: member.memberId, credits_taken: taken },
    });

    // The rest, with a new form; then nothing is left to refund.
    const rest = await refund(admin, { ...form, amount: bought.amount - half, request_id: randomUUID() });
    expect(rest.statusCode).toBe(200);
    expect(await balance(member.memberId)).toBe(0);
    const more1 = await refund(admin, { ...form, amount: 1, request_id: randomUUID() });
    expect([more1.statusCode, errorOf(more1).error, errorOf(more1).fields]).toEqual([
      409,
      'refund_not_possible',
      { amount: 'refund_too_large' },
    ]);
  });

  it('changes nothing when the provider refuses, and says so', async () => {
    const member = await confirmedMember(t, 'Charged');
    const bought = await buyCredits(member.client);
    // The bank took the money back; our side has not heard of it yet.
    await t.ctx.sandbox?.reverse(bought.provider_payment_id, 'chargeback');
    const form = {
      member: member.memberId,
      order: bought.orderId,
      amount: 100,
      reason: 'Asked',
      request_id: randomUUID(),
    };
    const answer = await refund(admin, form);
    expect([answer.statusCode, errorOf(answer).error]).toEqual([502, 'refund_provider_error']);
    expect(await balance(member.memberId)).toBe(bought.credits);
    const [order] = await t.db.query<{ refunded_amount: number; credits_reversed: number }>(
      'select refunded_amount, credits_reversed from orders where public_id = $1',
      [bought.orderId],
    );
    expect(order).toEqual({ refunded_amount: 0, credits_reversed: 0 });
    const ledger = await t.db.query('select kind from credit_ledger where member_id = $1', [member.memberId]);
    expect(ledger).toHaveLength(1);
    expect(await auditOf('order.refunded', bought.orderId)).toEqual([]);
    const [row] = await t.db.query<{ status: string; error: string }>(
      'select status, error from order_refunds where request_id = $1',
      [form.request_id],
    );
    expect(row?.status).toBe('failed');
    expect(row?.error).not.toBe('');
  });

  it("checks the order is the member's and paid", async () => {
    const owner = await confirmedMember(t, 'Owner');
    const other = await confirmedMember(t, 'Other');
    const bought = await buyCredits(owner.client);
    const form = { order: bought.orderId, amount: 1, reason: 'x', request_id: randomUUID() };
    const wrongMember = await refund(admin, { ...form, member: other.memberId });
    expect([wrongMember.statusCode, errorOf(wrongMember).error]).toEqual([404, 'no_order']);
    const unknown = await refund(admin, { ...form, member: owner.memberId, order: 'x'.repeat(24) });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for admins and owners: a moderator gets 403 and nothing is refunded', async () => {
    const member = await confirmedMember(t, 'Guarded');
    const bought = await buyCredits(member.client);
    const answer = await refund(moderator, {
      member: member.memberId,
      order: bought.orderId,
      amount: bought.amount,
      reason: 'no',
      request_id: randomUUID(),
    });
    expect([answer.statusCode, errorOf(answer).error]).toEqual([403, 'operator_forbidden']);
    expect(await balance(member.memberId)).toBe(bought.credits);
    const analystAnswer = await refund(analyst, {
      member: member.memberId,
      order: bought.orderId,
      amount: 1,
      reason: 'no',
      request_id: randomUUID(),
    });
    expect(analystAnswer.statusCode).toBe(403);
  });
});

describe('credit adjustments', () => {
  const adjust = (client: BrowserClient, payload: Record<string, unknown>) =>
    post(client, '/api/admin/member_credits.php', payload);

  it('adds and takes credits with a reason, audited before and after, once per form', async () => {
    const member = await confirmedMember(t, 'Adjusted');
    const form = {
      member: member.memberId,
      kind: 'add',
      amount: 40,
      reason: 'Lost messages in an outage',
      request_id: randomUUID(),
    };
    const [one, two] = await Promise.all([adjust(admin, form), adjust(admin, form)]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect(one?.json()).toMatchObject({ balance: 40 });
    expect(await balance(member.memberId)).toBe(40);
    const taken = await adjust(admin, {
      ...form,
      kind: 'take',
      amount: 15,
      reason: 'Given twice',
      request_id: randomUUID(),
    });
    expect(taken.json()).toMatchObject({ balance: 25 });
    const ledger = await t.db.query<{ kind: string; amount: number }>(
      'select kind, amount from credit_ledger where member_id = $1 order by id',
      [member.memberId],
    );
    expect(ledger).toEqual([
      { kind: 'operator_adjustment', amount: 40 },
      { kind: 'operator_adjustment', amount: -15 },
    ]);
    const audit = await auditOf('member.credits_adjusted', member.memberId);
    expect(audit).toMatchObject([
      { before: { credits: 0 }, after: { credits: 40, amount: 40 }, reason: 'Lost messages in an outage', site_id: 1 },
      { before: { credits: 40 }, after: { credits: 25, amount: -15 }, reason: 'Given twice' },
    ]);
  });

  it('never takes the balance below zero', async () => {
    const member = await confirmedMember(t, 'Floor');
    await adjust(admin, {
      member: member.memberId,
      kind: 'add',
      amount: 10,
      reason: 'start',
      request_id: randomUUID(),
    });
    const answer = await adjust(admin, {
      member: member.memberId,
      kind: 'take',
      amount: 11,
      reason: 'too much',
      request_id: randomUUID(),
    });
    expect([answer.statusCode, errorOf(answer).error, errorOf(answer).fields]).toEqual([
      409,
      'balance_too_low',
      { amount: 'balance_too_low' },
    ]);
    expect(await balance(member.memberId)).toBe(10);
    expect(await auditOf('member.credits_adjusted', member.memberId)).toHaveLength(1);
  });

  it('takes the direction from the kind and refuses an amount whose sign contradicts it', async () => {
    const member = await confirmedMember(t, 'Direction');
    const form = { member: member.memberId, reason: 'Goodwill', request_id: randomUUID() };
    expect((await adjust(admin, { ...form, kind: 'add', amount: 239 })).json()).toMatchObject({ balance: 239 });
    // "Add credits" with -5 used to take 5 (239 → 234).
    for (const kind of ['add', 'take']) {
      const refused = await adjust(admin, { ...form, kind, amount: -5, request_id: randomUUID() });
      expect([kind, refused.statusCode, errorOf(refused).fields]).toEqual([kind, 400, { amount: 'contradicts_kind' }]);
    }
    expect(await balance(member.memberId)).toBe(239);
    const taken = await adjust(admin, { ...form, kind: 'take', amount: 5, request_id: randomUUID() });
    expect(taken.json()).toMatchObject({ balance: 234 });
    // A console released before the kind existed sends none: its amount's sign says which, as before.
    const legacy = await adjust(admin, { ...form, amount: -4, request_id: randomUUID() });
    expect(legacy.json()).toMatchObject({ balance: 230 });
    expect(await auditOf('member.credits_adjusted', member.memberId)).toMatchObject([
      { before: { credits: 0 }, after: { credits: 239, amount: 239 } },
      { before: { credits: 239 }, after: { credits: 234, amount: -5 } },
      { before: { credits: 234 }, after: { credits: 230, amount: -4 } },
    ]);
  });

  it('wants a reason, a kind and a whole, non-zero amount; a moderator may not', async () => {
    const member = await confirmedMember(t, 'Strict');
    const base = { member: member.memberId, kind: 'add', amount: 5, reason: 'ok', request_id: randomUUID() };
    for (const wrong of [
      { reason: '  ' },
      { amount: 0 },
      { amount: 1.5 },
      { amount: 10_000_000 },
      { kind: 'give' },
      { request_id: 'x' },
    ]) {
      const answer = await adjust(admin, { ...base, ...wrong });
      expect([JSON.stringify(wrong), answer.statusCode]).toEqual([JSON.stringify(wrong), 400]);
    }
    expect((await adjust(moderator, base)).statusCode).toBe(403);
    expect(await balance(member.memberId)).toBe(0);
  });
});

describe('account actions', () => {
  it('sends the activation mail again to an unconfirmed member, and refuses for a confirmed one', async () => {
    const pending = await signUpMember(t, 'Unconfirmed');
    const answer = await post(admin, '/api/admin/member_activation.php', { member: pending.memberId });
    expect(answer.json()).toEqual({ sent_to: pending.email });
    const mails = await t.db.query<{ to_address: string }>(
      `select to_address from mail_messages where member_id = $1 and kind = 'activation'`,
      [pending.memberId],
    );
    expect(mails).toHaveLength(2);
    expect(await auditOf('member.activation_resent', pending.memberId)).toHaveLength(1);
    const confirmed = await confirmedMember(t, 'Confirmed');
    const refused = await post(admin, '/api/admin/member_activation.php', { member: confirmed.memberId });
    expect([refused.statusCode, errorOf(refused).error]).toEqual([409, 'already_confirmed']);
    expect((await post(moderator, '/api/admin/member_activation.php', { member: pending.memberId })).statusCode).toBe(
      403,
    );
  });

  it("exports what the member's own download has, as a download, and records who exported", async () => {
    const member = await confirmedMember(t, 'Exported');
    await buyCredits(member.client);
    const own = myDataSchema.parse((await member.client.request({ method: 'GET', url: '/api/my_data.php' })).json());
    const answer = await post(admin, '/api/admin/member_export.php', { member: member.memberId });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9.-]+\.json"/);
    const exported = myDataSchema.parse(answer.json());
    expect({ ...exported, exported_at: '' }).toEqual({ ...own, exported_at: '' });
    expect(exported.orders).toHaveLength(1);
    expect(await auditOf('member.exported', member.memberId)).toHaveLength(1);
    expect((await post(moderator, '/api/admin/member_export.php', { member: member.memberId })).statusCode).toBe(403);
  });

  it('deletes on request as the member would, without the password, audited "on request via support"', async () => {
    const member = await confirmedMember(t, 'Leaving');
    const before = await details(member.memberId);
    expect(before.account.status).toBe('active');
    const answer = await post(admin, '/api/admin/member_deletion.php', {
      member: member.memberId,
      note: 'ticket 4711',
    });
    expect(answer.json()).toEqual({ status: 'deleted' });
    // Logged out everywhere, gone from the site, the goodbye mail queued.
    expect((await member.client.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(403);
    const after = await details(member.memberId);
    expect(after.account.status).toBe('deleted');
    expect(after.profile).toMatchObject({ name: '', status: 'deleted' });
    expect(after.photos).toEqual([]);
    const mails = await t.db.query(`select 1 from mail_messages where member_id = $1 and kind = 'account_deleted'`, [
      member.memberId,
    ]);
    expect(mails).toHaveLength(1);
    expect(await auditOf('member.deleted', member.memberId)).toMatchObject([
      { reason: 'on request via support: ticket 4711', before: { status: 'active' }, after: { status: 'deleted' } },
    ]);
    const again = await post(admin, '/api/admin/member_deletion.php', { member: member.memberId });
    expect([again.statusCode, errorOf(again).error]).toEqual([409, 'already_deleted']);
    expect((await post(moderator, '/api/admin/member_deletion.php', { member: member.memberId })).statusCode).toBe(403);
  });
});
