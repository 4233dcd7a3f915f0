// A server killed with SIGKILL in the middle of a burst of chat sends, and restarted on the same data: every send it
// answered 2xx is stored once, none twice, and a client that sends its unanswered ones again (same client_id) ends
// with every message exactly once, gapless sequence numbers and exactly one credit spent per message. On the embedded
// PGlite of a DATA_DIR; with DATABASE_URL set, on a new database of that PostgreSQL server.
import { randomUUID } from 'node:crypto';
import {
  chatsResponseSchema,
  messagesResponseSchema,
  sendMessageResponseSchema,
  type ChatMessage,
} from 'shared-contracts/api/chat';
import { userResponseSchema } from 'shared-contracts/api';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DEMO2_EMAIL, DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from '../src/seed/demo';
import { HttpBrowser } from './helpers/httpBrowser';
import { killAllServers, serverData, startServer } from './helpers/serverProcess';

const SENDS = 200;
const IN_FLIGHT = 8;
/** The kill comes once this many sends were answered, with others on their way. */
const KILL_AFTER = 60;
/** The sender's balance before the burst: more than the burst costs, so no send is refused for credits. */
const START_CREDITS = 500;

let environment: Record<string, string>;
let removeData: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const data = await serverData('chat-crash-');
  // The burst is far above what the send limits allow a person; they are not what this test is about.
  environment = { ...data.environment, RATE_LIMIT_FACTOR: '100' };
  removeData = data.remove;
});
afterAll(async () => {
  await killAllServers();
  await removeData();
});

/** The server's database, opened by the test while no server runs (PGlite allows one process per DATA_DIR). */
const openData = () => openDatabase({ databaseUrl: environment.DATABASE_URL, dataDir: environment.DATA_DIR as string });

async function login(port: number, email: string): Promise<HttpBrowser> {
  const browser = new HttpBrowser(port);
  await browser.call('GET', '/api/settings.php');
  const response = await browser.call('POST', '/api/login.php', { email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return browser;
}

async function allMessages(browser: HttpBrowser, conversation: number): Promise<ChatMessage[]> {
  const collected: ChatMessage[] = [];
  let before = '';
  for (;;) {
    const response = await browser.call('GET', `/api/messages.php?conversation=${conversation}&limit=100${before}`);
    const page = messagesResponseSchema.parse(await response.json());
    collected.push(...page.messages);
    if (!page.has_more) return collected;
    before = `&before=${page.messages.at(-1)?.seq}`;
  }
}

const credits = async (browser: HttpBrowser) =>
  userResponseSchema.parse(await (await browser.call('GET', '/api/user.php')).json()).user.credits;

async function ledgerSum(db: Database, memberId: number): Promise<number> {
  const [row] = await db.query<{ sum: number }>(
    'select coalesce(sum(amount), 0)::int as sum from credit_ledger where member_id = $1',
    [memberId],
  );
  return row?.sum ?? Number.NaN;
}

it('keeps every answered send once, and retries with the same client_id end with no loss and no duplicate', async () => {
  // The data as a first start leaves it, then a price of one credit a message and a balance for the burst, written
  // with its ledger row, before the server that is killed starts.
  let senderId: number;
  {
    const db = await openData();
    await migrate(db);
    await seedDemoIfEmpty(db, { dataDir: environment.DATA_DIR as string, profiles: 5 });
    await db.query(
      `update sites set settings = jsonb_set(settings, '{message_credits}', to_jsonb(1)) where is_default`,
    );
    const [sender] = await db.query<{ id: number; credits: number }>(
      'select id, credits from members where email = $1',
      [DEMO_EMAIL],
    );
    senderId = sender?.id as number;
    await db.query(`insert into credit_ledger (member_id, kind, amount) values ($1, 'adjustment', $2)`, [
      senderId,
      START_CREDITS - (sender?.credits ?? 0),
    ]);
    await db.query('update members set credits = $2 where id = $1', [senderId, START_CREDITS]);
    expect(await ledgerSum(db, senderId)).toBe(START_CREDITS);
    await db.close();
  }

  const first = startServer(environment);
  const firstPort = await first.ready();
  const sender = await login(firstPort, DEMO_EMAIL);
  const recipient = await login(firstPort, DEMO2_EMAIL);
  const { chats } = chatsResponseSchema.parse(await (await sender.call('GET', '/api/chats.php')).json());
  const conversation = chats.find((chat) => chat.profile.name === 'Demi')?.conversation.id as number;
  expect(conversation).toBeGreaterThan(0);
  expect(await credits(sender)).toBe(START_CREDITS);
  const messagesBefore = (await allMessages(sender, conversation)).length;

  const clientIds: string[] = Array.from({ length: SENDS }, () => randomUUID());
  const answered = new Map<string, number>();
  let next = 0;
  let killed = false;
  const sendOne = (clientId: string) =>
    sender.call('POST', '/api/messages.php', { conversation, client_id: clientId, text: `burst ${clientId}` });
  const worker = async () => {
    while (next < clientIds.length && !killed) {
      const clientId = clientIds[next++] as string;
      try {
        const response = await sendOne(clientId);
        if (response.ok) answered.set(clientId, sendMessageResponseSchema.parse(await response.json()).message.id);
      } catch {
        // The connection died with the server: this send is unanswered.
      }
      if (answered.size >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  expect(await first.exited()).toBe('SIGKILL');
  expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(answered.size).toBeLessThan(SENDS);

  const second = startServer(environment);
  const secondPort = await second.ready();
  // The sessions live in the database, so the same browsers are still logged in.
  sender.port = secondPort;
  recipient.port = secondPort;
  const afterCrash = await allMessages(sender, conversation);
  const stored = new Map<string, number[]>();
  for (const message of afterCrash) {
    if (message.client_id) stored.set(message.client_id, [...(stored.get(message.client_id) ?? []), message.id]);
  }
  for (const [clientId, id] of answered) expect(stored.get(clientId)).toEqual([id]);
  expect([...stored.values()].filter((ids) => ids.length !== 1)).toEqual([]);

  // The client sends every unanswered message again with its client_id, until it is answered; two tabs at once each.
  const unanswered = clientIds.filter((id) => !answered.has(id));
  let retryNext = 0;
  const retryWorker = async () => {
    while (retryNext < unanswered.length) {
      const clientId = unanswered[retryNext++] as string;
      let ids: number[] = [];
      for (let attempt = 0; attempt < 3 && ids.length === 0; attempt++) {
        const responses = await Promise.all([sendOne(clientId), sendOne(clientId)]);
        if (responses.every((response) => response.ok)) {
          ids = await Promise.all(
            responses.map(async (response) => sendMessageResponseSchema.parse(await response.json()).message.id),
          );
        }
      }
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(ids[1]);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT / 2 }, retryWorker));

  const final = await allMessages(sender, conversation);
  const burst = final.filter((message) => message.client_id !== null && clientIds.includes(message.client_id));
  expect(burst).toHaveLength(SENDS);
  expect(new Set(burst.map((message) => message.client_id)).size).toBe(SENDS);
  expect(final).toHaveLength(messagesBefore + SENDS);
  const seqs = final.map((message) => message.seq).sort((a, b) => a - b);
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, index) => index + 1));
  // The other side sees the same messages, each once.
  const received = await allMessages(recipient, conversation);
  expect(received.map((message) => message.id).sort((a, b) => a - b)).toEqual(
    final.map((message) => message.id).sort((a, b) => a - b),
  );
  // One credit per stored message, none for a retry.
  expect(await credits(sender)).toBe(START_CREDITS - SENDS);

  // The database itself, with no server on it: each client_id once, each message paid once, the ledger as the balance.
  second.child.kill('SIGTERM');
  expect(await second.exited()).toBe(0);
  const db = await openData();
  try {
    const rows = await db.query<{ client_id: string; copies: number; spent: number; ledger_rows: number }>(
      `select m.client_id, count(*)::int as copies, sum(m.credits_spent)::int as spent, count(l.id)::int as ledger_rows
         from messages m
         left join credit_ledger l on l.message_id = m.id and l.kind = 'message' and l.amount = -1 and l.member_id = $3
        where m.conversation_id = $1 and m.client_id = any($2::uuid[])
        group by m.client_id`,
      [conversation, clientIds, senderId],
    );
    expect(rows).toHaveLength(SENDS);
    expect(rows.filter((row) => row.copies !== 1 || row.spent !== 1 || row.ledger_rows !== 1)).toEqual([]);
    const [last] = await db.query<{ last_seq: number; max_seq: number; count: number }>(
      `select c.last_seq, max(m.seq)::int as max_seq, count(m.id)::int as count
         from conversations c join messages m on m.conversation_id = c.id where c.id = $1 group by c.last_seq`,
      [conversation],
    );
    expect(last).toEqual({
      last_seq: messagesBefore + SENDS,
      max_seq: messagesBefore + SENDS,
      count: messagesBefore + SENDS,
    });
    const [member] = await db.query<{ credits: number }>('select credits from members where id = $1', [senderId]);
    expect(member?.credits).toBe(START_CREDITS - SENDS);
    expect(await ledgerSum(db, senderId)).toBe(START_CREDITS - SENDS);
  } finally {
    await db.close();
  }
}, 120_000);
