import { randomUUID } from 'node:crypto';
import { chatStartResponseSchema } from 'shared-contracts/api/chat';
import { notificationsResponseSchema } from 'shared-contracts/api/account';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { appWithSmtp, eventually } from './helpers/smtpServer';

const mailing = appWithSmtp();

/** The mails the SMTP server received for `email` with this subject start, quoted-printable decoded. */
const mailsTo = (email: string, subject: string) =>
  mailing.smtp.received
    .filter((mail) => mail.to.includes(email) && mail.raw.includes(`Subject: ${subject}`))
    .map((mail) =>
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );

/** Rows of the outbox for the member and kind: what was queued, whether or not it has been delivered yet. */
async function queued(memberId: number, kind: string): Promise<number> {
  const [row] = await mailing.t.db.query<{ count: number }>(
    'select count(*)::int as count from mail_messages where member_id = $1 and kind = $2',
    [memberId, kind],
  );
  return row?.count ?? 0;
}

/**
 * Waits until the notices begun by the requests so far have ended (a new message's run after the answer) and the
 * outbox has handed over what they queued: a mail they should not have queued is in the outbox by then.
 */
async function settle(): Promise<void> {
  await mailing.t.ctx.notificationMails.idle();
  await mailing.t.ctx.mail.idle();
}

type Member = Awaited<ReturnType<typeof confirmedMember>>;

const preferencesOf = async (member: Member) =>
  notificationsResponseSchema.parse(
    (await member.client.request({ method: 'GET', url: '/api/notifications.php' })).json(),
  );
const savePreferences = (member: Member, payload: unknown) =>
  member.client.request({ method: 'PUT', url: '/api/notifications.php', payload: payload as object });

beforeAll(async () => {
  // Messages are free here: the mails are the point, not the credits.
  await mailing.t.db.query(
    `update sites set settings = jsonb_set(settings, '{message_credits}', '0') where is_default`,
  );
  mailing.t.ctx.sites.invalidate();
});

describe('GET/PUT /api/notifications.php', () => {
  it('starts with message and like mails on and newsletters off, and saves the preferences', async () => {
    const member = await confirmedMember(mailing.t, 'Prefs');
    expect(await preferencesOf(member)).toEqual({
      preferences: { messages: true, likes: true, newsletter: false },
      email: member.email,
      pending_email: null,
    });
    const saved = await savePreferences(member, { messages: false, likes: true, newsletter: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual({ messages: false, likes: true, newsletter: true });
    expect((await preferencesOf(member)).preferences).toEqual({ messages: false, likes: true, newsletter: true });
  });

  it('refuses an unknown key, a missing one or a non-boolean, and changes nothing', async () => {
    const member = await confirmedMember(mailing.t, 'Strict');
    for (const payload of [
      { messages: false, likes: false, newsletter: true, sms: true },
      { messages: false, likes: false },
      { messages: 'no', likes: false, newsletter: false },
    ]) {
      expect((await savePreferences(member, payload)).statusCode).toBe(400);
    }
    expect((await preferencesOf(member)).preferences).toEqual({ messages: true, likes: true, newsletter: false });
  });

  it('answers 403 to a visitor', async () => {
    const visitor = new BrowserClient(mailing.t.app);
    expect((await visitor.request({ method: 'GET', url: '/api/notifications.php' })).statusCode).toBe(403);
    const put = await visitor.request({
      method: 'PUT',
      url: '/api/notifications.php',
      payload: { messages: false, likes: false, newsletter: false },
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('DELETE /api/notifications.php?push=1', () => {
  const subscription = (path: string) => ({
    endpoint: `https://push.services.example/${path}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
  const subscribe = (member: Member, path: string) =>
    member.client.request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: subscription(path) },
    });
  const unsubscribe = (member: Member, endpoint: string) =>
    member.client.request({ method: 'DELETE', url: '/api/notifications.php?push=1', payload: { endpoint } });
  const subscribed = async (member: Member) =>
    (await member.client.request({ method: 'GET', url: '/api/user.php' })).json().user.push_subscribed as boolean;

  it("removes the member's own subscription; another member's endpoint is a 404 and stays", async () => {
    const anna = await confirmedMember(mailing.t, 'PushAnna');
    const ben = await confirmedMember(mailing.t, 'PushBen');
    expect((await subscribe(anna, `anna-${randomUUID()}`)).statusCode).toBe(200);
    const bensPath = `ben-${randomUUID()}`;
    expect((await subscribe(ben, bensPath)).statusCode).toBe(200);
    expect(await subscribed(ben)).toBe(true);

    const stolen = await unsubscribe(anna, subscription(bensPath).endpoint);
    expect([stolen.statusCode, stolen.json().error]).toEqual([404, 'no_such_subscription']);
    expect(await subscribed(ben)).toBe(true);

    const own = await unsubscribe(ben, subscription(bensPath).endpoint);
    expect([own.statusCode, own.json()]).toEqual([200, { done: true }]);
    expect(await subscribed(ben)).toBe(false);
    expect(await subscribed(anna)).toBe(true);
    // Twice: the browser's retry finds nothing left.
    expect((await unsubscribe(ben, subscription(bensPath).endpoint)).statusCode).toBe(404);
  });

  it('refuses what is not a push endpoint, extra keys and visitors', async () => {
    const member = await confirmedMember(mailing.t, 'PushBad');
    expect((await unsubscribe(member, 'http://localhost/x')).statusCode).toBe(400);
    const extra = await member.client.request({
      method: 'DELETE',
      url: '/api/notifications.php?push=1',
      payload: { endpoint: subscription('x').endpoint, keys: {} },
    });
    expect(extra.statusCode).toBe(400);
    const visitor = new BrowserClient(mailing.t.app);
    const answer = await visitor.request({
      method: 'DELETE',
      url: '/api/notifications.php?push=1',
      payload: { endpoint: subscription('x').endpoint },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('new message mails', () => {
  async function conversation(from: Member, to: Member) {
    const { id } = chatStartResponseSchema.parse(
      (await from.client.request({ method: 'GET', url: `/api/chat.php?profile=${to.profileId}` })).json(),
    );
    const send = async (text: string) => {
      const answer = await from.client.request({
        method: 'POST',
        url: '/api/messages.php',
        payload: { conversation: id, client_id: randomUUID(), text },
      });
      expect(answer.statusCode).toBe(200);
    };
    return { id, send };
  }

  it('mails an offline member "new message from {name}" with a link and never the text, once an hour per chat', async () => {
    const anna = await confirmedMember(mailing.t, 'Anna');
    const ben = await confirmedMember(mailing.t, 'Ben');
    const chat = await conversation(anna, ben);
    await chat.send('a very secret text');
    await eventually(() => mailsTo(ben.email, 'New message from Anna').length === 1);
    const [mail] = mailsTo(ben.email, 'New message from Anna');
    expect(mail).toContain(`http://localhost:8080/chats/${chat.id}`);
    expect(mail).toContain('http://localhost:8080/notifications');
    expect(mail).not.toContain('very secret');

    // A lively chat: no more mail within the hour.
    await chat.send('second');
    await chat.send('third');
    await settle();
    expect(await queued(ben.memberId, 'new_message')).toBe(1);

    // Another conversation is another mail.
    const carla = await confirmedMember(mailing.t, 'Carla');
    await (await conversation(carla, ben)).send('hello');
    await eventually(() => mailsTo(ben.email, 'New message from Carla').length === 1);

    // An hour later the same chat mails again.
    await mailing.t.db.query(
      `update notification_mails set sent_at = now() - interval '61 minutes' where member_id = $1 and subject_id = $2`,
      [ben.memberId, chat.id],
    );
    await chat.send('after an hour');
    await eventually(() => mailsTo(ben.email, 'New message from Anna').length === 2);
  });

  it('mails in the recipient language', async () => {
    const anna = await confirmedMember(mailing.t, 'Anna');
    const ben = await confirmedMember(mailing.t, 'Ben');
    await mailing.t.db.query(`update profiles set language = 'nl' where id = $1`, [ben.profileId]);
    await (await conversation(anna, ben)).send('hallo');
    await eventually(() => mailsTo(ben.email, 'Nieuw bericht van Anna').length === 1);
  });

  it('sends nothing with the preference off, to a member online, or to a deactivated member', async () => {
    const anna = await confirmedMember(mailing.t, 'Anna');
    const off = await confirmedMember(mailing.t, 'NoMails');
    expect((await savePreferences(off, { messages: false, likes: true, newsletter: false })).statusCode).toBe(200);
    await (await conversation(anna, off)).send('hello');

    const online = await confirmedMember(mailing.t, 'Online');
    await mailing.t.ctx.livePresence.opened('another-process', online.memberId);
    await (await conversation(anna, online)).send('hello');

    // The chat refuses messages to a deactivated member; should a send race the deactivation, the mail is still not sent.
    const gone = await confirmedMember(mailing.t, 'Gone');
    const toGone = await conversation(anna, gone);
    await mailing.t.db.query(`update members set status = 'deactivated' where id = $1`, [gone.memberId]);
    const [row] = await mailing.t.db.query<{ site_id: number }>('select site_id from members where id = $1', [
      gone.memberId,
    ]);
    const site = await mailing.t.ctx.sites.byId(row?.site_id ?? 0);
    if (!site) throw new Error('no site');
    expect(await mailing.t.ctx.notificationMails.newMessage(site, gone.memberId, toGone.id, 'Anna')).toBe(false);
    expect(await mailing.t.ctx.notificationMails.newLike(site, gone.memberId, anna.profileId, 'Anna')).toBe(false);

    await settle();
    expect(await queued(off.memberId, 'new_message')).toBe(0);
    expect(await queued(online.memberId, 'new_message')).toBe(0);
    expect(await queued(gone.memberId, 'new_message')).toBe(0);
  });
});

describe('new like mails', () => {
  const like = (from: Member, to: Member) =>
    from.client.request({ method: 'POST', url: '/api/likes.php', payload: { profile: to.profileId } });
  const unlike = (from: Member, to: Member) =>
    from.client.request({ method: 'DELETE', url: '/api/likes.php', payload: { profile: to.profileId } });

  it('mails "{name} likes you" with a link to the profile, once per liker', async () => {
    const anna = await confirmedMember(mailing.t, 'Anna');
    const ben = await confirmedMember(mailing.t, 'Ben');
    expect((await like(anna, ben)).statusCode).toBe(200);
    await eventually(() => mailsTo(ben.email, 'Anna likes you').length === 1);
    expect(mailsTo(ben.email, 'Anna likes you')[0]).toContain(`http://localhost:8080/members/${anna.profileId}`);

    // Liking again (also after an unlike) is no new mail.
    await like(anna, ben);
    expect((await unlike(anna, ben)).statusCode).toBe(200);
    await like(anna, ben);
    await settle();
    expect(await queued(ben.memberId, 'new_like')).toBe(1);
  });

  it('sends nothing with the likes preference off', async () => {
    const anna = await confirmedMember(mailing.t, 'Anna');
    const ben = await confirmedMember(mailing.t, 'Ben');
    expect((await savePreferences(ben, { messages: true, likes: false, newsletter: false })).statusCode).toBe(200);
    expect((await like(anna, ben)).statusCode).toBe(200);
    await settle();
    expect(await queued(ben.memberId, 'new_like')).toBe(0);
    // Turned on again, the next liker's like is mailed.
    expect((await savePreferences(ben, { messages: true, likes: true, newsletter: false })).statusCode).toBe(200);
    const carla = await confirmedMember(mailing.t, 'Carla');
    expect((await like(carla, ben)).statusCode).toBe(200);
    await eventually(() => mailsTo(ben.email, 'Carla likes you').length === 1);
  });
});
