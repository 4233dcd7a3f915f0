import { userResponseSchema } from 'shared-contracts/api';
import { chatStartResponseSchema } from 'shared-contracts/api/chat';
import { validateEmailResponseSchema } from 'shared-contracts/api/signup';
import { BrowserClient } from './browserClient';
import type { TestApp } from './testApp';

let signups = 0;

/** Signs up through the API as the form does (checked address, then POST user.php?new=1); logged in, not confirmed. */
export async function signUpMember(
  t: TestApp,
  name = 'Member',
  overrides: Record<string, unknown> = {},
  client = new BrowserClient(t.app),
) {
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${(signups += 1)}.${Date.now()}@example.org`;
  const { token } = validateEmailResponseSchema.parse(
    (await client.request({ method: 'GET', url: `/api/validate_email.php?email=${email}` })).json(),
  );
  const response = await client.request({
    method: 'POST',
    url: '/api/user.php?new=1',
    payload: { email, name, password: 'pass phrase', token, ...overrides },
  });
  const { user } = userResponseSchema.parse(response.json());
  return { client, email, memberId: user.id, profileId: user.profile.id };
}

/** Clicks the link of the member's activation mail, as the member would. */
export async function confirmByMail(t: TestApp, memberId: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [mail] = await t.db.query<{ text_body: string }>(
      `select text_body from mail_messages where member_id = $1 and kind = 'activation' order by id desc limit 1`,
      [memberId],
    );
    const token = /\/activate\/confirm\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    if (token) {
      const answer = await new BrowserClient(t.app).request({ method: 'GET', url: `/activate/confirm?token=${token}` });
      if (answer.headers.location !== '/activate/done')
        throw new Error(`activation answered ${answer.statusCode} ${String(answer.headers.location)}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no activation mail for member ${memberId}`);
}

/** A new member whose address is confirmed: public in search and on profile pages. */
export async function confirmedMember(
  t: TestApp,
  name = 'Member',
  overrides: Record<string, unknown> = {},
  client = new BrowserClient(t.app),
) {
  const member = await signUpMember(t, name, overrides, client);
  await confirmByMail(t, member.memberId);
  return member;
}

/** Opens (or finds) the conversation of `from` with `to`, as the chat button does; answers its id. */
export async function startChat(from: { client: BrowserClient }, to: { profileId: number }): Promise<number> {
  const answer = await from.client.request({ method: 'GET', url: `/api/chat.php?profile=${to.profileId}` });
  return chatStartResponseSchema.parse(answer.json()).id;
}
