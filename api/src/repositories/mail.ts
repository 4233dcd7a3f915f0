import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface OutgoingMail {
  siteId: number;
  memberId: number | null;
  /** What the message is for (activation, chat notification, receipt, …): the outbox treats every kind alike. */
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message a worker has claimed; `attempts` (this attempt's number) is the claim's token. */
export interface ClaimedMail {
  id: number;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  attempts: number;
}

/** `<uuid@domain>` with the sender's domain, as RFC 5322 suggests, so the id is unique and says where it came from. */
function newMessageId(from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** Records a message as queued and returns its id. Run it in the caller's transaction to tie the two writes together. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into mail_messages (site_id, member_id, kind, from_address, to_address, subject, text_body, html_body, message_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      mail.siteId,
      mail.memberId,
      mail.kind,
      mail.from,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      newMessageId(mail.from),
    ],
  );
  return (row as { id: number }).id;
}

/**
 * Claims up to `limit` due messages for `claimMs`: the claim moves each one's due time to the claim's expiry, so a
 * worker that dies holding it lets the message fall due again by itself. SKIP LOCKED makes concurrent workers (several
 * API instances on one PostgreSQL server) pass over the rows another is claiming instead of claiming them too.
 */
export async function claimDueMail(
  db: Queryable,
  options: { workerId: string; limit: number; claimMs: number },
): Promise<ClaimedMail[]> {
  return db.query<ClaimedMail>(
    `update mail_messages m
        set attempts = m.attempts + 1, claimed_by = $1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => $2)
      where m.id in (select id from mail_messages
                      where status = 'queued' and next_attempt_at <= now()
                      order by next_attempt_at, id
                      limit $3
                        for update skip locked)
      returning m.id, m.from_address, m.to_address, m.subject, m.text_body, m.html_body, m.message_id, m.attempts`,
    [options.workerId, options.claimMs / 1000, options.limit],
  );
}

/** Records the delivery; false when the claim had expired and another worker has claimed the message since. */
export async function recordDelivered(db: Queryable, mail: ClaimedMail, transport: string): Promise<boolean> {
  const rows = await db.query(
    `update mail_messages set status = 'delivered', delivered_at = now(), transport = $3, error = '', claimed_by = null
      where id = $1 and attempts = $2 and status = 'queued' returning id`,
    [mail.id, mail.attempts, transport],
  );
  return rows.length > 0;
}

/** Records a failed attempt: due again after `retryInMs`, or failed for good when that is null. */
export async function recordFailure(
  db: Queryable,
  mail: ClaimedMail,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db.query(
    `update mail_messages
        set status = case when $4::float8 is null then 'failed' else 'queued' end,
            next_attempt_at = case when $4::float8 is null then next_attempt_at else now() + make_interval(secs => $4::float8) end,
            error = $3, claimed_by = null
      where id = $1 and attempts = $2 and status = 'queued'`,
    [mail.id, mail.attempts, error.slice(0, 1000), retryInMs === null ? null : retryInMs / 1000],
  );
}

/** Gives back a claim whose message was not attempted (the worker is stopping): due at once, the attempt uncounted. */
export async function releaseClaim(db: Queryable, mail: ClaimedMail): Promise<void> {
  await db.query(
    `update mail_messages set attempts = attempts - 1, next_attempt_at = now(), claimed_by = null
      where id = $1 and attempts = $2 and status = 'queued'`,
    [mail.id, mail.attempts],
  );
}

/**
 * Makes every claimed message due now. Only for a database no other process can be using (PGlite, behind the data
 * directory lock): there every claim found at start belongs to a process that died, and waiting for it to expire
 * would only delay the mail.
 */
export async function releaseAllClaims(db: Queryable): Promise<number> {
  const rows = await db.query(
    `update mail_messages set next_attempt_at = now(), claimed_by = null where status = 'queued' and claimed_by is not null returning id`,
  );
  return rows.length;
}

/** Whether the member's latest mail of this kind has been delivered (SMTP accepted it, or the local outbox recorded it). */
export async function latestDelivered(db: Queryable, memberId: number, kind: string): Promise<boolean> {
  const [latest] = await db.query<{ status: string }>(
    `select status from mail_messages where member_id = $1 and kind = $2 order by created_at desc, id desc limit 1`,
    [memberId, kind],
  );
  return latest?.status === 'delivered';
}

export interface RecentMail {
  created_at: Date;
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  transport: string;
}

/** The site's newest messages, for the developer outbox page. */
export async function recentMail(db: Queryable, siteId: number, limit: number): Promise<RecentMail[]> {
  return db.query<RecentMail>(
    `select created_at, to_address, subject, text_body, status, transport from mail_messages
      where site_id = $1 order by created_at desc, id desc limit $2`,
    [siteId, limit],
  );
}
