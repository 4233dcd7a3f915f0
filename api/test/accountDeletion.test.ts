import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { apiErrorSchema } from 'shared-contracts/api';
import { chatsResponseSchema, chatStartResponseSchema, messagesResponseSchema } from 'shared-contracts/api/chat';
import { paymentResponseSchema, creditsResponseSchema } from 'shared-contracts/api/payments';
import { validateEmailResponseSchema } from 'shared-contracts/api/signup';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember, signUpMember } from './helpers/members';
import { uploadPhoto } from './helpers/photos';
import { eventually, appWithSmtp } from './helpers/smtpServer';

const mailing = appWithSmtp();

beforeAll(async () => {
  // Messages cost nothing here: the tests are about what deletion leaves, not about credits.
  await mailing.t.db.query(
    `update sites set settings = jsonb_set(settings, '{message_credits}', '0'::jsonb) where is_default`,
  );
  mailing.t.ctx.sites.invalidate();
});

type Member = Awaited<ReturnType<typeof signUpMember>>;

const deleteAccount = (client: BrowserClient, payload: Record<string, unknown>) =>
  client.request({ method: 'DELETE', url: '/api/user.php', payload });
const userStatus = async (client: BrowserClient) =>
  (await client.request({ method: 'GET', url: '/api/user.php' })).statusCode;
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

const uploadsDir = () => path.join(mailing.t.ctx.config.dataDir, 'uploads');
const exists = (file: string) =>
  access(path.join(uploadsDir(), file)).then(
    () => true,
    () => false,
  );

/** The goodbye mails the SMTP server received for `email`, quoted-printable decoded. */
const goodbyeMails = (email: string) =>
  mailing.smtp.received
    .filter((mail) => mail.to.includes(email) && /^Subject: .*has been deleted/m.test(mail.raw))
    .map((mail) =>
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );

async function chatBetween(a: Member, b: Member) {
  const started = await a.client.request({ method: 'GET', url: `/api/chat.php?profile=${b.profileId}` });
  return chatStartResponseSchema.parse(started.json()).id;
}
const send = (member: Member, conversation: number, text: string) =>
  member.client.request({
    method: 'POST',
    url: '/api/messages.php',
    payload: { conversation, client_id: randomUUID(), text },
  });

describe('DELETE /api/user.php', () => {
  it('refuses a wrong password with a field error and deletes nothing', async () => {
    const member = await signUpMember(mailing.t, 'Careful');
    const wrong = await deleteAccount(member.client, { password: 'not my phrase', reason: 'other' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ password: 'wrong_password' });
    expect(await userStatus(member.client)).toBe(200);
    const [row] = await mailing.t.db.query<{ status: string }>('select status from members where id = $1', [
      member.memberId,
    ]);
    expect(row?.status).toBe('not_confirmed');
  });

  it('refuses bad input: an unknown reason, no password, an oversize comment, unknown keys, a visitor', async () => {
    const member = await signUpMember(mailing.t, 'Picky');
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'pass phrase', reason: 'bored' }, 'reason'],
      [{ reason: 'other' }, 'password'],
      [{ password: 'pass phrase', reason: 'other', comment: 'x'.repeat(1001) }, 'comment'],
      [{ password: 'pass phrase', reason: 'other', email: member.email }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const answer = await deleteAccount(member.client, payload);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(errorOf(answer).fields ?? {})).toContain(field);
    }
    expect(await userStatus(member.client)).toBe(200);
    const visitor = await deleteAccount(new BrowserClient(mailing.t.app), { password: 'x', reason: 'other' });
    expect(visitor.statusCode).toBe(403);
  });

  it('limits wrong passwords like logins do', async () => {
    const member = await signUpMember(mailing.t, 'Guesser');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await deleteAccount(member.client, { password: `guess ${attempt}`, reason: 'other' })).statusCode).toBe(
        400,
      );
    const throttled = await deleteAccount(member.client, { password: 'pass phrase', reason: 'other' });
    expect([throttled.statusCode, errorOf(throttled).error]).toEqual([429, 'account_throttled']);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userStatus(member.client)).toBe(200);
  });

  it('deletes the account: logged out everywhere, no login, the address reads deleted, photos and likes gone, a mail', async () => {
    const member = await confirmedMember(mailing.t, 'Leaving');
    const other = await confirmedMember(mailing.t, 'Staying');
    const secondDevice = new BrowserClient(mailing.t.app);
    expect((await secondDevice.login(member.email, 'pass phrase')).statusCode).toBe(200);
    const { images } = await uploadPhoto(member.client, '#3366aa');
    const [photo] = await mailing.t.db.query<{ filename: string; thumb_filename: string }>(
      'select filename, thumb_filename from profile_images where id = $1',
      [images[0]?.id ?? 0],
    );
    expect(await exists(photo?.filename as string)).toBe(true);
    await member.client.request({ method: 'POST', url: '/api/likes.php', payload: { profile: other.profileId } });
    await other.client.request({ method: 'POST', url: '/api/likes.php', payload: { profile: member.profileId } });
    await member.client.request({ method: 'POST', url: '/api/block.php', payload: { profile: other.profileId } });

    const done = await deleteAccount(member.client, {
      password: 'pass phrase',
      reason: 'found_partner',
      comment: '  Met someone here!  ',
    });
    expect([done.statusCode, done.json()]).toEqual([200, { done: true }]);
    expect(member.client.cookies.has('sid')).toBe(false);
    expect(await userStatus(member.client)).toBe(403);
    expect(await userStatus(secondDevice)).toBe(403);

    // Deleting twice: there is no session any more.
    const again = await deleteAccount(member.client, { password: 'pass phrase', reason: 'other' });
    expect(again.statusCode).toBe(403);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'pass phrase')).statusCode).toBe(401);

    const check = await new BrowserClient(mailing.t.app).request({
      method: 'GET',
      url: `/api/validate_email.php?email=${encodeURIComponent(member.email)}`,
    });
    expect(validateEmailResponseSchema.parse(check.json())).toMatchObject({ status: 'deleted', token: '' });

    expect(await exists(photo?.filename as string)).toBe(false);
    expect(await exists(photo?.thumb_filename as string)).toBe(false);
    const [left] = await mailing.t.db.query<Record<string, unknown>>(
      `select m.status, m.password_hash, m.email, p.name, p.birthdate, p.city, p.fields, p.status as profile_status,
              (select count(*)::int from profile_images where profile_id = p.id) as photos,
              (select count(*)::int from likes where member_id = m.id or profile_id = p.id) as likes,
              (select count(*)::int from blocks where member_id = m.id or profile_id = p.id) as blocks,
              (select count(*)::int from sessions where member_id = m.id) as sessions
         from members m join profiles p on p.member_id = m.id where m.id = $1`,
      [member.memberId],
    );
    expect(left).toEqual({
      status: 'deleted',
      password_hash: null,
      email: member.email,
      name: '',
      birthdate: null,
      city: '',
      fields: {},
      profile_status: 'deleted',
      photos: 0,
      likes: 0,
      blocks: 0,
      sessions: 0,
    });
    // The reason is kept for statistics, without anything that names the member.
    const reasons = await mailing.t.db.query('select reason, comment from account_deletions');
    expect(reasons).toContainEqual({ reason: 'found_partner', comment: 'Met someone here!' });

    await eventually(() => goodbyeMails(member.email).length === 1);
    const mail = goodbyeMails(member.email)[0] as string;
    expect(mail).toMatch(/^Subject: Your Datelane account has been deleted/m);
    expect(mail).toContain('Hi Leaving,');
    expect(mail).toContain('orders and payments');
  });

  it('keeps the conversation for the other member, as a deleted member they can no longer write to', async () => {
    const leaving = await confirmedMember(mailing.t, 'Chatter');
    const staying = await confirmedMember(mailing.t, 'Friend');
    const conversation = await chatBetween(staying, leaving);
    expect((await send(staying, conversation, 'Hello there')).statusCode).toBe(200);
    expect((await send(leaving, conversation, 'Hi, bye soon')).statusCode).toBe(200);
    expect((await deleteAccount(leaving.client, { password: 'pass phrase', reason: 'privacy' })).statusCode).toBe(200);

    const { chats } = chatsResponseSchema.parse(
      (await staying.client.request({ method: 'GET', url: '/api/chats.php' })).json(),
    );
    expect(chats.map((chat) => chat.profile)).toEqual([
      { id: leaving.profileId, name: 'Deleted member', age: null, main_image: null, fictional: false, deleted: true },
    ]);
    const dutch = await staying.client.request({
      method: 'GET',
      url: `/api/messages.php?conversation=${conversation}`,
      headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
    });
    const page = messagesResponseSchema.parse(dutch.json());
    expect(page.profile.name).toBe('Verwijderd lid');
    expect(page.messages.map((message) => message.text).sort()).toEqual(['Hello there', 'Hi, bye soon']);

    const refused = await send(staying, conversation, 'Are you still there?');
    expect([refused.statusCode, errorOf(refused).error]).toEqual([410, 'member_gone']);
  });

  it('keeps orders and the credit ledger, detached from the personal data', async () => {
    const buyer = await confirmedMember(mailing.t, 'Buyer');
    const offer = creditsResponseSchema.parse(
      (await buyer.client.request({ method: 'GET', url: '/api/credits.php' })).json(),
    );
    const started = paymentResponseSchema.parse(
      (
        await buyer.client.request({
          method: 'POST',
          url: '/api/payment.php',
          payload: { credit_id: offer.packages[0]?.id, method: 'ideal' },
        })
      ).json(),
    );
    await mailing.t.app.inject({
      method: 'POST',
      url: new URL(started.checkout_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
      payload: 'outcome=paid',
    });
    expect((await deleteAccount(buyer.client, { password: 'pass phrase', reason: 'too_expensive' })).statusCode).toBe(
      200,
    );
    const orders = await mailing.t.db.query<{ status: string; member_id: number }>(
      'select status, member_id from orders where public_id = $1',
      [started.transaction_id],
    );
    expect(orders).toEqual([{ status: 'paid', member_id: buyer.memberId }]);
    const ledger = await mailing.t.db.query<{ kind: string }>('select kind from credit_ledger where member_id = $1', [
      buyer.memberId,
    ]);
    expect(ledger.map((row) => row.kind)).toContain('purchase');
    const [account] = await mailing.t.db.query<Record<string, unknown>>(
      `select m.status, m.signup_ip, m.tracking, p.name from members m join profiles p on p.member_id = m.id
        where m.id = $1`,
      [buyer.memberId],
    );
    expect(account).toEqual({ status: 'deleted', signup_ip: '', tracking: {}, name: '' });
  });
});
