import { AccountDeletionRepository } from '../src/repositories/accountDeletions';
import { signUpMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * What AccountDeletionRepository.erase removes and keeps of a member (docs/product.md "Deleting the account"), table by
 * table: the account deletion call's test (accountDeletion.test.ts) follows the member's view; this pins the rows the
 * call never shows, and that another member's rows stay.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUpMember>>;

/** One row of the member's in every table the deletion touches (signup itself left a session and an activation link). */
async function personalRows(member: Member) {
  const { memberId, email } = member;
  const tag = String(memberId);
  const [site] = await t.db.query<{ id: number }>('select id from sites where is_default');
  const siteId = site?.id ?? 0;
  await t.db.query(`insert into saved_searches (member_id, filters) values ($1, '{}')`, [memberId]);
  await t.db.query(`insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`, [
    memberId,
    `https://push.example/${tag}`,
  ]);
  await t.db.query('insert into known_devices (token_hash, member_id) values ($1, $2)', [`device-${tag}`, memberId]);
  await t.db.query(
    `insert into password_reset_tokens (token_hash, member_id, expires_at) values ($1, $2, now() + interval '1 hour')`,
    [`reset-${tag}`, memberId],
  );
  await t.db.query(
    `insert into mail_change_tokens (token_hash, member_id, email, expires_at)
     values ($1, $2, $3, now() + interval '1 hour')`,
    [`change-${tag}`, memberId, `new.${email}`],
  );
  await t.db.query(`insert into notification_mails (member_id, kind, subject_id) values ($1, 'new_like', 1)`, [
    memberId,
  ]);
  await t.db.query(
    `insert into discount_codes (site_id, code, purpose, member_id, percent_off) values ($1, $2, 'delete', $3, 10)`,
    [siteId, `BYE-${tag}`, memberId],
  );
  for (const status of ['delivered', 'queued']) {
    // Due tomorrow: the outbox worker leaves the queued one alone during the test.
    await t.db.query(
      `insert into mail_messages (site_id, member_id, kind, to_address, subject, text_body, html_body, status,
                                  message_id, next_attempt_at)
       values ($1, $2, 'cascade_test', $3, 's', 't', 'h', $4, $5, now() + interval '1 day')`,
      [siteId, memberId, email, status, `<${status}-${tag}@example.org>`],
    );
  }
  await t.db.query(`insert into resell_clicks (site_id, member_id, kind, target) values ($1, $2, 'cam', $3)`, [
    siteId,
    memberId,
    tag,
  ]);
  await t.db.query(
    `insert into complaints (site_id, reference, submission, member_id, name, email, topic, message, locale)
     values ($1, $2, $2, $3, 'n', $4, 'other', 'm', 'en')`,
    [siteId, `C-${tag}`, memberId, email],
  );
  await t.db.query('insert into login_throttle (site_id, email_normalized, failures) values ($1, $2, 1)', [
    siteId,
    email.toLowerCase(),
  ]);
  return siteId;
}

/** How many rows of the member each table holds; a kept row detached from the member counts under `…_detached`. */
async function rowsOf(member: Member) {
  const [counts] = await t.db.query<Record<string, number>>(
    `select
       (select count(*)::int from saved_searches where member_id = $1) as saved_searches,
       (select count(*)::int from push_subscriptions where member_id = $1) as push_subscriptions,
       (select count(*)::int from known_devices where member_id = $1) as known_devices,
       (select count(*)::int from activation_tokens where member_id = $1) as activation_tokens,
       (select count(*)::int from password_reset_tokens where member_id = $1) as password_reset_tokens,
       (select count(*)::int from mail_change_tokens where member_id = $1) as mail_change_tokens,
       (select count(*)::int from notification_mails where member_id = $1) as notification_mails,
       (select count(*)::int from sessions where member_id = $1) as sessions,
       (select count(*)::int from discount_codes where member_id = $1) as discount_codes,
       (select count(*)::int from mail_messages where member_id = $1 and kind = 'cascade_test') as mails,
       (select count(*)::int from mail_messages where member_id = $1 and kind = 'cascade_test' and status = 'queued')
         as queued_mails,
       (select count(*)::int from resell_clicks where member_id = $1) as resell_clicks,
       (select count(*)::int from resell_clicks where member_id is null and target = $3) as resell_clicks_detached,
       (select count(*)::int from complaints where member_id = $1) as complaints,
       (select count(*)::int from complaints where member_id is null and reference = 'C-' || $3) as complaints_detached,
       (select count(*)::int from login_throttle where email_normalized = $2) as login_throttle`,
    [member.memberId, member.email.toLowerCase(), String(member.memberId)],
  );
  return counts;
}

describe('AccountDeletionRepository.erase', () => {
  it("removes the member's personal rows, detaches what bookkeeping keeps, and leaves another member's rows alone", async () => {
    const leaving = await signUpMember(t, 'Leaving');
    const staying = await signUpMember(t, 'Staying');
    const siteId = await personalRows(leaving);
    await personalRows(staying);
    const stayingBefore = await rowsOf(staying);
    const [session] = await t.db.query<{ id_hash: string }>('select id_hash from sessions where member_id = $1', [
      leaving.memberId,
    ]);

    const deletions = new AccountDeletionRepository(t.db);
    const erased = await t.ctx.inTransaction(async (tx) => {
      const locked = await deletions.lock(tx, leaving.memberId);
      return deletions.erase(tx, {
        memberId: leaving.memberId,
        profileId: locked?.profile_id ?? null,
        email: leaving.email,
        siteId,
      });
    });

    expect(erased).toEqual({ files: [], endedSessions: [session?.id_hash] });
    expect(await rowsOf(leaving)).toEqual({
      saved_searches: 0,
      push_subscriptions: 0,
      known_devices: 0,
      activation_tokens: 0,
      password_reset_tokens: 0,
      mail_change_tokens: 0,
      notification_mails: 0,
      sessions: 0,
      discount_codes: 0,
      // The queued mail is left to the outbox's worker; the delivered one (its text names the member) goes.
      mails: 1,
      queued_mails: 1,
      resell_clicks: 0,
      resell_clicks_detached: 1,
      complaints: 0,
      complaints_detached: 1,
      login_throttle: 0,
    });
    const stayingNow = await rowsOf(staying);
    expect(stayingNow).toEqual(stayingBefore);
    expect(stayingNow).toMatchObject({ sessions: 1, mails: 2, discount_codes: 1, login_throttle: 1 });
  });
});
