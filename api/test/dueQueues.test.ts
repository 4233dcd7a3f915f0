// The mail outbox and the photo scoring workers sleep until their queue's next job falls due.
import type { Queryable } from '../src/db/database';
import { untilNextDue } from '../src/repositories/dueQueues';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function queueMail(tx: Queryable, dueInSeconds: number): Promise<void> {
  await tx.query(
    `insert into mail_messages (site_id, kind, from_address, to_address, subject, text_body, html_body, message_id, next_attempt_at)
     select id, 'test', 'site@example.com', 'due@example.net', 'Due', 'text', '<p>html</p>', $1,
            now() + make_interval(secs => $2)
       from sites where is_default`,
    [`<due-${dueInSeconds}@example.com>`, dueInSeconds],
  );
}

describe('the time until the next job of a queue', () => {
  it('is none for an empty queue, so its worker sleeps a full poll instead of looking again at once', async () => {
    await t.db.query("delete from mail_messages where status = 'queued'");
    expect(await untilNextDue(t.db, 'mail_messages')).toBeNull();
    expect(await untilNextDue(t.db, 'photo_scoring_jobs')).toBeNull();
  });

  it('counts down to the earliest queued job, and is 0 once one is due', async () => {
    // In one transaction: the test app's own mail worker must not send the message before it is looked at.
    await t.db.transaction(async (tx) => {
      await queueMail(tx, 60);
      const ms = await untilNextDue(tx, 'mail_messages');
      expect(ms).toBeGreaterThan(58_000);
      expect(ms).toBeLessThanOrEqual(60_000);
      await queueMail(tx, -5);
      expect(await untilNextDue(tx, 'mail_messages')).toBe(0);
    });
  });
});
