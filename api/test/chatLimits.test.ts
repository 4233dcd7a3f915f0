import { randomUUID } from 'node:crypto';
import { sendMessageResponseSchema } from 'shared-contracts/api/chat';
import { confirmedMember, startChat } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

// The limits as configured (RATE_LIMIT_FACTOR 1): 60 sends a minute per sender, 20 of them into one conversation.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 5 });
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof confirmedMember>>;
const send = (from: Member, conversation: number, text: string, clientId: string = randomUUID()) =>
  from.client.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { conversation, client_id: clientId, text },
  });
const stored = async (conversation: number) =>
  (
    await t.db.query<{ count: number }>('select count(*)::int as count from messages where conversation_id = $1', [
      conversation,
    ])
  )[0]?.count;

it('refuses the 21st send a minute to one member with a clear 429, stores and charges nothing for it, and lets other chats go on', async () => {
  const anna = await confirmedMember(t, 'Flooder');
  const ben = await confirmedMember(t, 'Flooded');
  const cara = await confirmedMember(t, 'Elsewhere');
  await t.db.query('update members set credits = 100 where id = $1', [anna.memberId]);
  await t.db.query(
    `update sites set settings = jsonb_set(settings, '{message_credits}', to_jsonb(1)) where is_default`,
  );
  t.ctx.sites.invalidate();
  const toBen = await startChat(anna, ben);
  const toCara = await startChat(anna, cara);

  const sent: { id: number; clientId: string }[] = [];
  for (let index = 1; index <= 20; index++) {
    const clientId = randomUUID();
    const response = await send(anna, toBen, `hi ${index}`, clientId);
    expect(response.statusCode).toBe(200);
    sent.push({ id: sendMessageResponseSchema.parse(response.json()).message.id, clientId });
  }
  const refusedClientId = randomUUID();
  const refused = await send(anna, toBen, 'one more', refusedClientId);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    error: 'too_many_messages_to_member',
    message: expect.stringContaining('At most 20 messages a minute to one member') as string,
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(await stored(toBen)).toBe(20);
  const [after] = await t.db.query<{ credits: number }>('select credits from members where id = $1', [anna.memberId]);
  expect(after?.credits).toBe(80);
  expect(
    await t.db.query('select 1 from messages where sender_profile_id = $1 and client_id = $2', [
      anna.profileId,
      refusedClientId,
    ]),
  ).toEqual([]);

  // A retry of a send that was stored (its answer lost) is still answered with the stored message, charged once.
  const retry = await send(anna, toBen, 'hi 3', sent[2]?.clientId);
  expect(retry.statusCode).toBe(200);
  expect(sendMessageResponseSchema.parse(retry.json())).toMatchObject({ message: { id: sent[2]?.id }, credits: 80 });
  // The refused one stays refused when sent again within the minute.
  expect((await send(anna, toBen, 'one more', refusedClientId)).statusCode).toBe(429);
  expect(await stored(toBen)).toBe(20);
  const ledger = await t.db.query<{ sum: number }>(
    'select coalesce(sum(amount), 0)::int as sum from credit_ledger where member_id = $1',
    [anna.memberId],
  );
  expect(ledger[0]?.sum).toBe(-20);

  expect((await send(anna, toCara, 'hello Cara')).statusCode).toBe(200);
  // Ben may still answer: the limit is the sender's.
  expect((await send(ben, toBen, 'slow down')).statusCode).not.toBe(429);
});
