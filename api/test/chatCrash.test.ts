// A server killed with SIGKILL in the middle of a burst of chat sends, and restarted on the same DATA_DIR: every send
// it answered 2xx is stored once, none twice, and a client that sends its unanswered ones again (same client_id) ends
// with every message exactly once and exactly one credit spent per message.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chatsResponseSchema, messagesResponseSchema, type ChatMessage } from 'shared-contracts/api/chat';
import { userResponseSchema } from 'shared-contracts/api';
import { HttpBrowser } from './helpers/httpBrowser';
import { killAllServers, startServer } from './helpers/serverProcess';
import { writeDeployFixture } from './helpers/testApp';

const SENDS = 150;
const IN_FLIGHT = 8;
/** The kill comes once this many sends were answered, with others on their way. */
const KILL_AFTER = 40;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'chat-crash-'));
  await writeDeployFixture(path.join(root, 'deploy'));
});
afterAll(async () => {
  await killAllServers();
  await rm(root, { recursive: true, force: true });
});

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

it('keeps every answered send once, and retries with the same client_id end with no loss and no duplicate', async () => {
  const environment = {
    DATA_DIR: path.join(root, 'data'),
    DEPLOY_DIR: path.join(root, 'deploy'),
    // The burst is far above what the send limits allow a person; they are not what this test is about.
    RATE_LIMIT_FACTOR: '100',
  };
  const first = startServer(environment);
  const browser = new HttpBrowser(await first.ready());
  await browser.call('GET', '/api/settings.php');
  const login = await browser.call('POST', '/api/login.php', { email: 'demo@example.com', password: 'demo-password' });
  expect(login.status).toBe(200);
  const { chats } = chatsResponseSchema.parse(await (await browser.call('GET', '/api/chats.php')).json());
  const conversation = chats.find((chat) => chat.profile.name === 'Demi')?.conversation.id as number;
  expect(conversation).toBeGreaterThan(0);
  const creditsBefore = await credits(browser);
  const messagesBefore = (await allMessages(browser, conversation)).length;

  const clientIds: string[] = Array.from({ length: SENDS }, () => randomUUID());
  const answered = new Set<string>();
  let next = 0;
  let killed = false;
  const sendOne = (clientId: string) =>
    browser.call('POST', '/api/messages.php', { conversation, client_id: clientId, text: `burst ${clientId}` });
  const worker = async () => {
    while (next < clientIds.length && !killed) {
      const clientId = clientIds[next++] as string;
      try {
        const response = await sendOne(clientId);
        if (response.ok) answered.add(clientId);
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
  await first.exited();
  expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(answered.size).toBeLessThan(SENDS);

  const second = startServer(environment);
  browser.port = await second.ready();
  // The session lives in the database, so the same browser is still logged in.
  const afterCrash = await allMessages(browser, conversation);
  const stored = new Map<string, number>();
  for (const message of afterCrash) {
    if (message.client_id) stored.set(message.client_id, (stored.get(message.client_id) ?? 0) + 1);
  }
  for (const clientId of answered) expect(stored.get(clientId)).toBe(1);
  expect([...stored.values()].every((count) => count === 1)).toBe(true);

  // The client sends every unanswered message again, with its client_id.
  for (const clientId of clientIds.filter((id) => !answered.has(id))) {
    const response = await sendOne(clientId);
    expect(response.status).toBe(200);
  }

  const final = await allMessages(browser, conversation);
  const burst = final.filter((message) => message.client_id !== null && clientIds.includes(message.client_id));
  expect(burst).toHaveLength(SENDS);
  expect(new Set(burst.map((message) => message.client_id)).size).toBe(SENDS);
  expect(final).toHaveLength(messagesBefore + SENDS);
  const seqs = final.map((message) => message.seq).sort((a, b) => a - b);
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, index) => index + 1));
  // The demo site charges one credit a message: exactly one per stored message, none for a retry.
  expect(await credits(browser)).toBe(creditsBefore - SENDS);
}, 180_000);
