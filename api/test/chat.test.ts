import { randomUUID } from 'node:crypto';
import {
  chatsResponseSchema,
  chatStartResponseSchema,
  messagesResponseSchema,
  readResponseSchema,
  sendMessageResponseSchema,
} from 'shared-contracts/api/chat';
import { userResponseSchema } from 'shared-contracts/api';
import type { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  // The per-sender limit (60 sends a minute) is not what these tests are about: the bursts below exceed it.
  t = await createTestApp({ profiles: 20, environment: { RATE_LIMIT_FACTOR: '10' } });
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof confirmedMember>>;

const setPrice = async (credits: number) => {
  await t.db.query(
    `update sites set settings = jsonb_set(settings, '{message_credits}', to_jsonb($1::int)) where is_default`,
    [credits],
  );
  t.ctx.sites.invalidate();
};
const setCredits = (member: Member, credits: number) =>
  t.db.query('update members set credits = $2 where id = $1', [member.memberId, credits]);

const start = (client: BrowserClient, profile: number) =>
  client.request({ method: 'GET', url: `/api/chat.php?profile=${profile}` });
const startChat = async (from: Member, to: Member) =>
  chatStartResponseSchema.parse((await start(from.client, to.profileId)).json()).id;
const send = (client: BrowserClient, conversation: number, text: string, clientId: string = randomUUID()) =>
  client.request({ method: 'POST', url: '/api/messages.php', payload: { conversation, client_id: clientId, text } });
const messages = async (client: BrowserClient, conversation: number, query = '') =>
  messagesResponseSchema.parse(
    (await client.request({ method: 'GET', url: `/api/messages.php?conversation=${conversation}${query}` })).json(),
  );
const chats = async (client: BrowserClient) =>
  chatsResponseSchema.parse((await client.request({ method: 'GET', url: '/api/chats.php' })).json()).chats;
const balance = async (member: Member) =>
  (await t.db.query<{ credits: number }>('select credits from members where id = $1', [member.memberId]))[0]?.credits;

let pairs = 0;
async function pair() {
  pairs += 1;
  const anna = await confirmedMember(t, `Anna${pairs}`);
  const ben = await confirmedMember(t, `Ben${pairs}`);
  return { anna, ben, conversation: await startChat(anna, ben) };
}

beforeEach(() => setPrice(0));

describe('starting a chat', () => {
  it('finds the one conversation of two members, from either side and under concurrent calls', async () => {
    const anna = await confirmedMember(t, 'Starter');
    const ben = await confirmedMember(t, 'Other');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => start(anna.client, ben.profileId)),
      ...Array.from({ length: 5 }, () => start(ben.client, anna.profileId)),
    ]);
    const ids = new Set(answers.map((answer) => chatStartResponseSchema.parse(answer.json()).id));
    expect(ids.size).toBe(1);
  });

  it('is refused for yourself, a missing or deleted member, a blocked one, a visitor and a link from another site', async () => {
    const { anna, ben } = await pair();
    expect((await start(anna.client, anna.profileId)).json().error).toBe('own_profile');
    expect((await start(anna.client, 99_999_999)).statusCode).toBe(404);
    const gone = await confirmedMember(t, 'Gone');
    await t.db.query(`update profiles set status = 'deleted' where id = $1`, [gone.profileId]);
    expect((await start(anna.client, gone.profileId)).statusCode).toBe(404);
    await ben.client.request({ method: 'POST', url: '/api/block.php', payload: { profile: anna.profileId } });
    expect((await start(anna.client, ben.profileId)).statusCode).toBe(404);
    const { BrowserClient: Client } = await import('./helpers/browserClient');
    expect((await start(new Client(t.app), ben.profileId)).statusCode).toBe(403);
    const other = await confirmedMember(t, 'Other');
    const crossSite = await anna.client.request({
      method: 'GET',
      url: `/api/chat.php?profile=${other.profileId}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('delivers in order with gapless sequence numbers, pages backwards, and lists the chat for both with unread counts', async () => {
    const { anna, ben, conversation } = await pair();
    for (const text of ['one', 'two', 'three'])
      expect((await send(anna.client, conversation, text)).statusCode).toBe(200);
    expect((await send(ben.client, conversation, 'four')).statusCode).toBe(200);

    const page = await messages(ben.client, conversation, '&limit=2');
    expect(page.messages.map((message) => [message.seq, message.text, message.mine])).toEqual([
      [4, 'four', true],
      [3, 'three', false],
    ]);
    expect(page.has_more).toBe(true);
    const older = await messages(ben.client, conversation, '&before=3');
    expect(older.messages.map((message) => message.text)).toEqual(['two', 'one']);
    expect(older.has_more).toBe(false);

    const [benChat] = (await chats(ben.client)).filter((chat) => chat.conversation.id === conversation);
    // Ben answered after Anna's three, so he has read them; Anna has not read Ben's one.
    expect(benChat?.num_unread_messages).toBe(0);
    const [annaChat] = (await chats(anna.client)).filter((chat) => chat.conversation.id === conversation);
    expect(annaChat?.num_unread_messages).toBe(1);
    expect(annaChat?.conversation.last_message).toMatchObject({ excerpt: 'four', mine: false });
    expect(annaChat?.profile.id).toBe(ben.profileId);
  });

  it('keeps text as text: trimmed, plain, at most 2,000 characters, never empty', async () => {
    const { anna, conversation } = await pair();
    const html = '<img src=x onerror=alert(1)>\nline two';
    const sent = sendMessageResponseSchema.parse((await send(anna.client, conversation, `  ${html}  `)).json());
    expect(sent.message.text).toBe(html);
    expect((await send(anna.client, conversation, '   ')).json().fields).toEqual({ text: 'required' });
    expect((await send(anna.client, conversation, 'x'.repeat(2001))).json().fields).toEqual({ text: 'max_length' });
    expect((await send(anna.client, conversation, 'x'.repeat(2000))).statusCode).toBe(200);
  });

  it('marks messages read up to a sequence number, never backwards, and shows it to the sender', async () => {
    const { anna, ben, conversation } = await pair();
    for (const text of ['a', 'b', 'c']) await send(anna.client, conversation, text);
    const read = (upTo: number) =>
      ben.client.request({ method: 'POST', url: '/api/read.php', payload: { conversation, up_to: upTo } });
    expect(readResponseSchema.parse((await read(2)).json()).read_seq).toBe(2);
    expect(readResponseSchema.parse((await read(1)).json()).read_seq).toBe(2);
    const seen = await messages(anna.client, conversation);
    expect(seen.other_read_seq).toBe(2);
    expect(seen.messages.map((message) => message.read_at !== null)).toEqual([false, true, true]);
    expect((await chats(ben.client)).find((chat) => chat.conversation.id === conversation)?.num_unread_messages).toBe(
      1,
    );
  });

  it('removes a chat from one list only, and a new message brings it back', async () => {
    const { anna, ben, conversation } = await pair();
    await send(anna.client, conversation, 'hello');
    const removed = await ben.client.request({ method: 'DELETE', url: '/api/chat.php', payload: { conversation } });
    expect(removed.json()).toEqual({ done: true });
    expect((await chats(ben.client)).map((chat) => chat.conversation.id)).not.toContain(conversation);
    expect((await chats(anna.client)).map((chat) => chat.conversation.id)).toContain(conversation);
    await send(anna.client, conversation, 'still there?');
    expect((await chats(ben.client)).map((chat) => chat.conversation.id)).toContain(conversation);
  });

  it("lets no third member read, send to or remove another pair's conversation, whatever id they guess", async () => {
    const { anna, conversation } = await pair();
    await send(anna.client, conversation, 'private');
    const eve = await confirmedMember(t, 'Eve');
    const attempts = [
      await eve.client.request({ method: 'GET', url: `/api/messages.php?conversation=${conversation}` }),
      await send(eve.client, conversation, 'hi'),
      await eve.client.request({ method: 'DELETE', url: '/api/chat.php', payload: { conversation } }),
      await eve.client.request({ method: 'POST', url: '/api/read.php', payload: { conversation, up_to: 1 } }),
    ];
    expect(attempts.map((answer) => [answer.statusCode, answer.json().error])).toEqual(
      Array(4).fill([404, 'no_conversation']),
    );
    expect(JSON.stringify(await chats(eve.client))).not.toContain('private');
    expect((await messages(anna.client, conversation)).messages.map((message) => message.text)).toEqual(['private']);
  });

  it('stops sends once either side blocks the other', async () => {
    const { anna, ben, conversation } = await pair();
    await ben.client.request({ method: 'POST', url: '/api/block.php', payload: { profile: anna.profileId } });
    expect((await send(anna.client, conversation, 'hello?')).json().error).toBe('blocked');
  });
});

describe('credits', () => {
  it('charges the price per message in one transaction with the send, and answers 402 with price and balance when short', async () => {
    await setPrice(3);
    const { anna, conversation } = await pair();
    await setCredits(anna, 7);
    const first = sendMessageResponseSchema.parse((await send(anna.client, conversation, 'one')).json());
    expect(first.credits).toBe(4);
    await send(anna.client, conversation, 'two');
    const refused = await send(anna.client, conversation, 'three');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'insufficient_credits', credits: { price: 3, balance: 1 } });
    expect((await messages(anna.client, conversation)).messages).toHaveLength(2);
    const ledger = await t.db.query<{ amount: number }>(
      `select amount from credit_ledger where member_id = $1 order by id`,
      [anna.memberId],
    );
    expect(ledger.map((row) => row.amount)).toEqual([-3, -3]);
    const { user } = userResponseSchema.parse(
      (await anna.client.request({ method: 'GET', url: '/api/user.php' })).json(),
    );
    expect(user.credits).toBe(1);
  });

  it('stores exactly as many of 100 concurrent sends as the balance covers, and never goes below zero', async () => {
    await setPrice(1);
    const { anna, ben, conversation } = await pair();
    const third = await confirmedMember(t, 'Third');
    const second = await startChat(anna, third);
    await setCredits(anna, 10);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => send(anna.client, index % 2 ? conversation : second, `burst ${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(90);
    expect(await balance(anna)).toBe(0);
    const stored = await t.db.query(`select 1 from messages where sender_profile_id = $1`, [anna.profileId]);
    expect(stored).toHaveLength(10);
    // The sends that got through have gapless sequence numbers in their conversation.
    const seqs = (await messages(ben.client, conversation)).messages.map((message) => message.seq).reverse();
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
  });

  it('stores and charges a message sent 20 times at once with one client id once, answering the same message', async () => {
    await setPrice(2);
    const { anna, conversation } = await pair();
    await setCredits(anna, 100);
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(anna.client, conversation, 'only once', clientId)),
    );
    const ids = new Set(answers.map((answer) => sendMessageResponseSchema.parse(answer.json()).message.id));
    expect(ids.size).toBe(1);
    expect(await balance(anna)).toBe(98);
    expect(await t.db.query(`select 1 from credit_ledger where member_id = $1`, [anna.memberId])).toHaveLength(1);
    // The same id in another conversation is a client bug, not a retry.
    const other = await startChat(anna, await confirmedMember(t, 'Elsewhere'));
    expect((await send(anna.client, other, 'only once', clientId)).statusCode).toBe(409);
  });

  it('lets a premium member send without spending', async () => {
    await setPrice(5);
    const { anna, conversation } = await pair();
    await t.db.query(`update members set premium_until = now() + interval '1 day' where id = $1`, [anna.memberId]);
    const sent = sendMessageResponseSchema.parse((await send(anna.client, conversation, 'free')).json());
    expect(sent.credits).toBeNull();
    expect(await balance(anna)).toBe(0);
  });
});
