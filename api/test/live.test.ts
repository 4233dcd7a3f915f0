import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { chatStartResponseSchema, LIVE_CLOSE_SESSION_ENDED } from 'shared-contracts/api/chat';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import type { BrowserClient } from './helpers/browserClient';
import { connectLive } from './helpers/liveSocket';
import { confirmedMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ profiles: 10 });
  // Messages are free here: credits are chat.test.ts's subject.
  await t.db.query(`update sites set settings = jsonb_set(settings, '{message_credits}', '0') where is_default`);
  t.ctx.sites.invalidate();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

/** A tab's socket: collects the events it gets, and tells how it closed. */
const connect = (client: BrowserClient | null, origin: string | null = `http://${base}`, server = base) =>
  connectLive(base, client, origin, server);

const until = async (check: () => boolean, what: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/**
 * Waits until every event the server would send these tabs for what happened so far has reached them: the server has
 * read what the tabs sent, handled it (typing is checked) and handed every event published to the sockets, and the
 * tabs have received what their sockets were sent.
 */
async function delivered(...tabs: ReturnType<typeof connect>[]): Promise<void> {
  await Promise.all(tabs.map((tab) => tab.roundTrip()));
  await t.ctx.live.idle();
  await Promise.all(tabs.map((tab) => tab.roundTrip()));
}

/** Waits (up to 2 s) for the member's recorded presence to become `wanted`; answers what it is then. */
async function presenceBecomes(memberId: number, wanted: boolean): Promise<boolean> {
  let connected = !wanted;
  for (let attempt = 0; attempt < 100 && connected !== wanted; attempt += 1) {
    connected = await t.ctx.livePresence.isConnected(memberId);
    if (connected !== wanted) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return connected;
}

async function pair() {
  const anna = await confirmedMember(t, 'Anna');
  const ben = await confirmedMember(t, 'Ben');
  const { id } = chatStartResponseSchema.parse(
    (await anna.client.request({ method: 'GET', url: `/api/chat.php?profile=${ben.profileId}` })).json(),
  );
  return { anna, ben, conversation: id };
}

const send = (client: BrowserClient, conversation: number, text: string) =>
  client.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { conversation, client_id: randomUUID(), text },
  });

describe('the live socket', () => {
  it("delivers a message to both sides' tabs at once, and nothing to a third member", async () => {
    const { anna, ben, conversation } = await pair();
    const eve = await confirmedMember(t, 'Eve');
    const [annaTab, benTab, benPhone, eveTab] = [
      connect(anna.client),
      connect(ben.client),
      connect(ben.client),
      connect(eve.client),
    ];
    await Promise.all([annaTab.opened, benTab.opened, benPhone.opened, eveTab.opened]);

    expect((await send(anna.client, conversation, 'hello Ben')).statusCode).toBe(200);
    await until(
      () => benTab.events.length > 0 && benPhone.events.length > 0 && annaTab.events.length > 0,
      'the message',
    );
    expect(benTab.events).toEqual([
      { type: 'message', message: expect.objectContaining({ text: 'hello Ben', mine: false, seq: 1, conversation }) },
    ]);
    expect(benPhone.events).toEqual(benTab.events);
    expect(annaTab.events).toEqual([
      { type: 'message', message: expect.objectContaining({ text: 'hello Ben', mine: true }) },
    ]);

    await ben.client.request({ method: 'POST', url: '/api/read.php', payload: { conversation, up_to: 1 } });
    await until(() => annaTab.events.length > 1, 'the read mark');
    expect(annaTab.events[1]).toEqual({ type: 'read', conversation, read_seq: 1 });

    // Typing goes to the other side only, and is not stored.
    benTab.socket.send(JSON.stringify({ type: 'typing', conversation }));
    await until(() => annaTab.events.length > 2, 'typing');
    expect(annaTab.events[2]).toEqual({ type: 'typing', conversation, profile: ben.profileId });
    // Eve's socket saw none of it, and cannot make anyone see her typing in a conversation that is not hers.
    eveTab.socket.send(JSON.stringify({ type: 'typing', conversation }));
    await delivered(eveTab, annaTab, benTab, benPhone);
    expect(eveTab.events).toEqual([]);
    expect(annaTab.events.filter((event) => event.type === 'typing')).toHaveLength(1);
    for (const tab of [annaTab, benTab, benPhone, eveTab]) tab.socket.close();
  });

  it('refuses visitors and pages of other sites, and closes with 4001 when the member logs out', async () => {
    const { anna } = await pair();
    await expect(connect(null).opened).rejects.toThrow('answered 403');
    await expect(connect(anna.client, 'https://evil.example').opened).rejects.toThrow('answered 403');
    await expect(connect(anna.client, null).opened).rejects.toThrow('answered 403');

    const tab = connect(anna.client);
    await tab.opened;
    // While the tab is open the member counts as connected (no push for new messages).
    expect(await presenceBecomes(anna.memberId, true)).toBe(true);
    await anna.client.request({ method: 'GET', url: '/api/logout.php' });
    expect(await tab.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await presenceBecomes(anna.memberId, false)).toBe(false);
  });

  it("opens only for the page's whole origin: the site's configured one, or the one the socket was opened at", async () => {
    const { anna } = await pair();
    const port = Number(base.split(':')[1]);
    // Same host but another scheme or port, or another host on the same port: each is another origin.
    for (const origin of [`https://${base}`, `http://127.0.0.1:${port + 1}`, `http://evil.example:${port}`, 'null'])
      await expect(connect(anna.client, origin).opened).rejects.toThrow('answered 403');
    await t.db.query(`update sites set origin = 'https://www.datelane.example' where is_default`);
    t.ctx.sites.invalidate();
    try {
      for (const origin of ['http://www.datelane.example', 'https://www.datelane.example:8443'])
        await expect(connect(anna.client, origin).opened).rejects.toThrow('answered 403');
      const tab = connect(anna.client, 'https://www.datelane.example');
      await tab.opened;
      tab.socket.close();
      await tab.closed;
    } finally {
      await t.db.query('update sites set origin = null where is_default');
      t.ctx.sites.invalidate();
    }
  });

  it('closes with 4001 the sockets whose session expired, and keeps the others open', async () => {
    const { anna, ben } = await pair();
    // A process that checks its sockets' sessions every 100 ms instead of every minute.
    const checking = await buildApp(t.ctx, { logger: false, liveSessionCheckMs: 100 });
    await checking.listen({ port: 0, host: '127.0.0.1' });
    try {
      const host = `127.0.0.1:${(checking.server.address() as AddressInfo).port}`;
      const annaTab = connect(anna.client, `http://${host}`, host);
      const benTab = connect(ben.client, `http://${host}`, host);
      await Promise.all([annaTab.opened, benTab.opened]);
      await t.db.query("update sessions set expires_at = now() - interval '1 second' where member_id = $1", [
        anna.memberId,
      ]);
      expect(await annaTab.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
      // The check that closed Anna's socket checked Ben's too (one query for all): a close of his was sent with hers,
      // so it has arrived once a ping on his socket has come back.
      await benTab.roundTrip();
      expect(benTab.socket.readyState).toBe(WebSocket.OPEN);
      // Several checks later he is still connected. The checks run on a 100 ms timer: this waits for real time to pass,
      // not for an event; the round trip then makes sure a close sent meanwhile has arrived.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await benTab.roundTrip();
      expect(benTab.socket.readyState).toBe(WebSocket.OPEN);
      benTab.socket.close();
    } finally {
      await checking.close();
    }
  });

  it('tells the liked member of a new like', async () => {
    const { anna, ben } = await pair();
    const benTab = connect(ben.client);
    await benTab.opened;
    await anna.client.request({ method: 'POST', url: '/api/likes.php', payload: { profile: ben.profileId } });
    await until(() => benTab.events.length > 0, 'the like');
    expect(benTab.events).toEqual([{ type: 'like' }]);
    benTab.socket.close();
  });

  it('delivers a message written through one server process to a socket held by another on the same database', async () => {
    const { anna, ben, conversation } = await pair();
    // A second API process: its own server, context and LISTEN connection, sharing only the database.
    const secondContext = await createContext(t.ctx.config, t.db, t.ctx.deploy);
    const second = await buildApp(secondContext, { logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const secondBase = `127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      const benTab = connect(ben.client, `http://${secondBase}`, secondBase);
      await benTab.opened;
      expect((await send(anna.client, conversation, 'across processes')).statusCode).toBe(200);
      await until(() => benTab.events.length > 0, 'the message from the other process');
      expect(benTab.events[0]).toEqual({
        type: 'message',
        message: expect.objectContaining({ text: 'across processes' }),
      });
      benTab.socket.close();
    } finally {
      await second.close();
      await secondContext.mail.close();
    }
  });
});
