import { randomUUID } from 'node:crypto';
import { chatStartResponseSchema } from 'shared-contracts/api/chat';
import { confirmedMember } from './helpers/members';
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
const startChat = async (from: Member, to: Member) =>
  chatStartResponseSchema.parse(
    (await from.client.request({ method: 'GET', url: `/api/chat.php?profile=${to.profileId}` })).json(),
  ).id;
const send = (from: Member, conversation: number, text: string) =>
  from.client.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { conversation, client_id: randomUUID(), text },
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

  for (let index = 1; index <= 20; index++) expect((await send(anna, toBen, `hi ${index}`)).statusCode).toBe(200);
  const refused = await send(anna, toBen, 'one more');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ error: 'too_many_messages_to_member' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(await stored(toBen)).toBe(20);
  const [after] = await t.db.query<{ credits: number }>('select credits from members where id = $1', [anna.memberId]);
  expect(after?.credits).toBe(80);

  expect((await send(anna, toCara, 'hello Cara')).statusCode).toBe(200);
  // Ben may still answer: the limit is the sender's.
  expect((await send(ben, toBen, 'slow down')).statusCode).not.toBe(429);
});
