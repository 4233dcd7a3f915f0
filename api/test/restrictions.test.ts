import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decisionsEndpoint } from 'shared-contracts/api/account';
import { chatsResponseSchema, chatStartResponseSchema, LIVE_CLOSE_SESSION_ENDED } from 'shared-contracts/api/chat';
import { searchResponseSchema } from 'shared-contracts/api/search';
import { BrowserClient } from './helpers/browserClient';
import { connectLive } from './helpers/liveSocket';
import { confirmedMember } from './helpers/members';
import { decide } from './helpers/moderation';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let base: string;
let moderator: BrowserClient;
let demo: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 10, environment: { RATE_LIMIT_FACTOR: '10' } });
  await t.db.query(`update sites set settings = jsonb_set(settings, '{message_credits}', '0') where is_default`);
  t.ctx.sites.invalidate();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ({ client: moderator } = await signedInOperator(t, 'moderator'));
  demo = new BrowserClient(t.app);
  await demo.login();
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof confirmedMember>>;
let made = 0;
const AGE = 77;
const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 10);
  return date.toISOString().slice(0, 10);
};

/** A woman of 77 in NL: the demo member (a man in NL) finds her with a narrow search. */
async function findableMember(name = 'Vera'): Promise<Member> {
  const member = await confirmedMember(t, `${name}${(made += 1)}`);
  const saved = await member.client.request({
    method: 'PUT',
    url: '/api/user.php',
    payload: { country: 'NL', countryregion: 0, gender: 'female', date_of_birth: yearsAgo(AGE) },
  });
  expect(saved.statusCode).toBe(200);
  return member;
}

async function searchIds(client = demo): Promise<number[]> {
  const answer = await client.request({
    method: 'GET',
    url: `/api/search.php?country=NL&gender=female&min_age=${AGE}&max_age=${AGE}&manual_search=1&pp=48`,
  });
  expect(answer.statusCode).toBe(200);
  return searchResponseSchema.parse(answer.json()).profiles.map((profile) => profile.id);
}

const suspend = async (member: Member, days = 3) => {
  const answer = await decide(moderator, { profile: member.profileId, action: 'suspend', days });
  expect(answer.statusCode).toBe(200);
  return answer.json().decision as { id: number };
};
const userCall = (client: BrowserClient) => client.request({ method: 'GET', url: '/api/user.php' });

describe('a suspended or banned member', () => {
  it('keeps the session, restricted: the user call answers account_suspended and every member call refuses', async () => {
    const vera = await findableMember();
    const ben = await confirmedMember(t, `Ben${(made += 1)}`);
    const chat = chatStartResponseSchema.parse(
      (await vera.client.request({ method: 'GET', url: `/api/chat.php?profile=${ben.profileId}` })).json(),
    ).id;
    await suspend(vera);

    const user = await userCall(vera.client);
    expect([user.statusCode, user.json().error]).toEqual([403, 'account_suspended']);
    for (const [method, url, payload] of [
      ['GET', '/api/search.php?auto_load=1', undefined],
      ['GET', '/api/likes.php', undefined],
      ['POST', '/api/likes.php', { profile: ben.profileId }],
      ['GET', '/api/chats.php', undefined],
      ['POST', '/api/messages.php', { conversation: chat, client_id: randomUUID(), text: 'Still here?' }],
      ['GET', '/api/notifications.php', undefined],
      ['PUT', '/api/user.php', { city: 'Elsewhere' }],
      ['POST', '/api/report.php', { profile: ben.profileId, reason: 'other' }],
    ] as const) {
      const answer = await vera.client.request({ method, url, ...(payload ? { payload } : {}) });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
    // What the ban page reads works, and logging out ends the session.
    const decisions = decisionsEndpoint.response.parse(
      (await vera.client.request({ method: 'GET', url: '/api/decisions.php' })).json(),
    );
    expect(decisions.restriction).toMatchObject({ restriction: 'suspended', statement: { action: 'suspend' } });
    expect(decisions.statements).toHaveLength(1);
    expect(await (await vera.client.request({ method: 'GET', url: '/api/logout.php' })).body).toBe('done');
    expect((await vera.client.request({ method: 'GET', url: '/api/decisions.php' })).statusCode).toBe(403);
  });

  it('logs in with the right password to a restricted session (403 account_banned), with a wrong one not at all', async () => {
    const banned = await confirmedMember(t, `Banned${(made += 1)}`);
    const [{ email } = { email: '' }] = await t.db.query<{ email: string }>('select email from members where id = $1', [
      banned.memberId,
    ]);
    expect((await decide(moderator, { profile: banned.profileId, action: 'ban', ground: 'scam' })).statusCode).toBe(
      200,
    );
    const browser = new BrowserClient(t.app);
    const wrong = await browser.login(email, 'not the password');
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, 'invalid_credentials']);
    const login = await browser.login(email, 'pass phrase');
    expect([login.statusCode, login.json().error]).toEqual([403, 'account_banned']);
    expect(browser.cookies.has('sid')).toBe(true);
    const decisions = decisionsEndpoint.response.parse(
      (await browser.request({ method: 'GET', url: '/api/decisions.php' })).json(),
    );
    expect(decisions.restriction).toMatchObject({ restriction: 'banned', until: null, statement: { ground: 'scam' } });
    expect((await userCall(browser)).json().error).toBe('account_banned');
  });

  it('leaves search, likes, the member lander and the profile page, and comes back when lifted', async () => {
    const vera = await findableMember();
    await demo.request({ method: 'POST', url: '/api/likes.php', payload: { profile: vera.profileId } });
    expect(await searchIds()).toContain(vera.profileId);
    const likedByDemo = async () =>
      ((await demo.request({ method: 'GET', url: '/api/likes.php' })).json().profiles as { id: number }[]).map(
        (profile) => profile.id,
      );
    expect(await likedByDemo()).toContain(vera.profileId);
    const lander = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/lander_member.php?id=${vera.profileId}` })).json().profile;
    expect(await lander()).not.toBeNull();

    await suspend(vera);
    expect(await searchIds()).not.toContain(vera.profileId);
    expect(await likedByDemo()).not.toContain(vera.profileId);
    expect(await lander()).toBeNull();
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${vera.profileId}` })).statusCode).toBe(
      404,
    );
    const like = await demo.request({ method: 'POST', url: '/api/likes.php', payload: { profile: vera.profileId } });
    expect(like.statusCode).toBe(404);

    expect((await decide(moderator, { profile: vera.profileId, action: 'lift', facts: '' })).statusCode).toBe(200);
    expect(await searchIds()).toContain(vera.profileId);
    expect(await likedByDemo()).toContain(vera.profileId);
    expect((await userCall(vera.client)).statusCode).toBe(200);
  });

  it('shows as unavailable in the other member’s chats, where sending answers 410 member_unavailable', async () => {
    const [anna, vera] = [await confirmedMember(t, `Anna${(made += 1)}`), await findableMember()];
    const conversation = chatStartResponseSchema.parse(
      (await anna.client.request({ method: 'GET', url: `/api/chat.php?profile=${vera.profileId}` })).json(),
    ).id;
    await anna.client.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { conversation, client_id: randomUUID(), text: 'Hi Vera' },
    });
    await suspend(vera);
    const chats = chatsResponseSchema.parse(
      (await anna.client.request({ method: 'GET', url: '/api/chats.php' })).json(),
    );
    expect(chats.chats.find((chat) => chat.conversation.id === conversation)?.profile).toMatchObject({
      id: vera.profileId,
      unavailable: true,
      main_image: null,
    });
    const history = await anna.client.request({ method: 'GET', url: `/api/messages.php?conversation=${conversation}` });
    expect(history.json().profile.unavailable).toBe(true);
    expect(history.json().messages).toHaveLength(1);
    const send = await anna.client.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { conversation, client_id: randomUUID(), text: 'Are you there?' },
    });
    expect([send.statusCode, send.json().error]).toEqual([410, 'member_unavailable']);
  });

  it('closes the live sockets of every session of the member', async () => {
    const vera = await findableMember();
    const other = new BrowserClient(t.app);
    const [{ email } = { email: '' }] = await t.db.query<{ email: string }>('select email from members where id = $1', [
      vera.memberId,
    ]);
    await other.login(email, 'pass phrase');
    const tabs = [connectLive(base, vera.client), connectLive(base, other)];
    await Promise.all(tabs.map((tab) => tab.opened));
    await suspend(vera);
    expect(await Promise.all(tabs.map((tab) => tab.closed))).toEqual([
      LIVE_CLOSE_SESSION_ENDED,
      LIVE_CLOSE_SESSION_ENDED,
    ]);
    // And a new socket of a restricted session is refused.
    await expect(connectLive(base, vera.client).opened).rejects.toThrow(/403/);
  });
});

describe('the suspension sweep', () => {
  it('lifts ended suspensions: the profile is back, the audit log says so', async () => {
    const vera = await findableMember();
    await suspend(vera, 1);
    // Time passes: the suspension ended a minute ago.
    await t.db.query(`update members set restricted_until = now() - interval '1 minute' where id = $1`, [
      vera.memberId,
    ]);
    // Logging in works at once, before the sweep came by.
    expect((await userCall(vera.client)).statusCode).toBe(200);
    expect(await searchIds()).not.toContain(vera.profileId);

    expect(await t.ctx.restrictionSweep.sweep()).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.query<{ restriction: string | null; status: string }>(
      'select m.restriction, p.status from members m join profiles p on p.member_id = m.id where m.id = $1',
      [vera.memberId],
    );
    expect(row).toEqual({ restriction: null, status: 'active' });
    expect(await searchIds()).toContain(vera.profileId);
    const [entry] = await t.db.query<{ actor: string }>(
      `select actor from audit_log where action = 'member.suspension_ended' and object_id = $1`,
      [String(vera.memberId)],
    );
    expect(entry?.actor).toBe('system');
    // Nothing left to sweep: a second process finds nothing.
    expect(await t.ctx.restrictionSweep.sweep()).toBe(0);
  });

  it('restores a pending profile as pending', async () => {
    const pending = await confirmedMember(t, `Pending${(made += 1)}`);
    await t.db.query(`update profiles set status = 'pending' where id = $1`, [pending.profileId]);
    await suspend(pending, 1);
    await t.db.query(`update members set restricted_until = now() - interval '1 second' where id = $1`, [
      pending.memberId,
    ]);
    await t.ctx.restrictionSweep.sweep();
    const [row] = await t.db.query<{ status: string }>('select status from profiles where id = $1', [
      pending.profileId,
    ]);
    expect(row?.status).toBe('pending');
  });
});
