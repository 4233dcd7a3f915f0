import { randomUUID } from 'node:crypto';
import type { BrowserClient } from './browserClient';
import type { TestApp } from './testApp';

/** A GET that must answer 200, its answer checked by the call's response schema. */
export async function getOk<T>(client: BrowserClient, url: string, schema: { parse: (value: unknown) => T }) {
  const answer = await client.request({ method: 'GET', url });
  expect([url, answer.statusCode]).toEqual([url, 200]);
  return schema.parse(answer.json());
}

/** A member's report of a profile, as the profile page's or the chat's dialog sends it. */
export const report = (client: BrowserClient, profile: number, extra: Record<string, unknown> = {}) =>
  client.request({
    method: 'POST',
    url: '/api/report.php',
    payload: { profile, reason: 'harassment', message: 'Keeps sending insults.', ...extra },
  });

/** The open case of a profile, if any. */
export async function openCase(t: TestApp, profileId: number): Promise<number | undefined> {
  const [row] = await t.db.query<{ id: number }>(
    `select id from moderation_cases where profile_id = $1 and status = 'open'`,
    [profileId],
  );
  return row?.id;
}

/** A moderator's decision through the console's call; a fresh request id unless the body brings one. */
export const decide = (moderator: BrowserClient, body: Record<string, unknown>) =>
  moderator.request({
    method: 'POST',
    url: '/api/admin/decision.php',
    payload: { request_id: randomUUID(), ground: 'harassment', facts: 'Insulted two members in chat.', ...body },
  });

/** The mails of a kind queued for a member, oldest first. */
export const mailsOf = (t: TestApp, memberId: number, kind: string) =>
  t.db.query<{ subject: string; text_body: string; html_body: string; to_address: string }>(
    'select subject, text_body, html_body, to_address from mail_messages where member_id = $1 and kind = $2 order by id',
    [memberId, kind],
  );

/** The token of a statement's link, as the member's mail carries it. */
export function statementToken(mailText: string): string {
  const token = /statement=([\w-]{43})/.exec(mailText)?.[1];
  if (!token) throw new Error(`no statement link in: ${mailText}`);
  return token;
}
